import Testing
@testable import Typesetting

/// Text style sizes at every content size category (FACTS.md) and ScaledMetric.
@Suite struct DynamicTypeTests {
    /// FACTS.md's table: largeTitle, title, headline, body.
    static let facts: [(DynamicTypeSize, [Double])] = [
        (.xSmall, [31, 25, 14, 14]), (.small, [32, 26, 15, 15]), (.medium, [33, 27, 16, 16]),
        (.large, [34, 28, 17, 17]), (.xLarge, [36, 30, 19, 19]), (.xxLarge, [38, 32, 21, 21]),
        (.xxxLarge, [40, 34, 23, 23]), (.accessibility1, [44, 38, 28, 28]), (.accessibility2, [48, 43, 33, 33]),
        (.accessibility3, [52, 48, 40, 40]), (.accessibility4, [56, 53, 47, 47]), (.accessibility5, [60, 58, 53, 53]),
    ]

    @Test func sizesMatchFacts() {
        #expect(Self.facts.count == DynamicTypeSize.allCases.count)
        for (category, sizes) in Self.facts {
            let ours = [TextStyle.largeTitle, .title, .headline, .body].map { $0.size(at: category) }
            #expect(ours == sizes, "\(category)")
        }
    }

    @Test func largeColumnOfTheOtherStyles() {
        let large: [TextStyle: Double] = [.title2: 22, .title3: 20, .callout: 16, .subheadline: 15,
                                          .footnote: 13, .caption: 12, .caption2: 11]
        for (style, size) in large { #expect(style.size() == size, "\(style)") }
    }

    @Test func everyColumnGrowsWithTheCategory() {
        for style in TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { style.size(at: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
        }
    }

    @Test func weights() {
        #expect(TextStyle.headline.defaultWeight == .semibold)
        #expect(TextStyle.allCases.filter { $0.defaultWeight != .regular } == [.headline])
    }

    @Test func scaledMetricFollowsItsStyle() {
        let m = ScaledMetric(wrappedValue: 56, relativeTo: .title)
        #expect(m.value(at: .xLarge) == 56 * 30 / 28)
        #expect(m.value(at: .large) == 56)
        #expect(ScaledMetric(wrappedValue: 17, relativeTo: .body).value(at: .accessibility5) == 53)
    }

    @Test func commandLineSpellings() {
        #expect(DynamicTypeSize(argument: "AX5") == .accessibility5)
        #expect(DynamicTypeSize(argument: "xxxLarge") == .xxxLarge)
        #expect(DynamicTypeSize(argument: "huge") == nil)
        #expect(DynamicTypeSize.accessibility3.shortName == "AX3")
        #expect(TextStyle(argument: "largeTitle") == .largeTitle)
        #expect(TextStyle(argument: "caption1") == .caption)
        #expect(FontWeight(argument: "semibold") == .semibold)
        #expect(FontDesign(argument: "rounded") == .rounded)
    }
}
