/// SwiftUI's `Font.TextStyle`: a role whose size follows Dynamic Type and whose weight is fixed.
public enum TextStyle: String, CaseIterable, Sendable, Hashable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// The weight iOS gives the style: headline is semibold, every other style regular.
    /// (`.system(.largeTitle, weight: .bold)` in the seed sets bold explicitly.)
    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

    /// The point size of the style at a content size category (see `DynamicTypeTable`).
    public func size(at category: DynamicTypeSize = .large) -> Double {
        DynamicTypeTable.size(self, category)
    }

    /// Parses a command-line spelling (`largeTitle`, `title1` for `title`, `caption1` for `caption`).
    public init?(argument: String) {
        let key = argument.lowercased()
        if let s = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == key }) { self = s; return }
        switch key {
        case "title1": self = .title
        case "caption1": self = .caption
        case "subhead": self = .subheadline
        default: return nil
        }
    }
}
