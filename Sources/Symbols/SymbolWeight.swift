import Raster

/// A font weight for symbols. Only regular is stored as artwork; heavier weights offset every
/// outline outward (docs/symbols-format.md, "Weights").
public enum SymbolWeight: String, CaseIterable, Hashable, Sendable {
    case regular, medium, semibold, bold

    /// How far each outline moves outward, in grid units (100 = point size).
    ///
    /// Medium's 0.6 comes from the convention: 9-unit regular stems become 10.2, the step between
    /// SF Pro Regular and Medium stems at the same size. Semibold (+1.2) and bold (+2.0) continue
    /// that step roughly as SF Pro's stems grow (each weight about 12–20 % heavier than the last).
    /// The artwork's 2-unit margin covers up to +1.2; bold's box grows by the 0.8 beyond it
    /// (``SymbolRenderer/imageBox(of:style:)``). The smallest clear space inside one layer is 6 units,
    /// so even bold (−4.0) leaves 2 units and layers never start to overlap.
    public var outlineOffset: Double {
        switch self {
        case .regular: 0
        case .medium: 0.6
        case .semibold: 1.2
        case .bold: 2.0
        }
    }
}
