import Testing
import Raster
@testable import HeadlessSwiftUI

/// `.transition(.blurReplace)`: the view fades, blurs and scales as it comes and goes
/// (`Animation/BlurReplaceTransition.swift` has the numbers and where they come from).
@MainActor
struct BlurReplaceTransitionTests {
    struct Appearing: View {
        var transition: AnyTransition
        @State private var shown = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
                if shown { Color.red.frame(width: 20, height: 20).transition(transition) }
            }
        }
    }

    /// Written as SwiftUI code writes it: `.transition(.blurReplace)` through the `Transition` overload.
    struct Written: View {
        @State private var shown = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
                if shown { Color.red.frame(width: 20, height: 20).transition(.blurReplace) }
            }
        }
    }

    /// Transition values composed as SwiftUI code composes them (an animation of their own, asymmetric).
    struct Composed: View {
        @State private var shown = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
                if shown {
                    Color.red.frame(width: 20, height: 20)
                        .transition(AsymmetricTransition(insertion: BlurReplaceTransition(configuration: .downUp).animation(.linear(duration: 2)),
                                                         removal: .blurReplace(.upUp)))
                }
            }
        }
    }

    /// The blur groups of a display list, with what they hold, found at any depth.
    func blurs(_ items: [DisplayItem]) -> [(sigma: Double, children: [DisplayItem])] {
        items.flatMap { item -> [(sigma: Double, children: [DisplayItem])] in
            guard case .group(let effect, let children) = item.content else { return [] }
            if case .blur(let sigma) = effect { return [(sigma, children)] + blurs(children) }
            return blurs(children)
        }
    }

    func leaves(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            if case .group(_, let children) = item.content { return leaves(children) }
            return [item]
        }
    }

    func scene(_ view: some View, taps: [Double] = [0]) async throws -> ViewScene {
        try await render(view) { host in for t in taps { host.tap("Toggle", at: t) } }
    }

    @Test func insertionUnblursFadesInAndScalesUp() async throws {
        let s = try await scene(Appearing(transition: AnyTransition(BlurReplaceTransition(configuration: .downUp))))
        let mid = s.displayList(at: 0.5).items
        let groups = blurs(mid)
        #expect(groups.count == 1)
        // Half way: 3.5 pt of blur, at @3x times the scale 0.95 the view is drawn at.
        #expect(abs((groups.first?.sigma ?? 0) - 3.5 * 3 * 0.95) < 1e-6)
        let color = leaves(groups.first?.children ?? []).filter { $0.name == "Color" }
        #expect(color.count == 1)
        #expect(abs((color.first?.transform.a ?? 0) - 3 * 0.95) < 1e-9)
        guard case .opacity(let o)? = color.first?.effects.last else { Issue.record("no fade"); return }
        #expect(abs(o - 0.5) < 1e-9)
        // Settled: no blur, no fade, full size.
        let end = s.displayList(at: 1.01).items
        #expect(blurs(end).isEmpty)
        let settled = leaves(end).filter { $0.name == "Color" }
        #expect(settled.first?.transform.a == 3 && settled.first?.effects.isEmpty == true)
    }

    @Test func theWrittenFormIsDownUp() async throws {
        let written = blurs(try await scene(Written()).displayList(at: 0.25).items)
        let explicit = blurs(try await scene(Appearing(transition: AnyTransition(.blurReplace(.downUp)))).displayList(at: 0.25).items)
        #expect(written.count == 1 && explicit.count == 1)
        #expect(abs((written.first?.sigma ?? 0) - (explicit.first?.sigma ?? -1)) < 1e-9)
        #expect(abs((written.first?.sigma ?? 0) - 7 * 0.75 * 3 * 0.925) < 1e-6)
    }

    @Test func removalScalesDownOrUpByConfiguration() async throws {
        func removalScale(_ configuration: BlurReplaceTransition.Configuration) async throws -> Double? {
            let s = try await scene(Appearing(transition: AnyTransition(BlurReplaceTransition(configuration: configuration))), taps: [0, 1])
            let groups = blurs(s.displayList(at: 1.5).items)
            #expect(groups.count == 1)
            #expect(abs((groups.first?.sigma ?? 0) / ((leaves(groups.first?.children ?? []).first?.transform.a ?? 1)) - 3.5) < 1e-6)
            return leaves(groups.first?.children ?? []).first { $0.name == "Color" }?.transform.a
        }
        let down = try await removalScale(.downUp), up = try await removalScale(.upUp)
        #expect(abs((down ?? 0) - 3 * 0.95) < 1e-9)
        #expect(abs((up ?? 0) - 3 * 1.05) < 1e-9)
        // Gone once the removal has run.
        let s = try await scene(Appearing(transition: AnyTransition(.blurReplace)), taps: [0, 1])
        #expect(leaves(s.displayList(at: 2.01).items).filter { $0.name == "Color" }.isEmpty)
    }

    @Test func composedTransitionValuesKeepTheirAnimationAndSides() async throws {
        let s = try await scene(Composed(), taps: [0, 3])
        // Inserted under its own 2 s animation: a quarter of the way at 0.5 s.
        let inserting = blurs(s.displayList(at: 0.5).items)
        #expect(abs((inserting.first?.sigma ?? 0) - 7 * 0.75 * 3 * 0.925) < 1e-6)
        // Removed (from 3 s) as .upUp: scaling up.
        let removing = leaves(blurs(s.displayList(at: 4).items).first?.children ?? []).first { $0.name == "Color" }
        #expect(abs((removing?.transform.a ?? 0) - 3 * 1.05) < 1e-9)
    }

    /// The pixels: mid-transition the square's edge is soft, where a plain fade leaves it hard.
    @Test func theEdgeIsBlurredInPixels() async throws {
        /// The alpha levels of the red pixels (the square's; the button's title is the accent colour).
        func redAlphas(_ transition: AnyTransition) async throws -> Set<Int> {
            let p = try await scene(Appearing(transition: transition)).render(at: 0.5)
            var levels = Set<Int>()
            for y in 0..<p.height { for x in 0..<p.width {
                let c = pixel(p, x, y)
                if c.a > 0 && c.r > 150 && c.g < 100 && c.b < 100 { levels.insert(c.a) }
            } }
            return levels
        }
        let blurred = try await redAlphas(AnyTransition(.blurReplace)), faded = try await redAlphas(.opacity)
        // A fade has half alpha inside and a few antialiased edge levels; the blur ramps through many.
        #expect(!faded.isEmpty && faded.count <= 8)
        #expect(blurred.count > 30)
        #expect((blurred.max() ?? 255) < 255)
    }
}
