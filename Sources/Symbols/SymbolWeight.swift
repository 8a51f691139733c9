import Raster

/// A font weight for symbols: SF's nine, lightest first.
///
/// SF Symbols templates (docs/symbols-format.md, "SF Symbols templates") carry or interpolate a
/// drawing for each. Everything else stores regular only, and heavier weights offset every outline
/// outward (``outlineOffset``).
public enum SymbolWeight: String, CaseIterable, Hashable, Sendable, Comparable {
    case ultralight, thin, light, regular, medium, semibold, bold, heavy, black

    /// How far each outline of a regular-only symbol moves outward, in grid units (100 = point size).
    ///
    /// Medium's 0.6 comes from the convention: 9-unit regular stems become 10.2, the step between
    /// SF Pro Regular and Medium stems at the same size. Semibold (+1.2) and bold (+2.0) continue
    /// that step roughly as SF Pro's stems grow (each weight about 12–20 % heavier than the last).
    /// The artwork's 2-unit margin covers up to +1.2; bold's box grows by the 0.8 beyond it
    /// (``SymbolRenderer/imageBox(of:style:)``). The smallest clear space inside one layer is 6 units,
    /// so bold (−4.0) still leaves 2 units; heavy and black stop there and draw as bold, since a
    /// larger offset would merge contours. The lighter weights draw as regular: an inward offset
    /// would erase the artwork's thin details, and only a template has real light drawings.
    public var outlineOffset: Double {
        switch self {
        case .ultralight, .thin, .light, .regular: 0
        case .medium: 0.6
        case .semibold: 1.2
        case .bold, .heavy, .black: 2.0
        }
    }

    /// The weight's name in an SF Symbols template's variant ids (`Ultralight` in `Ultralight-S`).
    public var templateName: String {
        rawValue == "ultralight" ? "Ultralight" : rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// Lightest first, as `allCases` lists them.
    public static func < (a: SymbolWeight, b: SymbolWeight) -> Bool { a.index < b.index }

    /// The weight's place from ultralight (0) to black (8).
    var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
