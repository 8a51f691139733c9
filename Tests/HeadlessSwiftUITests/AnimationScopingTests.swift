import Testing
@testable import HeadlessSwiftUI

/// Which animation a change runs with: `withAnimation` for the whole transaction, `.animation(_:value:)`
/// for its subtree only and only when its value changed, nil disabling, and nothing reaching siblings.
@MainActor
struct AnimationScopingTests {
    /// Two bars whose widths follow `wide`; a button changes it with or without `withAnimation`.
    struct Bars: View {
        var outer: Animation?
        var scoped: Animation??
        var scopeValueChanges = true
        @State private var wide = false
        @State private var unrelated = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Change") {
                    if let outer { withAnimation(outer) { wide.toggle() } } else { wide.toggle() }
                }
                Color.red.frame(width: wide ? 100 : 0, height: 10)
                Group {
                    if let scoped {
                        Color.blue.frame(width: wide ? 100 : 0, height: 10)
                            .animation(scoped, value: scopeValueChanges ? AnyHashable(wide) : AnyHashable(unrelated))
                    } else {
                        Color.blue.frame(width: wide ? 100 : 0, height: 10)
                    }
                }
            }
        }
    }

    func widths(_ bars: Bars, at time: Double) async throws -> (red: CGFloat, blue: CGFloat) {
        let l = try await layout(bars, time: time) { $0.tap("Change", at: 0) }
        return (l.frame("frame", 0).width, l.frame("frame", 1).width)
    }

    @Test func withAnimationAnimatesTheWholeTransaction() async throws {
        let w = try await widths(Bars(outer: .linear(duration: 1)), at: 0.5)
        #expect(abs(w.red - 50) < 0.34 && abs(w.blue - 50) < 0.34)
    }

    @Test func aPlainChangeDoesNotAnimate() async throws {
        let w = try await widths(Bars(outer: nil), at: 0.5)
        #expect(w.red == 100 && w.blue == 100)
    }

    @Test func aScopeOverridesWithAnimationInsideItOnly() async throws {
        let w = try await widths(Bars(outer: .linear(duration: 1), scoped: .some(.linear(duration: 2))), at: 0.5)
        #expect(abs(w.red - 50) < 0.34)     // the sibling keeps withAnimation's
        #expect(abs(w.blue - 25) < 0.34)    // the scope's own
    }

    @Test func aNilScopeDisables() async throws {
        let w = try await widths(Bars(outer: .linear(duration: 1), scoped: .some(nil)), at: 0.5)
        #expect(w.blue == 100)
        #expect(abs(w.red - 50) < 0.34)
    }

    @Test func aScopeAnimatesAPlainChange() async throws {
        let w = try await widths(Bars(outer: nil, scoped: .some(.linear(duration: 1))), at: 0.25)
        #expect(abs(w.blue - 25) < 0.34)
        #expect(w.red == 100)
    }

    @Test func aScopeWhoseValueDidNotChangeLeavesTheTransaction() async throws {
        let w = try await widths(Bars(outer: .linear(duration: 1), scoped: .some(.linear(duration: 4)), scopeValueChanges: false), at: 0.5)
        #expect(abs(w.blue - 50) < 0.34)
    }

    @Test func theAnimationsSettleTimeEndsTheScene() async throws {
        let scene = try await render(Bars(outer: .linear(duration: 1), scoped: .some(.linear(duration: 2)))) { $0.tap("Change") }
        #expect(scene.settleTime == 2)
    }
}
