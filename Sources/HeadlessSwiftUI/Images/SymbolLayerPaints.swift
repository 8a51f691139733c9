import Raster
import Symbols

/// The paints of a symbol's layers beyond its primary (`ImageLeaf.paint`): palette's secondary and
/// tertiary levels and multicolor's named colours. They are resolved where the image is evaluated,
/// since only the environment knows the foreground levels, the appearance and the tint, and become
/// the Symbols module's colours where the image is drawn (``SymbolStyle/colored(_:paints:)``).
struct SymbolLayerPaints: Sendable {
    /// The secondary and tertiary styles of `.foregroundStyle(a, b(, c))`; empty for one style, so
    /// palette draws every level in the primary.
    var palette: [ResolvedPaint] = []
    /// Each multicolor colour name the artwork uses that is known here.
    var multicolors: [String: ResolvedPaint] = [:]
}

extension EnvironmentValues {
    /// The paints `mode` needs for `symbol`'s layers: none for monochrome and hierarchical.
    func symbolLayerPaints(for symbol: Symbol?, mode: Symbols.SymbolRenderingMode) -> SymbolLayerPaints {
        var paints = SymbolLayerPaints()
        switch mode {
        case .palette:
            paints.palette = foregroundLevels.indices.map { resolvedForeground(level: $0 + 1) }
        case .multicolor:
            for name in Set((symbol?.layers ?? []).flatMap { $0.multicolor.compactMap(\.color) }) {
                paints.multicolors[name] = multicolorPaint(named: name)
            }
        case .monochrome, .hierarchical:
            break
        }
        return paints
    }

    /// A template's multicolor colour name as this appearance draws it: the system colours by their
    /// UIKit names (`systemRedColor`, `systemGray2Color`, `labelColor`, `secondaryLabelColor`), the
    /// tint (`tintColor`, `accentColor`), `white`, `black` and `clear`. An unknown name is nil and
    /// draws in the foreground, like an unannotated piece.
    func multicolorPaint(named name: String) -> ResolvedPaint? {
        switch name {
        case "tintColor", "accentColor": return TintShapeStyle().resolve(in: self)
        case "white": return .color(.white)
        case "black": return .color(.black)
        case "clear": return .color(.clear)
        default: break
        }
        let base = name.hasSuffix("Color") ? String(name.dropLast("Color".count)) : name
        var candidates = [base]
        if base.hasPrefix("system"), let first = base.dropFirst("system".count).first {
            candidates.append(first.lowercased() + base.dropFirst("system".count + 1))   // systemRed → red
        }
        guard let table = candidates.lazy.compactMap(SystemColorTable.Name.init(rawValue:)).first else { return nil }
        return .color(SystemColorTable.color(table, scheme: colorScheme, palette: palette))
    }
}

extension SymbolStyle {
    /// This style with its layers' colours from `primary` and `paints`, and the opacity its layers
    /// then draw at as one group. Monochrome and hierarchical draw in one colour, opaque, the group
    /// faded by its alpha (overlapping layers do not show through each other). Palette and
    /// multicolor keep each colour's own alpha, so a translucent secondary does not fade the primary,
    /// and the group draws at full opacity. Symbols take one colour per paint: a gradient's first stop.
    func colored(_ primary: ResolvedPaint, paints: SymbolLayerPaints) -> (style: SymbolStyle, opacity: Double) {
        var s = self
        let c = DisplayListBuilder.symbolColor(primary)
        guard mode.colorsLayersApart else {
            s.color = Raster.Color(red: c.red, green: c.green, blue: c.blue)
            return (s, c.alpha)
        }
        s.color = c
        s.palette = paints.palette.map(DisplayListBuilder.symbolColor)
        s.multicolors = paints.multicolors.mapValues(DisplayListBuilder.symbolColor)
        return (s, 1)
    }
}
