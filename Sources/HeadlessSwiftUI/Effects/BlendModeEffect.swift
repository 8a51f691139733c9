import Raster

/// How a view's drawing combines with what is drawn below it, as SwiftUI's `BlendMode`: the view is
/// flattened, then composited onto what lies under it in the nearest compositing group (or the canvas)
/// with the mode's formula (Raster's `Compose/MixBlend.swift`, the W3C's definitions that Core Graphics
/// shares).
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The compositing Raster draws it with.
    var raster: Raster.BlendMode {
        switch self {
        case .normal: .sourceOver
        case .multiply: .mix(.multiply)
        case .screen: .mix(.screen)
        case .overlay: .mix(.overlay)
        case .darken: .mix(.darken)
        case .lighten: .mix(.lighten)
        case .colorDodge: .mix(.colorDodge)
        case .colorBurn: .mix(.colorBurn)
        case .softLight: .mix(.softLight)
        case .hardLight: .mix(.hardLight)
        case .difference: .mix(.difference)
        case .exclusion: .mix(.exclusion)
        case .hue: .mix(.hue)
        case .saturation: .mix(.saturation)
        case .color: .mix(.color)
        case .luminosity: .mix(.luminosity)
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .mix(.plusDarker)
        case .plusLighter: .mix(.plusLighter)
        }
    }
}

extension View {
    /// Composites the view onto what is below it with `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, EffectModifier> {
        effect("blendMode") { _ in .blendMode(blendMode.raster) }
    }
}
