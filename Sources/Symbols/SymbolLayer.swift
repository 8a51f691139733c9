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
        /// The fourth level, lower than tertiary in hierarchical mode (SF Symbols templates'
        /// `hierarchical-N:quaternary`, SwiftUI's `.quaternary`); like `primary` in monochrome.
        case quaternary
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
            case "quaternary": self = .quaternary
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
            case .quaternary: "quaternary"
            case .gap: "gap"
            case .slash: "slash"
            case .knockout: "knockout"
            case .other(let id): id
            }
        }

        /// True for the layers that draw on along the slash axis.
        public var isSlashPart: Bool { self == .gap || self == .slash }
    }

    /// A piece of a layer with the colour the artwork names for it in multicolor rendering.
    public struct MulticolorPart: Hashable, Sendable {
        /// The artwork's colour name (an SF Symbols template's `multicolor-N:systemRedColor`), nil
        /// where it names none: such a piece takes the foreground colour, as SF's multicolor draws
        /// the unannotated parts of a symbol in the primary (accent) style.
        public var color: String?
        public var path: Path
        public init(color: String?, path: Path) { self.color = color; self.path = path }
    }

    public var role: Role
    /// The outline in the symbol grid (100 units = point size, y = 0 baseline, x = 0 centre).
    public var path: Path
    /// ``path`` split by multicolor colour, pieces of one colour together in order of first use, so
    /// multicolor mode can paint each in its own colour while every other mode (and magic replace,
    /// which matches layers by role) keeps one outline per role. Empty for artwork that names no
    /// multicolor colours: the whole layer then draws in the foreground colour.
    public var multicolor: [MulticolorPart]
    /// A mapped icon's outline before its regular offset, and that offset (``path`` is the one offset
    /// by the other); nil for every other layer, and once a change the outline does not follow
    /// (``mapPaths(_:)``). Composition scales a base down and grows its lines back
    /// (`Symbol.transformed(_:regrow:)`): from this outline it offsets once by the two amounts
    /// together, where offsetting ``path`` again doubled its path elements, and so the composed
    /// symbol's cost to build and to draw.
    public var beforeOffset: OutlineBeforeOffset?
    /// A filled enclosure's outline with the symbol's ``Role/knockout`` glyph cut in as holes (the
    /// glyph's contours reversed), so that one non-zero fill paints the enclosure less the glyph, as
    /// filling ``path`` and erasing the glyph from it does in two passes (``Path/windsAtMostOnce(tolerance:)``
    /// says when it does); nil for every other layer, and once a change the holes do not follow
    /// (``mapPaths(_:)``, a weight's offset). Drawn by ``SymbolRenderer`` when both layers are drawn
    /// alike; the cheaper the draw, the nearer a composed enclosure's cost comes to a mapped one's.
    public var cutOut: Path?

    /// An outline and the outward offset that makes a layer's drawn outline of it.
    public struct OutlineBeforeOffset: Hashable, Sendable {
        public var path: Path
        public var offset: Double
        public init(path: Path, offset: Double) { self.path = path; self.offset = offset }
    }

    public init(role: Role, path: Path, multicolor: [MulticolorPart] = [], beforeOffset: OutlineBeforeOffset? = nil,
                cutOut: Path? = nil) {
        self.role = role
        self.path = path
        self.multicolor = multicolor
        self.beforeOffset = beforeOffset
        self.cutOut = cutOut
    }

    /// This layer with `transform` applied to its outline and to each multicolor part alike, so the
    /// parts stay the pieces of the outline through weights, scales, mirroring and composition; the
    /// outline before the offset and the cut-out are dropped (an offset need not commute with `transform`).
    public func mapPaths(_ transform: (Path) -> Path) -> SymbolLayer {
        SymbolLayer(role: role, path: transform(path),
                    multicolor: multicolor.map { MulticolorPart(color: $0.color, path: transform($0.path)) })
    }
}
