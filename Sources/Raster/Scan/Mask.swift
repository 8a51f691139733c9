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

    /// Multiplies by another mask's coverage (a clip): outside `other` coverage becomes zero.
    mutating func intersect(with other: Mask) {
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let i = y * rect.width + x
                if values[i] != 0 { values[i] *= other.coverage(x: rect.x + x, y: rect.y + y) }
            }
        }
    }
}
