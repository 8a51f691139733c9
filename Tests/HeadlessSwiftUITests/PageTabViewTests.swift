import Foundation
import Testing
import Raster
@testable import HeadlessSwiftUI

/// `.tabViewStyle(.page)`: the selected page fills the view, the others beside it; an animated selection
/// change slides them; the page control's dots (white, the others at 30 %) over the bottom edge, with the
/// capsule behind them under `.indexViewStyle(.page(backgroundDisplayMode: .always))`.
@MainActor
struct PageTabViewTests {
    typealias M = ScreenMeasure

    struct Pager: View {
        @State private var page = 0
        var dots: PageTabViewStyle.IndexDisplayMode = .automatic
        var body: some View {
            VStack(spacing: 0) {
                TabView(selection: $page) {
                    Color.red.overlay { Text("One") }.tag(0)
                    Color.blue.overlay { Text("Two") }.tag(1)
                    Color.black.overlay { Text("Three") }.tag(2)
                }
                .tabViewStyle(.page(indexDisplayMode: dots))
                .frame(width: 300, height: 200)
                Button("Next") { withAnimation(.linear(duration: 1)) { page += 1 } }
            }
        }
    }

    func text(_ l: LaidOut, _ string: String) -> CGRect? { l.nodes.first { $0.node.textString == string }?.frame }

    @Test func theSelectedPageFillsTheViewAndAnAnimatedChangeSlidesThePages() async throws {
        let still = try await layout(Pager())
        let one = try #require(text(still, "One")), two = try #require(text(still, "Two"))
        #expect(abs(one.midX - 150) <= 0.5 && abs(two.midX - 450) <= 0.5, "pages side by side: \(one) \(two)")
        let scene = try await render(Pager(), host: { $0.tap("Next", at: 0) })
        let red: M.RGB = (255, 59, 48), blue: M.RGB = (0, 122, 255)
        func colour(_ t: Double, _ x: Double) -> M.RGB { M.rgb(scene.render(at: t), Int(x * 3), 30) }
        #expect(M.near(colour(0, 75), red, 2) && M.near(colour(0, 225), red, 2), "the first page fills the view")
        #expect(M.near(colour(0.5, 75), red, 2) && M.near(colour(0.5, 225), blue, 2), "halfway through a linear second, half of each")
        #expect(M.near(colour(2, 75), blue, 2) && M.near(colour(2, 225), blue, 2), "the second page fills the view")
        // Clipped to the view: the pages beside it do not widen the picture.
        #expect(scene.render(at: 2).width == 900)
    }

    /// Right to left the pages run from the right: the next page comes in from the left.
    @Test func rightToLeftThePagesRunFromTheRight() async throws {
        let scene = try await render(Pager(), host: { $0.tap("Next", at: 0) }, configure: { $0.layoutDirection = .rightToLeft })
        let red: M.RGB = (255, 59, 48), blue: M.RGB = (0, 122, 255)
        func colour(_ t: Double, _ x: Double) -> M.RGB { M.rgb(scene.render(at: t), Int(x * 3), 30) }
        #expect(M.near(colour(0, 75), red, 2) && M.near(colour(0, 225), red, 2), "the first page fills the view")
        #expect(M.near(colour(0.5, 75), blue, 2) && M.near(colour(0.5, 225), red, 2), "the second page half in, from the left")
        #expect(M.near(colour(2, 75), blue, 2) && M.near(colour(2, 225), blue, 2), "the second page fills the view")
    }

    /// Three 8 pt dots 16 pt apart, centred, their centres 8 + 13 pt above the bottom edge; the current one
    /// white, the others white at 30 % over the red page.
    @Test func theDotsShowTheCurrentPage() async throws {
        let p = try await render(Pager()).render(at: 0)
        let y = Int((200 - 8 - 13) * 3)
        for (i, x) in [134.0, 150, 166].enumerated() {
            let c = M.rgb(p, Int(x * 3), y)
            #expect(M.near(c, i == 0 ? (255, 255, 255) : (255, 118, 110), 4), "dot \(i) \(c)")
        }
        #expect(M.near(M.rgb(p, Int(142 * 3), y), (255, 59, 48), 1), "a gap between the dots")
        let none = try await render(Pager(dots: .never)).render(at: 0)
        #expect(M.near(M.rgb(none, Int(150 * 3), y), (255, 59, 48), 1), "no dots with .never")
    }

    @Test func theCapsuleBacksTheDotsWhenAskedFor() async throws {
        let view = TabView {
            Color.white.tag(0)
            Color.white.tag(1)
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .frame(width: 300, height: 200)
        let p = try await render(view).render(at: 0)
        let y = Int((200 - 8 - 13) * 3)
        let capsule = M.rgb(p, Int((142 - 7) * 3), y)
        #expect(M.near(capsule, (191, 191, 191), 4), "black at 25 % over white: \(capsule)")
        #expect(M.near(M.rgb(p, Int(142 * 3), y), (255, 255, 255), 4), "the current dot")
        let plain = try await render(TabView { Color.white.tag(0); Color.white.tag(1) }.tabViewStyle(.page).frame(width: 300, height: 200)).render(at: 0)
        #expect(M.near(M.rgb(plain, Int((142 - 7) * 3), y), (255, 255, 255), 1), "no capsule by default")
    }
}
