import Testing
@testable import HeadlessSwiftUI

/// `--drag` / `ViewHost.drag`: a finger moved in a straight line at constant speed, sampled at 60 Hz, runs a
/// `DragGesture`'s `onChanged`, `updating` and `onEnded` with SwiftUI's values.
@MainActor
struct DragGestureTests {
    final class Log { var changes: [DragGesture.Value] = []; var ends: [DragGesture.Value] = [] }

    struct Pad: View {
        let log: Log
        var minimumDistance: CGFloat = 10
        var space: CoordinateSpace = .local
        var body: some View {
            Color.blue.frame(width: 40, height: 40)
                .gesture(DragGesture(minimumDistance: minimumDistance, coordinateSpace: space)
                    .onChanged { log.changes.append($0) }
                    .onEnded { log.ends.append($0) })
                .accessibilityLabel("Pad")
                .padding(30)
        }
    }

    @Test func aDragReportsEachSampleFromTheViewsCentre() async throws {
        let log = Log()
        _ = try await ViewHost(Pad(log: log, minimumDistance: 0)).then { $0.drag("Pad", by: CGSize(width: 120, height: -30), duration: 0.25) }.makeScene()
        // 0.25 s at 60 Hz: the touch-down and 15 moves, then the lift.
        #expect(log.changes.count == 16)
        let first = try #require(log.changes.first), last = try #require(log.changes.last), end = try #require(log.ends.first)
        #expect(first.startLocation == CGPoint(x: 20, y: 20))           // the view's centre, in its own space
        #expect(first.translation == .zero && first.velocity == .zero)
        #expect(abs(log.changes[6].translation.width - 48) < 1e-9)        // 6 of 15 samples: 0.4 of the way
        #expect(last.translation == CGSize(width: 120, height: -30))
        #expect(last.location == CGPoint(x: 140, y: -10))
        #expect(end.velocity == CGSize(width: 480, height: -120))         // points per second
        // Where it would rest: a quarter second of the velocity further.
        #expect(end.predictedEndTranslation == CGSize(width: 240, height: -60))
        #expect(end.predictedEndLocation == CGPoint(x: 260, y: -40))
        #expect(abs(end.time.timeIntervalSinceReferenceDate - 0.25) < 1e-9)
        #expect(log.ends.count == 1)
    }

    @Test func aDragBeginsOnceTheFingerHasMovedTheMinimumDistance() async throws {
        let log = Log()
        _ = try await ViewHost(Pad(log: log)).then { $0.drag("Pad", by: CGSize(width: 120, height: 0), duration: 0.25) }.makeScene()
        // 8 pt a sample: the second sample (16 pt) is the first past 10 pt, and it reports the whole way.
        #expect(log.changes.count == 14)
        #expect(log.changes.first?.translation.width == 16)

        let short = Log()
        _ = try await ViewHost(Pad(log: short)).then { $0.drag("Pad", by: CGSize(width: 6, height: 0)) }.makeScene()
        #expect(short.changes.isEmpty && short.ends.isEmpty)               // never recognised
    }

    @Test func theGlobalSpaceMeasuresFromTheRoot() async throws {
        let log = Log()
        _ = try await ViewHost(Pad(log: log, space: .global)).then { $0.drag("Pad", by: CGSize(width: 50, height: 0)) }.makeScene()
        #expect(log.ends.first?.startLocation == CGPoint(x: 50, y: 50))  // 30 of padding + half of 40
        #expect(log.ends.first?.location == CGPoint(x: 100, y: 50))
    }

    /// A view that follows the finger and springs back when it lifts.
    struct Follower: View {
        @State private var offset = CGSize.zero
        @GestureState private var pressing = false
        var body: some View {
            Color.red.frame(width: pressing ? 44 : 40, height: 40)
                .offset(offset)
                .gesture(DragGesture()
                    .updating($pressing) { _, state, _ in state = true }
                    .onChanged { offset = $0.translation }
                    .onEnded { _ in withAnimation(.linear(duration: 0.5)) { offset = .zero } })
                .accessibilityLabel("Knob")
        }
    }

    @Test func theViewFollowsTheFingerFrameByFrameThenAnimatesBack() async throws {
        let scene = try await ViewHost(Follower()).then { $0.drag("Knob", by: CGSize(width: 120, height: 0), at: 0.1, duration: 0.25) }.makeScene()
        func offset(_ t: Double) -> CGFloat? {
            scene.laidOut(at: t).nodes.lazy.compactMap { n -> CGFloat? in if case .effect(.offset(let d)) = n.node.content { return d.width } else { return nil } }.first
        }
        func width(_ t: Double) -> CGFloat { scene.laidOut(at: t).frame("frame").width }
        // A change shows just after its instant: the frame at 0.2 s is sample 5's, 40 pt.
        #expect(offset(0.05) == 0 && width(0.05) == 40)
        #expect(abs((offset(0.21) ?? -1) - 48) < 1e-6)                     // 0.1 s into the drag: 6 of 15 samples
        #expect(width(0.21) == 44)                                         // the gesture state, while it runs
        #expect(abs((offset(0.34) ?? -1) - 112) < 1e-6)
        // Lifted at 0.35 s: the state resets, and the offset returns over the onEnded animation's half second.
        #expect(width(0.36) == 40)
        #expect(abs((offset(0.36) ?? -1) - 117.6) < 0.01)                  // from the last sample's 120
        #expect(abs((offset(0.6) ?? -1) - 60) < 0.01)
        #expect(offset(0.9) == 0)
        #expect(abs(scene.settleTime - 0.85) < 0.02)
    }

    /// The label on a control finds the drag inside it (a custom switch's knob).
    struct Switch: View {
        @State private var x: CGFloat = 0
        var body: some View {
            HStack {
                Text("Wi-Fi")
                Circle().frame(width: 20, height: 20).offset(x: x)
                    .gesture(DragGesture(minimumDistance: 0).onChanged { x = $0.translation.width })
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Wi-Fi switch")
        }
    }

    @Test func aLabelAboveFindsTheDragBelow() async throws {
        let scene = try await ViewHost(Switch()).then { $0.drag("Wi-Fi switch", by: CGSize(width: 20, height: 0)) }.makeScene()
        let offset = scene.laidOut(at: 1).nodes.lazy.compactMap { n -> CGFloat? in if case .effect(.offset(let d)) = n.node.content { return d.width } else { return nil } }.first
        #expect(offset == 20)
    }

    @Test func aLabelWithoutADragIsAClearError() async throws {
        await #expect(throws: ViewError.noGesture(kind: "drag", label: "Nothing", available: ["Pad"])) {
            _ = try await ViewHost(Pad(log: Log())).then { $0.drag("Nothing", by: CGSize(width: 20, height: 0)) }.makeScene()
        }
        // A disabled view recognises nothing.
        await #expect(throws: ViewError.noGesture(kind: "drag", label: "Pad", available: [])) {
            _ = try await ViewHost(Pad(log: Log()).disabled(true)).then { $0.drag("Pad", by: CGSize(width: 20, height: 0)) }.makeScene()
        }
    }
}
