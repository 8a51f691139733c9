/// The numbers of iOS 18's navigation bar and push, each with where it comes from. "GT" is
/// ../shared/groundtruth/swiftui/INDEX.md; docs/lists.md says how sure each is.
enum NavigationMetrics {
    /// The bar: 44 pt, plus 52 pt for a large title (GT: iOS 15 layer tree, a 96 pt bar and content inset).
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    /// Bar buttons and the inline title are centred in the bar: a body baseline 28.67 pt below its top
    /// (GT: iOS 15 "Cancel"/"Save", iOS 17 "Add", iOS 18 inline titles).
    /// Their text is 16 pt from the screen's edges (GT: "Cancel" ink at 17.0, "Save" ink ending at 373.3,
    /// "Add" at 375.67, a glyph's side bearing inside).
    static let barHorizontalPadding: CGFloat = 16
    /// The large title's baseline 51.7 pt below the bar buttons' (GT: iOS 15 and iOS 17), so 36.37 pt into
    /// its 52 pt box; its ink starts at x = 17–18 (16 pt and a side bearing).
    static let largeTitleBaseline: CGFloat = 28.67 + 51.7 - 44
    /// Space between two bar items on one side (a guess: UIKit's bar button spacing looks about 16 pt).
    static let barItemSpacing: CGFloat = 16
    /// The back button: a chevron and the previous screen's title, 8 pt from the leading edge, 6 pt
    /// apart (guesses: no render of a pushed screen was available).
    static let backButtonLeading: CGFloat = 8
    static let backButtonSpacing: CGFloat = 6
    /// The push: the new screen slides in from the trailing edge, the old one moves 30 % of the width the
    /// other way under a 10 % black dimming. UIKit's curve is not published; a critically damped 0.5 s
    /// spring is our guess (UIKit's push takes about half a second; the 30 % and 10 % are commonly given).
    static let pushAnimation = Animation.spring(duration: 0.5, bounce: 0)
    static let coveredOffset: CGFloat = 0.3
    static let coveredDimming = 0.1
    /// The width a stack animates across when no device screen or proposal gives one (an iPhone 16's).
    static let fallbackWidth: CGFloat = 393
}
