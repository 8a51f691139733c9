/// Point sizes of the text styles at every content size category, as in Apple's iOS Dynamic Type
/// table (Human Interface Guidelines, Typography). Columns largeTitle, title, headline and body are
/// the ones FACTS.md lists (sure); the other columns are recalled from the same table (see docs/text.md).
public enum DynamicTypeTable {
    /// Rows xSmall … AX5; columns in `TextStyle.allCases` order:
    /// largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2.
    static let rows: [[Double]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],   // xSmall
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],   // small
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],   // medium
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],   // large (default)
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],   // xLarge
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],   // xxLarge
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],   // xxxLarge
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],   // AX1
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],   // AX2
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],   // AX3
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],   // AX4
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],   // AX5
    ]

    /// Styles whose column comes from FACTS.md ("sure"); the rest are recalled from Apple's table.
    public static let sureStyles: Set<TextStyle> = [.largeTitle, .title, .headline, .body]

    /// The size of `style` at `category`, in points.
    public static func size(_ style: TextStyle, _ category: DynamicTypeSize) -> Double {
        rows[category.index][TextStyle.allCases.firstIndex(of: style)!]
    }
}
