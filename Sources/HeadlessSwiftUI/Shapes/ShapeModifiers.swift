/// How a shape view paints its shape.
enum ShapeDrawing<Style: ShapeStyle>: Sendable {
    case fill(Style, FillStyle)
    case stroke(Style, StrokeStyle)
    /// Stroked inside the frame: the shape inset by half the line width, then stroked.
    case strokeBorder(Style, StrokeStyle)
}

/// A shape drawn with a style: what `.fill`, `.stroke` and `.strokeBorder` return.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    let shape: Content
    let drawing: ShapeDrawing<Style>
    public var body: Never { primitiveBody(Self.self) }
}

extension Shape {
    /// Fills the shape with a style (the foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, drawing: .fill(content, style))
    }
    /// Strokes the shape's outline, centred on it.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, drawing: .stroke(content, style))
    }
    /// Strokes the shape's outline with a line width.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// The outline of the stroke, as a shape (to fill or modify further).
    public func stroke(style: StrokeStyle) -> StrokedShape<Self> { StrokedShape(base: self, style: style) }
    /// The outline of the stroke with a line width, as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
    /// The part of the outline between two fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}

extension InsettableShape {
    /// Strokes inside the frame, so the stroke's outer edge is the frame's edge.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, drawing: .strokeBorder(content, style))
    }
    /// `strokeBorder` with a line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape's stroke outline, as a shape.
public struct StrokedShape<Base: Shape>: Shape {
    let base: Base
    let style: StrokeStyle
    public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect).strokedPath(style) }
    public nonisolated var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, style.lineWidth) }
        set { var b = base; b.animatableData = newValue.first; var s = style; s.lineWidth = newValue.second; self = StrokedShape(base: b, style: s) }
    }
}

/// A part of a shape's outline (`.trim`); `from` and `to` animate.
public struct TrimmedShape<Base: Shape>: Shape {
    let base: Base
    var from: CGFloat, to: CGFloat
    public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
    public nonisolated var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Base.AnimatableData> {
        get { AnimatablePair(AnimatablePair(from, to), base.animatableData) }
        set {
            var b = base; b.animatableData = newValue.second
            self = TrimmedShape(base: b, from: newValue.first.first, to: newValue.first.second)
        }
    }
}
