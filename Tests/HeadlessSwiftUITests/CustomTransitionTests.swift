import Foundation
import Testing
import Raster
@testable import HeadlessSwiftUI

/// A `Transition` of your own (`body(content:phase:)`) and `AnyTransition.modifier(active:identity:)`:
/// the view animates between the far phase's effects and the identity's (`Animation/TransitionBodies.swift`).
@MainActor
struct CustomTransitionTests {
    /// Turned a quarter turn, half size and transparent while it comes and goes; the turn's sign follows
    /// the phase, so it comes in turning one way and leaves turning on.
    struct Spin: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .opacity(phase.isIdentity ? 1 : 0)
                .rotationEffect(.degrees(phase.value * 90))
                .scaleEffect(phase.isIdentity ? 1 : 0.5)
        }
    }

    struct Blurred: ViewModifier {
        var radius: CGFloat
        func body(content: Content) -> some View { content.blur(radius: radius) }
    }

    /// A body that pads the content: the padding is layout, not an effect, so only the effect outside it animates.
    struct Padded: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.padding(phase.isIdentity ? 0 : 4).opacity(phase.isIdentity ? 1 : 0.5)
        }
    }

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

    /// Written as SwiftUI code writes it, through the `Transition` overload.
    struct Written: View {
        @State private var shown = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
                if shown { Color.red.frame(width: 20, height: 20).transition(Spin()) }
            }
        }
    }

    func leaves(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            if case .group(_, let children) = item.content { return leaves(children) }
            return [item]
        }
    }

    func blurSigmas(_ items: [DisplayItem]) -> [Double] {
        items.flatMap { item -> [Double] in
            guard case .group(let effect, let children) = item.content else { return [] }
            if case .blur(let sigma) = effect { return [sigma] + blurSigmas(children) }
            return blurSigmas(children)
        }
    }

    func color(_ scene: ViewScene, at t: Double) -> DisplayItem? {
        leaves(scene.displayList(at: t).items).first { $0.name == "Color" }
    }

    func opacity(_ item: DisplayItem?) -> Double {
        item?.effects.reduce(1.0) { o, e in if case .opacity(let x) = e { return o * x }; return o } ?? -1
    }

    @Test func aTransitionOfYourOwnAnimatesItsBodysEffects() async throws {
        let scene = try await render(Written()) { host in host.tap("Toggle", at: 0); host.tap("Toggle", at: 2) }
        // Half way in: opacity 0.5, turned −45° (willAppear's value is −1), scaled 0.75, at @3x.
        let entering = try #require(color(scene, at: 0.5))
        #expect(abs(opacity(entering) - 0.5) < 1e-9)
        let k = 3 * 0.75
        #expect(abs(entering.transform.a - k * cos(Double.pi / 4)) < 1e-9)
        #expect(abs(entering.transform.b + k * sin(Double.pi / 4)) < 1e-9)
        // In place: no fade, no turn, full size.
        let settled = try #require(color(scene, at: 1.5))
        #expect(opacity(settled) == 1)
        #expect(abs(settled.transform.a - 3) < 1e-9 && abs(settled.transform.b) < 1e-9)
        // Half way out: turned +45° (didDisappear's value is +1), the other way.
        let leaving = try #require(color(scene, at: 2.5))
        #expect(abs(opacity(leaving) - 0.5) < 1e-9)
        #expect(abs(leaving.transform.b - k * sin(Double.pi / 4)) < 1e-9)
        // Gone after its animation.
        #expect(color(scene, at: 3.1) == nil)
    }

    @Test func theTurnIsAboutTheViewsCentre() async throws {
        let scene = try await render(Written()) { host in host.tap("Toggle", at: 0) }
        let entering = try #require(color(scene, at: 0.5))
        let settled = try #require(color(scene, at: 1.5))
        // The frame's centre (10, 10) lands where it does in place.
        let c = Raster.Point(10, 10)
        let a = entering.transform.apply(c), b = settled.transform.apply(c)
        #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
    }

    @Test func aModifierTransitionAnimatesBetweenItsTwoModifiers() async throws {
        let t = AnyTransition.modifier(active: Blurred(radius: 10), identity: Blurred(radius: 0))
        let scene = try await render(Appearing(transition: t)) { host in host.tap("Toggle", at: 0) }
        // Half way: 5 pt of blur, σ in device pixels at @3x.
        #expect(blurSigmas(scene.displayList(at: 0.5).items) == [15])
        #expect(blurSigmas(scene.displayList(at: 0.25).items).map { abs($0 - 22.5) < 1e-9 } == [true])
        // In place the identity modifier is drawn: a blur of 0.
        #expect(blurSigmas(scene.displayList(at: 1.5).items) == [0])
    }

    @Test func combinedWithABuiltInTransitionBothApply() async throws {
        let t = AnyTransition(Spin()).combined(with: .offset(x: 0, y: 10))
        let scene = try await render(Appearing(transition: t)) { host in host.tap("Toggle", at: 0) }
        let entering = try #require(color(scene, at: 0.5))
        let settled = try #require(color(scene, at: 1.5))
        #expect(abs(opacity(entering) - 0.5) < 1e-9)
        // Half of the 10 pt offset still to go, at @3x, at the centre.
        let c = Raster.Point(10, 10)
        #expect(abs(entering.transform.apply(c).y - settled.transform.apply(c).y - 15) < 1e-9)
    }

    @Test func aBodyThatChangesLayoutKeepsItsOuterEffectsAndWarns() async throws {
        let scene = try await render(Appearing(transition: AnyTransition(Padded()))) { host in host.tap("Toggle", at: 0) }
        #expect(abs(opacity(color(scene, at: 0.5)) - 0.75) < 1e-9)
        #expect(scene.warnings.contains { $0.contains("transition") && $0.contains("padding") })
    }
}
