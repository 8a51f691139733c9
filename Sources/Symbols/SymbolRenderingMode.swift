/// How a symbol's layers take the foreground colour (SwiftUI's `.symbolRenderingMode`).
public enum SymbolRenderingMode: String, CaseIterable, Hashable, Sendable {
    /// Every layer in the one foreground colour.
    case monochrome
    /// Primary layers (and the slash) at full opacity, secondary layers at
    /// ``SymbolEffectConstants/hierarchicalSecondaryOpacity`` of the foreground colour, tertiary
    /// ones at ``SymbolEffectConstants/hierarchicalTertiaryOpacity``.
    case hierarchical

    /// The opacity a layer of `role` gets in this mode.
    public func opacity(of role: SymbolLayer.Role) -> Double {
        guard self == .hierarchical else { return 1 }
        switch role {
        case .secondary: return SymbolEffectConstants.hierarchicalSecondaryOpacity
        case .tertiary: return SymbolEffectConstants.hierarchicalTertiaryOpacity
        default: return 1
        }
    }
}
