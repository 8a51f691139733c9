import Raster

/// One layer of a symbol: a role (the `<g id>` of the artwork) and its filled outline in grid units.
///
/// Layers are matched by role between two symbols (magic replace), so the role is the identity
/// of a layer; the outline says what it looks like.
public struct SymbolLayer: Hashable, Sendable {
    /// What a layer does, named by the artwork's `<g id>` (docs/symbols-format.md).
    public enum Role: Hashable, Sendable, CustomStringConvertible {
        /// The main shape, full opacity in every mode.
        case primary
        /// Reduced opacity in hierarchical mode; like `primary` in monochrome.
        case secondary
        /// Lower still in hierarchical mode (SF Symbols templates' `hierarchical-N:tertiary`); like
        /// `primary` in monochrome.
        case tertiary
        /// Erases everything drawn before it (destination-out); never painted.
        case gap
        /// The slash bar, drawn last in the primary colour.
        case slash
        /// A glyph cut out of what is drawn before it, as SF cuts the base symbol out of a filled
        /// enclosure (`heart.circle.fill`): monochrome erases it (destination-out, like the gap);
        /// hierarchical erases it and paints it as a primary layer, as SF's hierarchical and palette
        /// modes draw the glyph in its own colour over the enclosure.
        case knockout
        /// A layer id this convention doesn't know; drawn as `primary`.
        case other(String)

        public init(id: String) {
            switch id {
            case "primary": self = .primary
            case "secondary": self = .secondary
            case "tertiary": self = .tertiary
            case "gap": self = .gap
            case "slash": self = .slash
            case "knockout": self = .knockout
            default: self = .other(id)
            }
        }

        public var description: String {
            switch self {
            case .primary: "primary"
            case .secondary: "secondary"
            case .tertiary: "tertiary"
            case .gap: "gap"
            case .slash: "slash"
            case .knockout: "knockout"
            case .other(let id): id
            }
        }

        /// True for the layers that draw on along the slash axis.
        public var isSlashPart: Bool { self == .gap || self == .slash }
    }

    public var role: Role
    /// The outline in the symbol grid (100 units = point size, y = 0 baseline, x = 0 centre).
    public var path: Path

    public init(role: Role, path: Path) {
        self.role = role
        self.path = path
    }
}
