import Foundation
import Testing
@testable import HeadlessSwiftUI

/// `--pinch` / `ViewHost.pinch` and `--rotate` / `ViewHost.rotate`: two fingers about the view's centre,
/// the magnification (or angle) running linearly from 1 (or 0) to its end over the duration, sampled at
/// 60 Hz; recognised past the gesture's minimum delta, ended when the fingers lift.
@MainActor
struct TwoFingerGestureTests {
    /// A photo whose width follows a pinch while it runs (`@GestureState`) and keeps its scale after.
    struct Photo: View {
        @GestureState private var live: CGFloat = 1
        @State private var kept: CGFloat = 1
        @State private var last: MagnifyGesture.Value?
        var body: some View {
            Color.blue.frame(width: 40 * kept * live, height: 40)
                .gesture(MagnifyGesture()
                    .updating($live) { value, state, _ in state = value.magnification }
                    .onEnded { value in kept *= value.magnification; last = value })
                .accessibilityLabel("Photo")
                .overlay { if let last { Text("\(Int(last.velocity * 100)) \(Int(last.startLocation.x))").hidden() } }
        }
    }

    func width(_ scene: ViewScene, _ t: Double) -> CGFloat { scene.laidOut(at: t).frame("frame").width }

    @Test func aPinchScalesLinearlyAndEndsAtItsScale() async throws {
        let scene = try await ViewHost(Photo()).then { $0.pinch("Photo", scale: 2, at: 0.1, duration: 0.5) }.makeScene()
        #expect(width(scene, 0.05) == 40)
        // Halfway (0.35 s): a magnification of 1.5, to the device pixel.
        #expect(abs(width(scene, 0.351) - 60) <= 0.34)
        #expect(width(scene, 0.7) == 80)
        // The ending value: velocity (2 − 1) / 0.5 s, the fingers' midpoint the view's centre (20, 20).
        let texts = scene.dump(at: 1)
        #expect(texts.contains("200 20"), "\(texts)")
    }

    @Test func theOlderMagnificationGestureAndBelowTheThresholdNothing() async throws {
        struct Old: View {
            @State private var scale: CGFloat = 1
            var minimum: CGFloat
            var body: some View {
                Color.red.frame(width: 40 * scale, height: 20)
                    .gesture(MagnificationGesture(minimumScaleDelta: minimum).onChanged { scale = $0 })
                    .accessibilityLabel("Old")
            }
        }
        let shrunk = try await ViewHost(Old(minimum: 0.01)).then { $0.pinch("Old", scale: 0.5) }.makeScene()
        #expect(width(shrunk, 1) == 20)
        // A pinch that never moves past the gesture's minimum delta is never recognised.
        let tooSmall = try await ViewHost(Old(minimum: 0.2)).then { $0.pinch("Old", scale: 1.1) }.makeScene()
        #expect(width(tooSmall, 1) == 40)
    }

    /// A dial turned by a rotation, drawn by `rotationEffect` (its frame is unchanged; read the value).
    struct Dial: View {
        @State private var angle = Angle.zero
        @State private var changes = 0
        var body: some View {
            Rectangle().frame(width: 40, height: 10)
                .rotationEffect(angle)
                .gesture(RotateGesture().onChanged { angle = $0.rotation; changes += 1 })
                .accessibilityLabel("Dial")
                .overlay { Text("\(Int(angle.degrees.rounded())) \(changes)").hidden() }
        }
    }

    @Test func aRotationTurnsByItsAngleSampledAt60Hz() async throws {
        let scene = try await ViewHost(Dial()).then { $0.rotate("Dial", by: .degrees(90), duration: 0.5) }.makeScene()
        // 30 samples after the fingers come down; the first (3°) is past the 1° minimum, so all 30 change it.
        #expect(scene.dump(at: 1).contains("90 30"), "\(scene.dump(at: 1))")
        let mid = scene.dump(at: 0.251)
        #expect(mid.contains("45 15"), "\(mid)")
        struct Old: View {
            @State private var angle = Angle.zero
            var body: some View {
                Color.red.frame(width: 20 + abs(angle.degrees), height: 20)
                    .gesture(RotationGesture().onEnded { angle = $0 })
                    .accessibilityLabel("Old")
            }
        }
        // Anticlockwise, negative; the older gesture's value is the angle itself.
        let old = try await ViewHost(Old()).then { $0.rotate("Old", by: .degrees(-30)) }.makeScene()
        #expect(width(old, 0.1) == 20 && width(old, 1) == 50)
    }

    @Test func aViewWithoutTheGestureIsAClearError() async throws {
        await #expect(throws: ViewError.noGesture(kind: "magnify", label: "Dial", available: ["Photo"])) {
            _ = try await ViewHost(VStack { Dial(); Photo() }).then { $0.pinch("Dial", scale: 2) }.makeScene()
        }
        await #expect(throws: ViewError.noGesture(kind: "rotate", label: "Photo", available: ["Dial"])) {
            _ = try await ViewHost(VStack { Dial(); Photo() }).then { $0.rotate("Photo", by: .degrees(10)) }.makeScene()
        }
    }
}
