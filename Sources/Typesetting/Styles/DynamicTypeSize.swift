/// iOS content size categories, smallest to largest (`large` is the default).
public enum DynamicTypeSize: String, CaseIterable, Sendable, Hashable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Position in the table (0 = xSmall).
    public var index: Int { Self.allCases.firstIndex(of: self)! }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }

    /// Parses the command-line spellings: SwiftUI's names (`xLarge`, `accessibility3`), FACTS.md's
    /// short forms (`AX3`), UIKit's (`extraLarge`, `extraExtraExtraLarge`) and `xs`…`xxxl`, ignoring case.
    public init?(argument: String) {
        let key = argument.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
        let aliases: [String: DynamicTypeSize] = [
            "xsmall": .xSmall, "extrasmall": .xSmall, "xs": .xSmall,
            "small": .small, "s": .small, "medium": .medium, "m": .medium,
            "large": .large, "l": .large, "default": .large,
            "xlarge": .xLarge, "extralarge": .xLarge, "xl": .xLarge,
            "xxlarge": .xxLarge, "extraextralarge": .xxLarge, "xxl": .xxLarge,
            "xxxlarge": .xxxLarge, "extraextraextralarge": .xxxLarge, "xxxl": .xxxLarge,
            "ax1": .accessibility1, "accessibility1": .accessibility1, "accessibilitymedium": .accessibility1,
            "ax2": .accessibility2, "accessibility2": .accessibility2, "accessibilitylarge": .accessibility2,
            "ax3": .accessibility3, "accessibility3": .accessibility3, "accessibilityextralarge": .accessibility3,
            "ax4": .accessibility4, "accessibility4": .accessibility4, "accessibilityextraextralarge": .accessibility4,
            "ax5": .accessibility5, "accessibility5": .accessibility5, "accessibilityextraextraextralarge": .accessibility5,
        ]
        guard let size = aliases[key] else { return nil }
        self = size
    }

    /// FACTS.md's label: `xSmall` … `xxxLarge`, `AX1` … `AX5`.
    public var shortName: String {
        isAccessibilitySize ? "AX\(index - DynamicTypeSize.accessibility1.index + 1)" : rawValue
    }
}
