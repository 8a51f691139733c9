import Raster

/// An outline, as SwiftUI's `Path`: lines, curves, arcs and shapes in points (y grows down). Its
/// conformance to `Shape` (and so `View`) is declared in an extension, so its members stay nonisolated
/// and shapes can build paths on any thread.
public struct Path: Equatable, Sendable {
    var storage: Raster.Path

    public init() { storage = Raster.Path() }
    init(_ storage: Raster.Path) { self.storage = storage }
    /// A rectangle.
    public init(_ rect: CGRect) { self.init(); addRect(rect) }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(Raster.Path.roundedRect(rect.raster, cornerRadius: Double(cornerRadius), style: style.raster))
    }
    /// A rounded rectangle with elliptical corners (the larger radius is used: a documented simplification).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerRadius: max(cornerSize.width, cornerSize.height), style: style)
    }
    /// The ellipse in `rect`.
    public init(ellipseIn rect: CGRect) { self.init(); addEllipse(in: rect) }
    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) { self.init(); callback(&self) }

    public var isEmpty: Bool { storage.isEmpty }
    /// The bounds of the path's points and control points.
    public var boundingRect: CGRect { storage.isEmpty ? .zero : CGRect(storage.bounds) }
    public var currentPoint: CGPoint? { storage.currentPoint.map { CGPoint(x: $0.x, y: $0.y) } }

    public mutating func move(to p: CGPoint) { storage.move(to: p.raster) }
    public mutating func addLine(to p: CGPoint) { storage.line(to: p.raster) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { storage.quad(to: p.raster, control: control.raster) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.cubic(to: p.raster, control1: control1.raster, control2: control2.raster)
    }
    public mutating func closeSubpath() { storage.close() }
    public mutating func addRect(_ rect: CGRect) { storage.addPath(Raster.Path.rect(rect.raster)) }
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        storage.addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style).storage)
    }
    public mutating func addEllipse(in rect: CGRect) { storage.addPath(Raster.Path.ellipse(in: rect.raster)) }
    public mutating func addPath(_ path: Path) { storage.addPath(path.storage) }

    /// A circular arc. Angles run clockwise on screen (y down); `clockwise` is CoreGraphics' flag in a
    /// y-up space, so on screen `clockwise: true` runs counter-clockwise, exactly as in SwiftUI.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let start = startAngle.radians
        var end = endAngle.radians
        let full = 2 * Double.pi
        if clockwise {
            while end > start { end -= full }
        } else {
            while end < start { end += full }
        }
        storage.addArc(center: center.raster, radius: Double(radius), start: start, end: end)
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { Path(storage.applying(.translation(Double(dx), Double(dy)))) }

    /// The path transformed.
    public func applying(_ transform: CGAffineTransform) -> Path { Path(storage.applying(transform.raster)) }

    /// The outline of the path's stroke, as a path to fill.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        Path(Self.stroke(storage, style: style))
    }

    /// The part of the path between `from` and `to` (fractions of its length).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        Path(storage.trimmed(from: Double(from), to: Double(to)))
    }

    static func stroke(_ path: Raster.Path, style: StrokeStyle) -> Raster.Path {
        let dashed = style.dash.isEmpty ? path : path.dashed(style.dash.map(Double.init), phase: Double(style.dashPhase))
        return dashed.stroked(style.raster, tolerance: Raster.Path.strokeTolerance(width: Double(style.lineWidth)) / 4)
    }

    public static func == (a: Path, b: Path) -> Bool { a.storage == b.storage }
}

extension Path: Shape {
    public nonisolated func path(in rect: CGRect) -> Path { self }
}

/// CoreGraphics' affine transform (not in Foundation on Linux), as far as SwiftUI code uses it.
public struct CGAffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init(translationX x: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX x: CGFloat, y: CGFloat) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// `self` then `t`.
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(raster.concatenating(t.raster))
    }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: x, y: y).concatenating(self) }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: x, y: y).concatenating(self) }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }

    init(_ t: Raster.Transform) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
    var raster: Raster.Transform {
        Raster.Transform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension CGPoint {
    var raster: Raster.Point { Raster.Point(Double(x), Double(y)) }
}

extension CGRect {
    var raster: Raster.Rect { Raster.Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
    init(_ r: Raster.Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}
