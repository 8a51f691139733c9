import Testing
import Raster
import Symbols
@testable import HeadlessSwiftUI

/// Views inserted and removed with transitions, and content that changes in place (text cross-fades,
/// symbols replace).
@MainActor
struct TransitionTests {
    struct Appearing: View {
        var transition: AnyTransition
        var animation: Animation? = .linear(duration: 1)
        @State private var shown = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(animation) { shown.toggle() } }
                if shown { Color.red.frame(width: 20, height: 20).transition(transition) }
            }
        }
    }

    func items(_ view: some View, at time: Double, taps: [Double] = [0]) async throws -> [DisplayItem] {
        let scene = try await render(view) { host in for t in taps { host.tap("Toggle", at: t) } }
        return scene.displayList(at: time).items.filter { $0.name == "Color" }
    }

    @Test func insertionFadesIn() async throws {
        let mid = try await items(Appearing(transition: .opacity), at: 0.25)
        #expect(mid.count == 1)
        guard case .opacity(let o)? = mid.first?.effects.last else { Issue.record("no opacity"); return }
        #expect(abs(o - 0.25) < 1e-9)
        let end = try await items(Appearing(transition: .opacity), at: 1)
        #expect(end.first?.effects.isEmpty == true)
    }

    @Test func removalKeepsTheViewUntilItHasFadedOut() async throws {
        let mid = try await items(Appearing(transition: .opacity), at: 1.5, taps: [0, 1])
        #expect(mid.count == 1)
        guard case .opacity(let o)? = mid.first?.effects.last else { Issue.record("no opacity"); return }
        #expect(abs(o - 0.5) < 1e-9)
        #expect(try await items(Appearing(transition: .opacity), at: 2.01, taps: [0, 1]).isEmpty)
    }

    @Test func withoutAnimationThereIsNoTransition() async throws {
        let now = try await items(Appearing(transition: .opacity, animation: nil), at: 0.0001)
        #expect(now.count == 1 && now[0].effects.isEmpty)
    }

    @Test func scaleAndMoveTransitionsTransformTheView() async throws {
        let scaled = try await items(Appearing(transition: .scale), at: 0.5)
        #expect(abs(scaled[0].transform.a - 1.5) < 1e-9)   // half scale at @3x
        let moved = try await items(Appearing(transition: .move(edge: .leading)), at: 0.5)
        let settled = try await items(Appearing(transition: .move(edge: .leading)), at: 1)
        #expect(abs((settled[0].transform.tx - moved[0].transform.tx) - 30) < 1e-6)   // half of 20 pt at @3x
        let asymmetric = try await items(Appearing(transition: .asymmetric(insertion: .scale, removal: .opacity)), at: 1.5, taps: [0, 1])
        #expect(asymmetric[0].transform.a == 3)
        guard case .opacity? = asymmetric[0].effects.last else { Issue.record("the removal should fade"); return }
    }

    @Test func combinedTransitionsApplyTogether() async throws {
        let both = try await items(Appearing(transition: .opacity.combined(with: .scale(scale: 0.5))), at: 0.5)
        #expect(abs(both[0].transform.a - 3 * 0.75) < 1e-9)
        guard case .opacity(let o)? = both[0].effects.last else { Issue.record("no fade"); return }
        #expect(abs(o - 0.5) < 1e-9)
    }

    struct Greeting: View {
        @State private var night = false
        var body: some View {
            VStack {
                Button("Toggle") { night.toggle() }
                Text(night ? "Good night" : "Good morning")
                    .contentTransition(.opacity)
                    .animation(.linear(duration: 1), value: night)
            }
        }
    }

    @Test func textCrossFadesItsContent() async throws {
        let scene = try await render(Greeting()) { $0.tap("Toggle") }
        let texts = scene.displayList(at: 0.25).items.filter { $0.name == "Text" && $0.key != scene.displayList(at: 0).items.first?.key }
        let fades = texts.compactMap { item -> Double? in if case .opacity(let o)? = item.effects.last { return o }; return nil }
        #expect(fades.count == 2)
        #expect(fades.count == 2 && abs(fades.sorted()[0] - 0.25) < 1e-9 && abs(fades.sorted()[1] - 0.75) < 1e-9)
        #expect(scene.displayList(at: 1).items.filter { $0.name == "Text" }.count == 2)   // button title + greeting
    }

    struct Bell: View {
        @State private var on = true
        var body: some View {
            Button { withAnimation(.smooth(duration: 0.4)) { on.toggle() } } label: {
                Image(systemName: on ? "bell.fill" : "bell.slash.fill")
                    .contentTransition(.symbolEffect(.replace.magic(fallback: .downUp.byLayer)))
            }
            .accessibilityLabel("Alerts")
        }
    }

    @Test func symbolsReplaceWithTheirEffect() async throws {
        let scene = try await render(Bell()) { $0.tap("Alerts") }
        guard case .symbol(let s) = scene.displayList(at: 0.1).items[0].content else { Issue.record("no symbol"); return }
        // Magic replace: the bell stays, the slash of the new symbol draws on.
        #expect(s.parts.allSatisfy { $0.to.name == "bell.slash.fill" && $0.from.name == "bell.fill" })
        let slash = s.parts.flatMap(\.layers).first { $0.role == SymbolLayer.Role.slash }
        #expect(slash?.drawOn.map { $0 > 0 && $0 < 1 } == true)
        guard case .symbol(let settled) = scene.displayList(at: scene.settleTime).items[0].content else { return }
        #expect(settled.parts.count == 1 && settled.parts[0].to.name == "bell.slash.fill")
    }
}
