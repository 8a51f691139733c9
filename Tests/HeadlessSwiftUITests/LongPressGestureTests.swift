import Testing
@testable import HeadlessSwiftUI

/// `--long-press` / `ViewHost.longPress`: a press held still, recognised once held `minimumDuration`.
@MainActor
struct LongPressGestureTests {
    /// 40 wide at rest, 50 while pressed, 80 once the long press has fired. A change shows just after its
    /// instant, so the frame at a press's time is the state before it.
    struct Card: View {
        var minimumDuration = 0.5
        @State private var pressing = false
        @State private var done = false
        var body: some View {
            Color.green.frame(width: done ? 80 : pressing ? 50 : 40, height: 40)
                .onLongPressGesture(minimumDuration: minimumDuration) { done = true } onPressingChanged: { pressing = $0 }
                .accessibilityLabel("Card")
        }
    }

    func widths(_ scene: ViewScene, _ times: [Double]) -> [CGFloat] { times.map { scene.laidOut(at: $0).frame("frame").width } }

    @Test func aPressHeldLongEnoughFiresAtTheMinimumDuration() async throws {
        let scene = try await ViewHost(Card()).then { $0.longPress("Card", at: 0.2) }.makeScene()
        #expect(widths(scene, [0.1, 0.3, 0.69, 0.71, 1]) == [40, 50, 50, 80, 80])
    }

    @Test func aPressLiftedTooSoonOnlyPresses() async throws {
        let scene = try await ViewHost(Card(minimumDuration: 1)).then { $0.longPress("Card", duration: 0.4) }.makeScene()
        #expect(widths(scene, [0.1, 0.39, 0.41, 2]) == [50, 50, 40, 40])
    }

    @Test func aPressHeldLongerStillFiresOnTime() async throws {
        let scene = try await ViewHost(Card(minimumDuration: 0.3)).then { $0.longPress("Card", duration: 2) }.makeScene()
        #expect(widths(scene, [0.1, 0.29, 0.31, 1.9]) == [50, 50, 80, 80])
    }

    /// `LongPressGesture` with `updating` and `onEnded`, and a tap beside it.
    struct Badge: View {
        @GestureState private var isPressing = false
        @State private var count = 0
        var body: some View {
            Color.orange.frame(width: 40 + CGFloat(count) * 10, height: isPressing ? 30 : 40)
                .gesture(TapGesture().onEnded { count += 1 }
                    .exclusively(before: LongPressGesture(minimumDuration: 0.5)
                        .updating($isPressing) { value, state, _ in state = value }
                        .onEnded { _ in count += 5 }))
                .accessibilityLabel("Badge")
        }
    }

    @Test func gestureStateHoldsWhileThePressRunsAndTapsStillTap() async throws {
        let scene = try await ViewHost(Badge()).then { $0.tap("Badge", at: 0.1); $0.longPress("Badge", at: 1) }.makeScene()
        let size = { (t: Double) in scene.laidOut(at: t).frame("frame").size }
        #expect(size(0.5) == CGSize(width: 50, height: 40))     // the tap: one
        #expect(size(1.2) == CGSize(width: 50, height: 30))     // pressing
        #expect(size(1.6) == CGSize(width: 100, height: 40))    // recognised: five more, the state reset
    }

    @Test func aViewWithoutALongPressIsAClearError() async throws {
        await #expect(throws: ViewError.noGesture(kind: "long-press", label: "Card", available: [])) {
            _ = try await ViewHost(Color.red.frame(width: 10, height: 10).accessibilityLabel("Card")).then { $0.longPress("Card") }.makeScene()
        }
    }
}
