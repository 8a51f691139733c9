/// The open icon sets the name map draws from, each a Debian package read where Debian installs it
/// (docs/symbols.md, "Mapped symbols" and "Licence"). Nothing of theirs is copied into the repository.
public enum IconSet: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `bootstrap-icons` (MIT): one SVG file per icon on a 16-px grid, lines 1 px wide.
    case bootstrapIcons = "bootstrap-icons"
    /// `fonts-materialdesignicons-webfont` (icons CC-BY 4.0, font SIL OFL 1.1): the Material Design
    /// Icons as glyphs of one font, drawn on a 24-px grid with lines 2 px wide. Its SVG font file is
    /// read through the `SVG` module's path grammar, so `Symbols` needs no font library.
    case materialDesignIcons = "materialdesignicons"

    public var description: String {
        switch self {
        case .bootstrapIcons: "bootstrap-icons"
        case .materialDesignIcons: "Material Design Icons"
        }
    }

    /// The prefix of an icon of this set in the name map (`mdi:timer`); bootstrap-icons has none.
    var mapPrefix: String {
        switch self {
        case .bootstrapIcons: ""
        case .materialDesignIcons: "mdi:"
        }
    }

    /// The Debian package that installs the set (scripts/setup installs it).
    public var debianPackage: String {
        switch self {
        case .bootstrapIcons: "bootstrap-icons"
        case .materialDesignIcons: "fonts-materialdesignicons-webfont"
        }
    }

    /// How many grid units the icon's live area spans, so icons of both sets sit as large as our
    /// artwork. bootstrap-icons draws edge to edge on its 16-px grid, which becomes
    /// ``SymbolNameMap/iconGridUnits``; Material Design Icons keep 2 px of padding on their 24-px
    /// grid, so their 20-px live area becomes those units and the whole grid 24/20 of them.
    var gridUnits: Double {
        switch self {
        case .bootstrapIcons: SymbolNameMap.iconGridUnits
        case .materialDesignIcons: SymbolNameMap.iconGridUnits * 24 / 20
        }
    }

    /// How far an icon's outlines grow to draw our regular weight. bootstrap-icons' 1-px lines are
    /// 6 units here and grow by 1 on each side (``SymbolNameMap/regularOutlineOffset``); Material
    /// Design Icons' 2-px lines are 9.8 units, already our regular's 9, and stay as drawn.
    var regularOutlineOffset: Double {
        switch self {
        case .bootstrapIcons: SymbolNameMap.regularOutlineOffset
        case .materialDesignIcons: 0
        }
    }
}
