/// A rectangle of whole pixels.
public struct IntRect: Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The overlap, or nil when they do not meet.
    public func intersection(_ o: IntRect) -> IntRect? {
        let x0 = max(x, o.x), y0 = max(y, o.y), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// The smallest rect holding both.
    public func union(_ o: IntRect) -> IntRect {
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return IntRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    /// The pixels a real rect touches. Coordinates beyond ±2³⁰ px (a shape far off any canvas, 1e55 in a
    /// mutated file) are clamped there rather than trapping in `Int(_:)`; a rect with a NaN is empty.
    public init(enclosing r: Rect) {
        func pixel(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int { Int(min(max(v.rounded(rule), -0x4000_0000), 0x4000_0000)) }
        guard !r.minX.isNaN, !r.minY.isNaN, !r.maxX.isNaN, !r.maxY.isNaN else { self.init(x: 0, y: 0, width: 0, height: 0); return }
        let x0 = pixel(r.minX, .down), y0 = pixel(r.minY, .down)
        let x1 = pixel(r.maxX, .up), y1 = pixel(r.maxY, .up)
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

extension IntRect {
    /// Moved by whole pixels.
    public func offsetBy(_ dx: Int, _ dy: Int) -> IntRect { IntRect(x: x + dx, y: y + dy, width: width, height: height) }
    /// Grown by `d` pixels on every side.
    public func grownBy(_ d: Int) -> IntRect { IntRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d) }
}
