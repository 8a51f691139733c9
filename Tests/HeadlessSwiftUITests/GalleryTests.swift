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
}
