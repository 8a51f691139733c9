import Raster

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(Raster.Path.rect(rect.raster)) }
    public nonisolated func inset(by amount: CGFloat) -> InsetShape<Rectangle> { InsetShape(base: self, amount: amount) }
}

/// A rectangle with rounded corners; `.continuous` corners by default, as in SwiftUI since iOS 17.
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    public nonisolated func path(in rect: CGRect) -> Path {
        Path(Raster.Path.roundedRect(rect.raster, cornerRadius: Double(min(cornerSize.width, cornerSize.height)), style: style.raster))
    }
    /// The corner size animates.
    public nonisolated var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
    public nonisolated func inset(by amount: CGFloat) -> InsetShape<RoundedRectangle> { InsetShape(base: self, amount: amount) }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public nonisolated func path(in rect: CGRect) -> Path {
        Path(Raster.Path.roundedRect(rect.raster, cornerRadius: Double(min(rect.width, rect.height)) / 2, style: style.raster))
    }
    public nonisolated func inset(by amount: CGFloat) -> InsetShape<Capsule> { InsetShape(base: self, amount: amount) }
}

/// The largest circle centred in the frame.
public struct Circle: InsettableShape {
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(Raster.Path.circle(center: Raster.Point(Double(rect.midX), Double(rect.midY)), radius: Double(r)))
    }
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        // A circle asked for its ideal size on one axis takes the other axis's length (SwiftUI's rule).
        switch (proposal.width, proposal.height) {
        case let (w?, h?): return CGSize(width: w, height: h)
        case let (w?, nil): return CGSize(width: w, height: w)
        case let (nil, h?): return CGSize(width: h, height: h)
        case (nil, nil): return CGSize(width: 10, height: 10)
        }
    }
    public nonisolated func inset(by amount: CGFloat) -> InsetShape<Circle> { InsetShape(base: self, amount: amount) }
}

/// The ellipse filling the frame.
public struct Ellipse: InsettableShape {
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(Raster.Path.ellipse(in: rect.raster)) }
    public nonisolated func inset(by amount: CGFloat) -> InsetShape<Ellipse> { InsetShape(base: self, amount: amount) }
}

/// A shape inset on every side (`strokeBorder` strokes inside the frame this way).
public struct InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat
    public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public nonisolated func inset(by more: CGFloat) -> InsetShape<Base> { InsetShape(base: base, amount: amount + more) }
    public nonisolated var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set { var b = base; b.animatableData = newValue.first; self = InsetShape(base: b, amount: newValue.second) }
    }
}

/// A type-erased shape.
public struct AnyShape: Shape {
    let base: any Shape
    public init<S: Shape>(_ shape: S) { base = shape }
    public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
