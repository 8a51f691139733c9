import Raster

/// The toggle's `tint: Color`: a system colour that adapts to the appearance and palette release
/// (`.orange` is 255,149,0 in light and 255,159,10 in dark), or a fixed colour (`#RRGGBB[AA]`).
public enum SymbolMorphTint: Hashable, Sendable {
    case system(Palette.Name)
    case fixed(Color)

    /// The seed's default, `.blue`.
    public static let `default` = SymbolMorphTint.system(.blue)

    /// A colour name (`orange`, `secondary`, …) or `#RRGGBB` / `#RRGGBBAA`; nil for anything else
    /// (``Palette/acceptedDescription`` says what is accepted).
    public init?(argument text: String) {
        if let name = Palette.Name(rawValue: text) { self = .system(name); return }
        // A hex literal is the same in every palette; any palette parses it.
        guard text.hasPrefix("#"), let color = Palette(appearance: .light).parse(text) else { return nil }
        self = .fixed(color)
    }

    /// The colour drawn under `palette`.
    public func resolved(in palette: Palette) -> Color {
        switch self {
        case .system(let name): palette.color(name)
        case .fixed(let color): color
        }
    }
}
