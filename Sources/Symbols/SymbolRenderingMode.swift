/// How a symbol's layers take the foreground colour (SwiftUI's `.symbolRenderingMode`).
public enum SymbolRenderingMode: String, CaseIterable, Hashable, Sendable {
    /// Every layer in the one foreground colour.
    case monochrome
    /// Primary layers (and the slash) at full opacity, secondary layers at
    /// ``SymbolEffectConstants/hierarchicalSecondaryOpacity`` of the foreground colour, tertiary
    /// ones at ``SymbolEffectConstants/hierarchicalTertiaryOpacity``, quaternary ones at
    /// ``SymbolEffectConstants/hierarchicalQuaternaryOpacity``.
    case hierarchical
    /// Primary, secondary and tertiary layers each in a style of their own, at full opacity:
    /// ``SymbolStyle/color`` and ``SymbolStyle/palette`` (``SymbolStyle/color(of:)``).
    case palette
    /// Each piece of the artwork in the colour it names (``SymbolLayer/multicolor``), pieces that
    /// name none in the foreground colour; a symbol without multicolor annotations draws as monochrome.
    case multicolor

    /// The opacity a layer of `role` gets in this mode.
    public func opacity(of role: SymbolLayer.Role) -> Double {
        guard self == .hierarchical else { return 1 }
        switch role {
        case .secondary: return SymbolEffectConstants.hierarchicalSecondaryOpacity
        case .tertiary: return SymbolEffectConstants.hierarchicalTertiaryOpacity
        case .quaternary: return SymbolEffectConstants.hierarchicalQuaternaryOpacity
        default: return 1
        }
    }

    /// Whether a ``SymbolLayer/Role/knockout`` glyph is painted back after it is cut out of its
    /// enclosure: SF draws it in its own level in hierarchical and palette; monochrome, and multicolor
    /// for the unannotated composed symbols that have knock-outs, leave the hole.
    public var paintsKnockout: Bool { self == .hierarchical || self == .palette }

    /// Whether layers take colours of their own, each with its own alpha (palette and multicolor),
    /// rather than one colour whose alpha fades the symbol as a whole.
    public var colorsLayersApart: Bool { self == .palette || self == .multicolor }
}
