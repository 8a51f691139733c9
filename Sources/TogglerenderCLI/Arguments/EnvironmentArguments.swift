import HeadlessSwiftUI

/// The command line's spellings of the view layer's settings.
extension ColorScheme {
    /// `light` or `dark`.
    init?(argument: String) {
        switch argument {
        case "light": self = .light
        case "dark": self = .dark
        default: return nil
        }
    }
    var argument: String { self == .dark ? "dark" : "light" }
}

extension LayoutDirection {
    /// `ltr` or `rtl`.
    init?(argument: String) {
        switch argument {
        case "ltr": self = .leftToRight
        case "rtl": self = .rightToLeft
        default: return nil
        }
    }
    var argument: String { self == .rightToLeft ? "rtl" : "ltr" }
}
