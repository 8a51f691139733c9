import Testing
import GoldenTesting
@testable import HeadlessSwiftUI

/// The gallery's examples (`Examples/Gallery/`, compiled here through `Gallery/`'s links), each against
/// its golden.
@MainActor
struct GalleryTests {
    @Test func flowLayoutOfTags() async throws {
        let scene = try await render(TagCloud(), configure: { $0.scale = 2 })
        let laidOut = try await layout(TagCloud())
        // Every tag inside the card's 320 − 2 × 16 pt of content, on more than one row.
        let tags = (0..<10).map { laidOut.frame("background", $0 + 1) }
        #expect(tags.allSatisfy { $0.minX >= 16 - 0.34 && $0.maxX <= 320 - 16 + 0.34 })
        #expect(Set(tags.map { Int($0.minY.rounded()) }).count >= 3)
        try assertGolden(scene.render(at: 0), named: "flow-layout-tags-2x", group: "gallery")
    }

    @Test func aBarChartDrawnInACanvas() async throws {
        let scene = try await render(SalesChart(), configure: { $0.scale = 2 })
        let items = scene.displayList(at: 0).items.filter { $0.name == "Canvas" }
        // One layer of twelve bars (each a gradient fill under the layer's shadow), and the axis text.
        let layers = items.filter { if case .group(.composite, let bars) = $0.content { bars.count == 12 } else { false } }
        #expect(layers.count == 1)
        if case .group(_, let bars)? = layers.first?.content {
            #expect(bars.allSatisfy { bar in
                if case .fill(_, .linearGradient, _) = bar.content { bar.effects.contains { if case .shadow = $0 { true } else { false } } } else { false }
            })
        }
        // Five scale labels and twelve months, each a text fill.
        #expect(items.filter { if case .fill(_, .solid, _) = $0.content { true } else { false } }.count == 17)
        try assertGolden(scene.render(at: 0), named: "canvas-bar-chart-2x", group: "gallery")
    }
}
