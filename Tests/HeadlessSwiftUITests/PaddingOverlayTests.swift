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
    /// the text's layout box 94.67 × 20.33 pt at (16, 16). Our stand-in font with SF's tracking and line box
    /// lands within a third of a point of its width and on its height.
    @Test func textWithDefaultPaddingMatchesIOS() async throws {
        let l = try await layout(Text("Hello, world!").padding().background(Color.yellow))
        let text = l.frame("Text")
        #expect(text.origin == CGPoint(x: 16, y: 16))
        #expect(abs(text.width - 94.67) <= 0.34)
        #expect(abs(text.height - 61.0 / 3) < 1e-9, "SF Pro's 20.29 pt line, rounded up to whole pixels as iOS's 20.33 pt")
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

    /// Ground truth (iOS 13 at @2x, from swift-snapshot-testing's own tests): `checkmark.circle.fill` and
    /// "Checked" in an HStack, 5 pt of padding, a blue `RoundedRectangle(cornerRadius: 5)` behind, 10 pt of
    /// padding, yellow behind it all. iOS 13's SDK defaulted the corner to circular (today's SDK, which we
    /// follow, to continuous), so the view here says `.circular`.
    static var checkedBadge: some View {
        HStack { Image(systemName: "checkmark.circle.fill"); Text("Checked").fixedSize() }
            .padding(5)
            .background(RoundedRectangle(cornerRadius: 5, style: .circular).fill(Color.blue))
            .padding(10)
            .background(Color.yellow)
    }

    /// Sized to fit, iOS draws it 123 × 50.5 pt: the body line (SF Pro's 20.29 pt) rounded up to 20.5 pt.
    @Test func checkedBadgeSizedToFitMatchesIOS13() async throws {
        let l = try await layout(Self.checkedBadge, configure: { $0.scale = 2 })
        #expect(l.frame("Text").height == 20.5)
        let ours = l.scene.render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/hstack_padding_roundedrect5_ios13_2x_sizethatfits.png")
        #expect(ours.height == truth.height)
        // The width differs by the stand-in font's and symbol's widths: 124 against 123 pt.
        #expect(abs(ours.width - truth.width) <= 4, "\(ours.width) px wide, iOS \(truth.width) px")
        // The blue rectangle is 10 pt (20 px) in from every edge.
        let blue = Self.extent(of: (0, 122, 255), in: ours), iosBlue = Self.extent(of: (0, 122, 255), in: truth)
        #expect(blue.x0 == 20 && blue.y0 == 20 && blue.y1 == ours.height - 21 && blue.x1 == ours.width - 21, "\(blue)")
        #expect(iosBlue.x0 == 20 && iosBlue.y0 == 20 && iosBlue.y1 == truth.height - 21 && iosBlue.x1 == truth.width - 21, "\(iosBlue)")
        // The corner: along the rectangle's top row, iOS's circular corner of 10 px reaches full blue 10 px
        // in; ours follows it to within 10/255 (a continuous corner would still be short of blue there).
        for x in 20..<34 {
            let a = pixel(ours, x, 20), b = pixel(truth, x, 20)
            #expect(abs(a.b - b.b) <= 10 && abs(a.r - b.r) <= 10, "corner px \(x): \(a) vs iOS \(b)")
        }
    }

    /// In a 200 × 100 pt host iOS centres the 50.5 pt tall badge at y = 24.75 pt, placed on the pixel
    /// grid at 25 pt: yellow from px 50 to 150 (this fails by a pixel on each edge if the text is not
    /// rounded up to whole pixels, or has the stand-in's own 20.57 pt line).
    @Test func checkedBadgeCentresOnWholePixelsInAFixedHost() async throws {
        let host = RenderConfiguration.Screen(size: CGSize(width: 200, height: 100))
        let ours = try await render(Self.checkedBadge, configure: { $0.scale = 2; $0.screen = host }).render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/hstack_padding_roundedrect5_ios13_2x_fixed200x100.png")
        #expect(ours.width == truth.width && ours.height == truth.height)
        let yellow = Self.extent(of: (255, 204, 0), in: ours), iosYellow = Self.extent(of: (255, 204, 0), in: truth)
        #expect(yellow.y0 == iosYellow.y0 && yellow.y1 == iosYellow.y1, "rows \(yellow.y0)–\(yellow.y1), iOS \(iosYellow.y0)–\(iosYellow.y1)")
        #expect(yellow.x0 + yellow.x1 == iosYellow.x0 + iosYellow.x1, "centred: \(yellow) vs iOS \(iosYellow)")
        #expect(pixel(ours, 0, 0) == pixel(truth, 0, 0), "the host's white background")
    }

    /// The bounding box of the pixels that are exactly `colour`, opaque.
    static func extent(of colour: (Int, Int, Int), in p: Pixmap) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        var box = (x0: p.width, y0: p.height, x1: -1, y1: -1)
        for y in 0..<p.height {
            for x in 0..<p.width {
                let v = pixel(p, x, y)
                guard v.r == colour.0 && v.g == colour.1 && v.b == colour.2 && v.a == 255 else { continue }
                box = (min(box.x0, x), min(box.y0, y), max(box.x1, x), max(box.y1, y))
            }
        }
        return box
    }
}
