// KeyframeHeart.swift: a "like" heart that jumps, stretches and spins back with `.keyframeAnimator` as on
// iOS 17+: four tracks (scale, vertical stretch, lift, turn) play side by side each time it is liked.
// `togglerender preview Examples/Gallery/KeyframeHeart.swift --tap "Like@0.2" --duration 1.6 --view LikeHeart OUT` renders it
// frame by frame; the view layer's tests compile this file for its golden.
#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

/// What the keyframes animate.
struct HeartMotion {
    var scale = 1.0
    var verticalStretch = 1.0
    var lift = 0.0
    var turn = Angle.zero
}

struct LikeHeart: View {
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "heart.fill")
                .font(.system(size: 56))
                .foregroundStyle(.pink)
                .keyframeAnimator(initialValue: HeartMotion(), trigger: likes) { heart, motion in
                    heart
                        .rotationEffect(motion.turn)
                        .scaleEffect(x: motion.scale, y: motion.scale * motion.verticalStretch)
                        .offset(y: motion.lift)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.2)
                        SpringKeyframe(1.4, duration: 0.5, spring: .bouncy)
                        SpringKeyframe(1.0, spring: .bouncy)
                    }
                    KeyframeTrack(\.verticalStretch) {
                        CubicKeyframe(0.75, duration: 0.15)
                        CubicKeyframe(1.25, duration: 0.15)
                        CubicKeyframe(0.9, duration: 0.2)
                        CubicKeyframe(1.0, duration: 0.2)
                    }
                    KeyframeTrack(\.lift) {
                        LinearKeyframe(0.0, duration: 0.15)
                        SpringKeyframe(-40.0, duration: 0.35, spring: .smooth)
                        SpringKeyframe(0.0, spring: .bouncy)
                    }
                    KeyframeTrack(\.turn) {
                        LinearKeyframe(.zero, duration: 0.3)
                        CubicKeyframe(.degrees(-20), duration: 0.2)
                        CubicKeyframe(.degrees(20), duration: 0.2)
                        CubicKeyframe(.zero, duration: 0.2)
                    }
                }
                .frame(height: 140, alignment: .bottom)
            Button("Like") { likes += 1 }
        }
        .padding(24)
    }
}

