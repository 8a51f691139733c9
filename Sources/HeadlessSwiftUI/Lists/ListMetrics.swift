/// The numbers of iOS 18's lists and forms, each with where it was measured. "GT" is
/// ../shared/groundtruth/swiftui/INDEX.md ("Controls and containers"); docs/lists.md says how sure each is.
enum ListMetrics {
    /// The inset-grouped card's margin from the list's edges: 20 pt at 390 and 393 pt wide (GT: every
    /// iOS 15/17/18 image). iOS uses 16 pt at 320 pt (GT: the iPhone SE-sized Plan list); this layer keeps
    /// 20 pt at every width (docs/lists.md).
    static let cardMargin: CGFloat = 20
    /// Text and separators start 20 pt inside the card; trailing accessories end 20–22 pt inside it (GT).
    static let rowInset: CGFloat = 20
    /// Rows are at least 44 pt tall, the separator's pixel included (GT: every image).
    static let rowMinHeight: CGFloat = 44
    /// A row's content 11 pt from its top and bottom (see `ListRowLayout`: fitted to the iOS 18 ListPicker's
    /// text rows, the iOS 18 toggle rows, the iOS 17 stepper row and the iOS 17 two-line rows).
    static let rowVerticalInset: CGFloat = 11
    /// Content without text, or taller than its text (a switch, a stepper): at least 6 pt from the top and
    /// bottom (GT: the iOS 17 stepper, 32 pt in a 44 pt row).
    static let rowMinimumVerticalInset: CGFloat = 6
    /// One body line, the text a row's 11 pt insets are measured from: 20.33 pt (SF Pro's 20.29 rounded up
    /// to pixels at @3x, docs/text.md).
    static let bodyLineHeight: CGFloat = 20.33
    /// The card's corners: 10 pt continuous (GT: missing area 23.0–23.2 pt² on iOS 17/18, layer tree
    /// `cornerRadius 10`, `continuousCorners 1` on iOS 15).
    static let cardCornerRadius: CGFloat = 10
    /// A first section without a header starts 35 pt below the top of the content (GT: iOS 18
    /// LocationHistory form, 35.33; list_navigationlink_row 35).
    static let topWithoutHeader: CGFloat = 35
    /// A section header's box: its text's baseline 28 pt below the box's top and 9.33 pt above the card
    /// (GT: iOS 18 ListPicker, "SECTION 1" ink ending 84 px below the bar's bottom and 28 px above the
    /// card; iOS 17's "KROGER": 30 and 8.67).
    static let headerBaselineFromTop: CGFloat = 28
    static let headerBaselineToCard: CGFloat = 9.33
    /// Between a section's card and the next section's header box: 17.67 pt (GT: iOS 18 ListPicker, the
    /// second card 167 px = 55.67 pt below the first; our header box is 37.33 pt and its card lands a
    /// pixel low after snapping, so 17.67 puts the second card within a pixel of iOS's).
    static let spacingBeforeHeader: CGFloat = 17.67
    /// Between a card and the next card when the next section has no header: 35 pt (the iOS default
    /// section spacing; consistent with the first section's 35 pt; not measured between two cards).
    static let spacingWithoutHeader: CGFloat = 35
    /// A footer's first cap top 8.67 pt below its card (GT: iOS 18 PrivacyView), so its first baseline
    /// 8.67 + the footnote's cap height (9.2 pt) below it.
    static let footerFirstBaselineBelowCard: CGFloat = 8.67 + 9.2
    /// The next card 32 pt below a footer's last baseline (GT: iOS 18 PrivacyView, 367.33 − 335.33).
    static let footerLastBaselineToNextCard: CGFloat = 32
    /// Space under the last section (a guess: iOS leaves about the section spacing).
    static let bottomPadding: CGFloat = 35
    /// The plain style's section header: a guess (no render of a plain list was available).
    /// Between a row's content and its badge (a guess: the least gap a value keeps, as `LabeledContent`'s).
    static let badgeSpacing: CGFloat = 8
    static let plainHeaderInsets = EdgeInsets(top: 6, leading: rowInset, bottom: 6, trailing: rowInset)
}
