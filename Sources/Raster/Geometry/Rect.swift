/// An axis-aligned rectangle given by its minimum corner and size (y grows downwards, as on screen).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    /// The smallest rect holding both corners, whatever their order.
    @inlinable public init(corner a: Point, _ b: Point) {
        origin = Point(Swift.min(a.x, b.x), Swift.min(a.y, b.y))
        size = Size(abs(a.x - b.x), abs(a.y - b.y))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }
    @inlinable public var center: Point { Point(midX, midY) }
    @inlinable public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The smallest axis-aligned rect holding this one's four corners mapped by `transform` (under a
    /// rotation two opposite corners are not enough).
    public func applying(_ transform: Transform) -> Rect {
        let corners = [Point(minX, minY), Point(maxX, minY), Point(minX, maxY), Point(maxX, maxY)].map(transform.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// The smallest rect holding both.
    public func union(_ o: Rect) -> Rect {
        let x0 = Swift.min(minX, o.minX), y0 = Swift.min(minY, o.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, o.maxX) - x0, height: Swift.max(maxY, o.maxY) - y0)
    }
    /// The overlap of both, or an empty rect at the origin of `self` when they do not meet.
    public func intersection(_ o: Rect) -> Rect {
        let x0 = Swift.max(minX, o.minX), y0 = Swift.max(minY, o.minY)
        let x1 = Swift.min(maxX, o.maxX), y1 = Swift.min(maxY, o.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(origin: origin, size: .zero) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    /// Grown by `dx`, `dy` on every side (negative values shrink it).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    public var description: String { "Rect(\(minX), \(minY), \(width)×\(height))" }
}
