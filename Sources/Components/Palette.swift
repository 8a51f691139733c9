import Raster

/// SwiftUI's system colours, resolved for one appearance and OS release (FACTS.md: Apple's colour
/// tables for iOS 13–18, and the iOS 26 changes).
public struct Palette: Hashable, Sendable {
    /// The OS release whose tables apply. The seeds target iOS 18, the default.
    public enum Release: String, CaseIterable, Sendable { case ios18, ios26 }

    /// The named colours a seed can use.
    public enum Name: String, CaseIterable, Sendable {
        case blue, cyan, indigo, orange, pink, green
        case primary, secondary
        case systemBackground, systemGroupedBackground, secondarySystemGroupedBackground
        case white, black, clear
    }

    public let release: Release
    public let appearance: RenderEnvironment.Appearance

    public init(release: Release = .ios18, appearance: RenderEnvironment.Appearance) {
        self.release = release; self.appearance = appearance
    }

    /// The colour for a name in this palette.
    public func color(_ name: Name) -> Color {
        let dark = appearance == .dark
        if release == .ios26, let c = Self.ios26[name] { return dark ? c.dark : c.light }
        switch name {
        case .white: return .white
        case .black: return .black
        case .clear: return .clear
        default:
            let c = Self.ios18[name]!
            return dark ? c.dark : c.light
        }
    }

    /// Looks up a SwiftUI colour name (`orange`, `secondary`, …) or a `#RRGGBB` / `#RRGGBBAA` literal.
    /// Returns nil for anything else; the caller reports the accepted forms.
    public func parse(_ text: String) -> Color? {
        if let name = Name(rawValue: text) { return color(name) }
        guard text.hasPrefix("#") else { return nil }
        let hex = text.dropFirst()
        guard hex.count == 6 || hex.count == 8, let v = UInt32(hex, radix: 16) else { return nil }
        let (rgb, a) = hex.count == 6 ? (v, UInt32(255)) : (v >> 8, v & 0xFF)
        return Color(r8: Int(rgb >> 16 & 0xFF), g8: Int(rgb >> 8 & 0xFF), b8: Int(rgb & 0xFF), alpha: Double(a) / 255)
    }

    /// What `--color`/`--tint` accept, for error messages.
    public static var acceptedDescription: String {
        Name.allCases.map(\.rawValue).joined(separator: ", ") + ", or #RRGGBB / #RRGGBBAA"
    }

    typealias Pair = (light: Color, dark: Color)

    static let ios18: [Name: Pair] = [
        .blue: (Color(r8: 0, g8: 122, b8: 255), Color(r8: 10, g8: 132, b8: 255)),
        .cyan: (Color(r8: 50, g8: 173, b8: 230), Color(r8: 100, g8: 210, b8: 255)),
        .indigo: (Color(r8: 88, g8: 86, b8: 214), Color(r8: 94, g8: 92, b8: 230)),
        .orange: (Color(r8: 255, g8: 149, b8: 0), Color(r8: 255, g8: 159, b8: 10)),
        .pink: (Color(r8: 255, g8: 45, b8: 85), Color(r8: 255, g8: 55, b8: 95)),
        .green: (Color(r8: 52, g8: 199, b8: 89), Color(r8: 48, g8: 209, b8: 88)),
        .primary: (Color(r8: 0, g8: 0, b8: 0), Color(r8: 255, g8: 255, b8: 255)),
        .secondary: (Color(r8: 60, g8: 60, b8: 67, alpha: 0.6), Color(r8: 235, g8: 235, b8: 245, alpha: 0.6)),
        .systemBackground: (Color(r8: 255, g8: 255, b8: 255), Color(r8: 0, g8: 0, b8: 0)),
        .systemGroupedBackground: (Color(r8: 242, g8: 242, b8: 247), Color(r8: 0, g8: 0, b8: 0)),
        .secondarySystemGroupedBackground: (Color(r8: 255, g8: 255, b8: 255), Color(r8: 28, g8: 28, b8: 30)),
    ]

    /// iOS 26 changed these; everything else keeps its iOS 18 value.
    static let ios26: [Name: Pair] = [
        .blue: (Color(r8: 0, g8: 136, b8: 255), Color(r8: 0, g8: 145, b8: 255)),
        .cyan: (Color(r8: 0, g8: 192, b8: 232), Color(r8: 60, g8: 211, b8: 254)),
        .indigo: (Color(r8: 97, g8: 85, b8: 245), Color(r8: 109, g8: 124, b8: 255)),
        .orange: (Color(r8: 255, g8: 141, b8: 40), Color(r8: 255, g8: 146, b8: 48)),
    ]
}
