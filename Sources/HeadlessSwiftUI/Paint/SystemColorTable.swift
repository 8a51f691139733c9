import Raster

/// iOS's system colours in sRGB, light and dark: Apple's published tables for iOS 13–18, and the colours
/// iOS 26 changed (FACTS.md). One place, so a palette change is one edit.
enum SystemColorTable {
    /// A named system colour.
    enum Name: String, CaseIterable, Sendable {
        case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel
        case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
        case systemBackground, secondarySystemBackground, tertiarySystemBackground
        case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
        case separator, opaqueSeparator, link
        case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    }

    /// The colour of `name` for an appearance and palette.
    static func color(_ name: Name, scheme: ColorScheme, palette: SystemPalette) -> Raster.Color {
        let pair = (palette == .ios26 ? ios26[name] : nil) ?? ios18[name]!
        return scheme == .dark ? pair.dark : pair.light
    }

    typealias Pair = (light: Raster.Color, dark: Raster.Color)
    private static func c(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Raster.Color { Raster.Color(r8: r, g8: g, b8: b, alpha: a) }

    static let ios18: [Name: Pair] = [
        .red: (c(255, 59, 48), c(255, 69, 58)),
        .orange: (c(255, 149, 0), c(255, 159, 10)),
        .yellow: (c(255, 204, 0), c(255, 214, 10)),
        .green: (c(52, 199, 89), c(48, 209, 88)),
        .mint: (c(0, 199, 190), c(102, 212, 207)),
        .teal: (c(48, 176, 199), c(64, 200, 224)),
        .cyan: (c(50, 173, 230), c(100, 210, 255)),
        .blue: (c(0, 122, 255), c(10, 132, 255)),
        .indigo: (c(88, 86, 214), c(94, 92, 230)),
        .purple: (c(175, 82, 222), c(191, 90, 242)),
        .pink: (c(255, 45, 85), c(255, 55, 95)),
        .brown: (c(162, 132, 94), c(172, 142, 104)),
        .gray: (c(142, 142, 147), c(142, 142, 147)),
        .label: (c(0, 0, 0), c(255, 255, 255)),
        .secondaryLabel: (c(60, 60, 67, 0.6), c(235, 235, 245, 0.6)),
        .tertiaryLabel: (c(60, 60, 67, 0.3), c(235, 235, 245, 0.3)),
        .quaternaryLabel: (c(60, 60, 67, 0.18), c(235, 235, 245, 0.16)),
        .systemFill: (c(120, 120, 128, 0.2), c(120, 120, 128, 0.36)),
        .secondarySystemFill: (c(120, 120, 128, 0.16), c(120, 120, 128, 0.32)),
        .tertiarySystemFill: (c(118, 118, 128, 0.12), c(118, 118, 128, 0.24)),
        .quaternarySystemFill: (c(116, 116, 128, 0.08), c(118, 118, 128, 0.18)),
        .systemBackground: (c(255, 255, 255), c(0, 0, 0)),
        .secondarySystemBackground: (c(242, 242, 247), c(28, 28, 30)),
        .tertiarySystemBackground: (c(255, 255, 255), c(44, 44, 46)),
        .systemGroupedBackground: (c(242, 242, 247), c(0, 0, 0)),
        .secondarySystemGroupedBackground: (c(255, 255, 255), c(28, 28, 30)),
        .tertiarySystemGroupedBackground: (c(242, 242, 247), c(44, 44, 46)),
        .separator: (c(60, 60, 67, 0.29), c(84, 84, 88, 0.6)),
        .opaqueSeparator: (c(198, 198, 200), c(56, 56, 58)),
        .link: (c(0, 122, 255), c(9, 132, 255)),
        .systemGray2: (c(174, 174, 178), c(99, 99, 102)),
        .systemGray3: (c(199, 199, 204), c(72, 72, 74)),
        .systemGray4: (c(209, 209, 214), c(58, 58, 60)),
        .systemGray5: (c(229, 229, 234), c(44, 44, 46)),
        .systemGray6: (c(242, 242, 247), c(28, 28, 30)),
    ]

    /// The colours iOS 26 changed; the rest keep their iOS 18 values.
    static let ios26: [Name: Pair] = [
        .blue: (c(0, 136, 255), c(0, 145, 255)),
        .cyan: (c(0, 192, 232), c(60, 211, 254)),
        .indigo: (c(97, 85, 245), c(109, 124, 255)),
        .orange: (c(255, 141, 40), c(255, 146, 48)),
    ]
}
