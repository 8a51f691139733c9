import HeadlessSwiftUI

/// Colours as the command line spells them: SwiftUI's colour names (which adapt to the appearance and
/// palette, as the components' own colours do) or `#RRGGBB` / `#RRGGBBAA`.
public enum ColorArgument {
    public static let named: [(String, Color)] = [
        ("blue", .blue), ("cyan", .cyan), ("indigo", .indigo), ("orange", .orange), ("pink", .pink), ("green", .green),
        ("red", .red), ("yellow", .yellow), ("mint", .mint), ("teal", .teal), ("purple", .purple), ("brown", .brown), ("gray", .gray),
        ("primary", .primary), ("secondary", .secondary),
        ("systemBackground", Color(.systemBackground)), ("systemGroupedBackground", Color(.systemGroupedBackground)),
        ("secondarySystemGroupedBackground", Color(.secondarySystemGroupedBackground)),
        ("white", .white), ("black", .black), ("clear", .clear),
    ]

    /// The colour `text` names, or nil.
    public static func parse(_ text: String) -> Color? {
        if let named = named.first(where: { $0.0 == text }) { return named.1 }
        guard text.hasPrefix("#") else { return nil }
        let hex = text.dropFirst()
        guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit), let v = UInt32(hex, radix: 16) else { return nil }
        let (rgb, a) = hex.count == 6 ? (v, UInt32(255)) : (v >> 8, v & 0xFF)
        return Color(red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255,
                     opacity: Double(a) / 255)
    }

    /// How a record (`frames.json`) spells a colour argument: a name as it is, a hex literal as `#RRGGBBAA`.
    public static func normalized(_ text: String) -> String {
        guard text.hasPrefix("#") else { return text }
        let hex = text.dropFirst().uppercased()
        return "#" + hex + (hex.count == 6 ? "FF" : "")
    }

    /// What is accepted, for help and error messages.
    public static var acceptedDescription: String { named.map(\.0).joined(separator: ", ") + ", or #RRGGBB / #RRGGBBAA" }
}
