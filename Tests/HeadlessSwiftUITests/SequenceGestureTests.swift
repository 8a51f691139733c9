import Foundation
import Testing
@testable import HeadlessSwiftUI

/// `sequenced(before:)`: the second gesture is heard only once the first has ended; the value is `.first`
/// while the first runs, then `.second(first, second?)`; the sequence ends with the second.
@MainActor
struct SequenceGestureTests {
    /// A knob that moves only when dragged after a long press: 40 wide at rest, 50 pressed, 60 once the press
    /// is recognised (armed), moved by the drag while it runs, kept where it ends.
    struct Knob: View {
        enum Phase: Equatable { case idle, pressing, armed, dragging(CGFloat) }
        @GestureState private var phase = Phase.idle
        @State private var offset: CGFloat = 0
        @State private var ends = 0
        var body: some View {
            let width: CGFloat = switch phase {
            case .idle: 40
            case .pressing: 50
            case .armed: 60
            case .dragging: 70
            }
            let dx: CGFloat = if case .dragging(let x) = phase { x } else { 0 }
            Color.purple.frame(width: width, height: 40 + CGFloat(ends) * 10)
                .offset(x: offset + dx)
                .gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
                    .updating($phase) { value, state, _ in
                        switch value {
                        case .first(true): state = .pressing
                        case .second(true, let drag?): state = .dragging(drag.translation.width)
                        case .second(true, nil): state = .armed
                        default: state = .idle
                        }
                    }
                    .onEnded { value in
                        if case .second(true, let drag?) = value { offset += drag.translation.width; ends += 1 }
                    })
                .accessibilityLabel("Knob")
        }
    }

    func frame(_ scene: ViewScene, _ t: Double) -> CGRect { scene.laidOut(at: t).frame("frame") }

    @Test func aDragAfterTheFirstGestureEndsRunsTheSecond() async throws {
        let scene = try await ViewHost(Knob()).then {
            $0.longPress("Knob", at: 0, duration: 0.6)
            $0.drag("Knob", by: CGSize(width: 60, height: 0), at: 0.6, duration: 0.5)
        }.makeScene()
        #expect(frame(scene, 0.2).width == 50)    // pressing: .first(true)
        #expect(frame(scene, 0.55).width == 60)   // recognised: .second(true, nil)
        #expect(frame(scene, 0.86).width == 70)   // dragging
        // Ended: the state reset, the offset kept, onEnded once.
        let end = frame(scene, 2)
        #expect(end.width == 40 && end.height == 50)
        let dump = scene.dump(at: 2)
        #expect(dump.contains("offset (60, 0)"), "\(dump)")
    }

    @Test func aDragBeforeTheFirstGestureEndsIsNotHeard() async throws {
        // Pressed too briefly to be recognised, then dragged: nothing moves, the state resets at the lift.
        let scene = try await ViewHost(Knob()).then {
            $0.longPress("Knob", at: 0, duration: 0.3)
            $0.drag("Knob", by: CGSize(width: 60, height: 0), at: 0.4, duration: 0.5)
        }.makeScene()
        #expect(frame(scene, 0.2).width == 50)
        #expect(frame(scene, 0.35).width == 40)
        #expect(frame(scene, 0.7).width == 40)
        let end = frame(scene, 2)
        #expect(end.width == 40 && end.height == 40)
        #expect(scene.dump(at: 2).contains("offset (0, 0)"))
    }

    @Test func aDragAloneNeverRunsTheSecond() async throws {
        let scene = try await ViewHost(Knob()).then { $0.drag("Knob", by: CGSize(width: 60, height: 0), duration: 0.5) }.makeScene()
        #expect(frame(scene, 0.3).width == 40 && frame(scene, 2).height == 40)
    }
}
