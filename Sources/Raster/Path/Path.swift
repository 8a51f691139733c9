/// A vector outline made of sub-paths of lines, quadratic and cubic Bézier curves.
///
/// Coordinates are in user space; a ``Transform`` maps them to pixels when the path is filled.
/// Arcs are stored as cubics (see `Path+Arc.swift`), so every consumer handles four element kinds only.
public struct Path: Hashable, Sendable {
    /// One drawing command. Each carries the points it ends at; the start is the previous end.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    public internal(set) var elements: [Element] = []
    /// Where the current sub-path started (the point `close` returns to).
    public internal(set) var subpathStart: Point?
    /// The end of the last element, or nil before the first `move`.
    public internal(set) var currentPoint: Point?

    public init() {}

    public init(elements: [Element]) {
        for e in elements { append(e) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) {
        elements.append(.move(p)); subpathStart = p; currentPoint = p
    }

    /// Starts a sub-path at the current point when none is open (as SVG and Core Graphics do).
    private mutating func ensureSubpath() {
        if currentPoint == nil { move(to: .zero) }
        if case .close? = elements.last, let p = currentPoint { move(to: p) }
    }

    public mutating func line(to p: Point) {
        ensureSubpath(); elements.append(.line(p)); currentPoint = p
    }

    public mutating func quad(to p: Point, control c: Point) {
        ensureSubpath(); elements.append(.quad(control: c, to: p)); currentPoint = p
    }

    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        ensureSubpath(); elements.append(.cubic(control1: c1, control2: c2, to: p)); currentPoint = p
    }

    /// Closes the current sub-path with a straight line back to its start.
    public mutating func close() {
        guard currentPoint != nil, let start = subpathStart else { return }
        if case .close? = elements.last { return }
        elements.append(.close); currentPoint = start
    }

    /// Appends an element, keeping the current point and sub-path start up to date.
    public mutating func append(_ e: Element) {
        switch e {
        case .move(let p): move(to: p)
        case .line(let p): line(to: p)
        case .quad(let c, let p): quad(to: p, control: c)
        case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
        case .close: close()
        }
    }

    /// Used by builders that patch the last element in place.
    mutating func replaceCurrentPoint(_ p: Point) { currentPoint = p }

    /// Appends every sub-path of `other`.
    public mutating func addPath(_ other: Path) {
        for e in other.elements { append(e) }
    }

    /// The path with every point mapped through `t`. Affine maps keep Béziers Béziers, so this is exact.
    public func applying(_ t: Transform) -> Path {
        if t.isIdentity { return self }
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.line(to: t.apply(p))
            case .quad(let c, let p): out.quad(to: t.apply(p), control: t.apply(c))
            case .cubic(let c1, let c2, let p): out.cubic(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .close: out.close()
            }
        }
        return out
    }
}
