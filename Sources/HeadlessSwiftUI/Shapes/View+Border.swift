extension View {
    /// A border of `width` points drawn inside the view's frame, as SwiftUI's `.border(_:width:)`: the
    /// frame's rectangle stroked inward (`strokeBorder`) in an overlay, so the view's size does not change.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, DecorationModifier<_ShapeView<Rectangle, S>>> {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
