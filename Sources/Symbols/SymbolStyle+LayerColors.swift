import Raster

/// The colour each layer is painted in, by rendering mode: one place for the palette's level rule and
/// multicolor's fallback, so the renderer and tests agree on them.
extension SymbolStyle {
    /// The colour of a layer of `role`, before the mode's opacity (``SymbolRenderingMode/opacity(of:)``).
    ///
    /// Palette maps the artwork's levels onto the styles as SwiftUI does: secondary layers take the
    /// second style, tertiary ones the third; a level without its own style takes the one before, so
    /// one style draws as monochrome in it, two give the tertiary the secondary's, and the quaternary
    /// (SwiftUI takes at most three palette styles) takes the last one given. Every other
    /// layer (primary, the slash, a knocked-out glyph, a badge) is the primary's. The other modes
    /// paint every layer in ``color``.
    public func color(of role: SymbolLayer.Role) -> Color {
        guard mode == .palette else { return color }
        let levels = [color] + palette
        switch role {
        case .secondary: return levels[min(1, levels.count - 1)]
        case .tertiary: return levels[min(2, levels.count - 1)]
        case .quaternary: return levels[min(3, levels.count - 1)]
        default: return color
        }
    }

    /// Multicolor's colour for a piece that names `name`: its resolved colour, else ``color`` (an
    /// unannotated piece, or a name the caller could not resolve).
    public func color(ofMulticolor name: String?) -> Color {
        name.flatMap { multicolors[$0] } ?? color
    }
}
