/// Coverage (0…1) of a shape over a rectangle of device pixels: what a fill paints through,
/// and what a clip multiplies by.
public struct Mask: Sendable {
    /// The pixels the mask spans; coverage outside it is zero.
    public let rect: IntRect
    /// `rect.width * rect.height` values, row-major.
    public var values: [Float]

    public init(rect: IntRect, values: [Float]) {
        precondition(values.count == rect.width * rect.height)
        self.rect = rect; self.values = values
    }

    static func empty(at rect: IntRect) -> Mask {
        Mask(rect: rect, values: [Float](repeating: 0, count: rect.width * rect.height))
    }

    /// Coverage at a device pixel (zero outside the mask).
    public func coverage(x: Int, y: Int) -> Float {
        guard x >= rect.x, y >= rect.y, x < rect.maxX, y < rect.maxY else { return 0 }
        return values[(y - rect.y) * rect.width + (x - rect.x)]
    }

    /// Multiplies `values`, the coverage of device columns `columns` in device row `y`, by this mask's
    /// coverage there (zero outside the mask): what a clip does to a row of a fill.
    func multiply(_ values: UnsafeMutablePointer<Float>, row y: Int, columns: Range<Int>) {
        let inside = y >= rect.y && y < rect.maxY
        let x0 = inside ? min(max(columns.lowerBound, rect.x), columns.upperBound) : columns.upperBound
        let x1 = inside ? max(min(columns.upperBound, rect.maxX), x0) : x0
        for i in 0..<(x0 - columns.lowerBound) { values[i] = 0 }
        for i in (x1 - columns.lowerBound)..<columns.count { values[i] = 0 }
        if x0 == x1 { return }
        self.values.withUnsafeBufferPointer { own in
            let from = own.baseAddress! + (y - rect.y) * rect.width + x0 - rect.x
            let to = values + (x0 - columns.lowerBound)
            for i in 0..<(x1 - x0) { to[i] *= from[i] }
        }
    }

    /// Multiplies by another mask's coverage (a clip): outside `other` coverage becomes zero.
    mutating func intersect(with other: Mask) {
        let rect = self.rect
        values.withUnsafeMutableBufferPointer { own in
            for y in 0..<rect.height {
                other.multiply(own.baseAddress! + y * rect.width, row: rect.y + y, columns: rect.x..<rect.maxX)
            }
        }
    }
}
