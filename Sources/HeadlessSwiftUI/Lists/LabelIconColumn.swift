/// The icon column that lines up the titles of `Label`s in a list section's rows, as iOS does: each icon
/// is centred in a column as wide as the section's widest label icon, so every title (and the separator,
/// which starts at the row's first text) begins at the same x whatever the symbols' widths.
///
/// The width is a layout value the list reads: a section (or the list, for rows outside sections) makes a
/// column before its rows are evaluated and hands it down in the environment; the default label style in
/// a row puts its icon in the column (`LabelIconColumnLayout`, marked `LabelIconTrait`); once the rows are
/// evaluated the section measures every marked icon's ideal width and keeps the widest, before any layout.
/// That the column is the widest icon's width, and per section, is a guess: INDEX.md has no list of
/// labels to measure (iOS may also give the column a minimum width, not modelled).
final class LabelIconColumn: @unchecked Sendable {
    /// Written on the main actor after the rows' evaluation, before their layout reads it.
    private(set) var width: CGFloat = 0

    /// Measures the label icons in `rows` (not inside a nested list's sections).
    @MainActor func measure(_ rows: [ViewNode]) {
        func visit(_ node: ViewNode) {
            if node.traits[ObjectIdentifier(LabelIconTrait.self)] != nil {
                width = max(width, node.sizeThatFits(.unspecified).width)
                return
            }
            node.children.forEach(visit)
        }
        rows.forEach(visit)
    }
}

/// Marks a label's icon for its section's column.
enum LabelIconTrait: ViewTraitKey { typealias Value = Bool }

extension EnvironmentValues {
    /// The column label icons in list rows are centred in; nil outside a list's rows.
    var labelIconColumn: LabelIconColumn? {
        get { self[LabelIconColumnKey.self] }
        set { self[LabelIconColumnKey.self] = newValue }
    }
}
private enum LabelIconColumnKey: EnvironmentKey { static var defaultValue: LabelIconColumn? { nil } }

/// An icon centred in its column: as wide as the column (or the icon, if wider), as tall as the icon.
struct LabelIconColumnLayout: Layout {
    let column: LabelIconColumn

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let icon = subviews.first?.sizeThatFits(.unspecified) ?? .zero
        return CGSize(width: max(column.width, icon.width), height: icon.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }
}
