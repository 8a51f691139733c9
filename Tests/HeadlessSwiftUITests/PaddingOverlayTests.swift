import Testing
import Raster
import ImageIO
@testable import HeadlessSwiftUI

/// `.padding` in its forms, `.overlay` and `.background` sizing and order, against a real SwiftUI render.
@MainActor
struct PaddingOverlayTests {
    @Test func defaultPaddingIsSixteen() async throws {
        let l = try await layout(Color.red.frame(width: 10, height: 10).padding())
        #expect(l.frame("padding").size == CGSize(width: 42, height: 42))
        #expect(l.frame("frame").origin == CGPoint(x: 16, y: 16))
    }

    @Test func paddingOnSomeEdges() async throws {
        let l = try await layout(Color.red.frame(width: 10, height: 10).padding(.horizontal, 5).padding(.top, 3)
            .padding(EdgeInsets(top: 0, leading: 1, bottom: 2, trailing: 0)))
        #expect(l.frame("padding", 0).size == CGSize(width: 21, height: 15))
        #expect(l.frame("frame").origin == CGPoint(x: 6, y: 3))
    }

    @Test func paddingShrinksTheProposal() async throws {
        let l = try await layout(Color.red.padding(10), proposal: ProposedViewSize(width: 100, height: 50))
        #expect(l.frame("Color").size == CGSize(width: 80, height: 30))
    }

    @Test func overlayAndBackgroundTakeTheContentsSize() async throws {
        let l = try await layout(Color.red.frame(width: 40, height: 20).overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10) }
            .background { Color.green })
        #expect(l.frame("overlay").size == CGSize(width: 40, height: 20))
        #expect(l.frame("frame", 1).origin == CGPoint(x: 30, y: 0))
        #expect(l.frame("Color", 2).size == CGSize(width: 40, height: 20))
        // The background draws first.
        let names = l.scene.displayList(at: 0).items.map { item -> String in
            guard case .fill(_, .solid(let c), _) = item.content else { return "?" }
            return c.green > 0.5 ? "green" : c.blue > 0.9 ? "blue" : "red"
        }
        #expect(names == ["green", "red", "blue"])
    }

    /// Ground truth: "Hello, world!" in the body style with `.padding()` on yellow, iOS 15 @3x: 126.67 × 52.33 pt,
    /// the text's layout box 94.67 × 20.33 pt at (16, 16). Our stand-in font with SF's tracking lands within
    /// a third of a point on each side.
    @Test func textWithDefaultPaddingMatchesIOS() async throws {
        let l = try await layout(Text("Hello, world!").padding().background(Color.yellow))
        let text = l.frame("Text")
        #expect(text.origin == CGPoint(x: 16, y: 16))
        #expect(abs(text.width - 94.67) <= 0.34)
        #expect(abs(text.height - 20.33) <= 0.34)
        let truth = try PNGFile.read("\(groundTruth)/text_padding_default_yellow_ios15_3x.png")
        let ours = l.scene.render(at: 0)
        #expect(abs(ours.width - truth.width) <= 1 && abs(ours.height - truth.height) <= 1)
        // The ink spans within 2 px of iOS's on every side.
        func ink(_ p: Pixmap) -> (Int, Int, Int, Int) {
            var x0 = p.width, y0 = p.height, x1 = 0, y1 = 0
            for y in 0..<p.height { for x in 0..<p.width where p.straightPixel(x: x, y: y).b < 100 {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
            } }
            return (x0, y0, x1, y1)
        }
        let a = ink(ours), b = ink(truth)
        #expect(abs(a.0 - b.0) <= 2 && abs(a.2 - b.2) <= 3 && abs(a.1 - b.1) <= 3 && abs(a.3 - b.3) <= 3, "ink \(a) vs iOS \(b)")
    }
}
