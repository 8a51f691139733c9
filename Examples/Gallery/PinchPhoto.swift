// PinchPhoto.swift: a photo card that two fingers zoom and turn, as a photo viewer's is: `MagnifyGesture`
// and `RotateGesture` (iOS 17+) together move it through `@GestureState` while the fingers are down; when
// they lift the zoom stays where they left it and springs back within 100–175 %, the turn snaps back, and
// the zoom's label rolls to its new value digit by digit (`.contentTransition(.numericText(value:))`).
// `togglerender preview Examples/Gallery/PinchPhoto.swift --pinch Photo 2.2@0.1+0.3 --rotate Photo 25@0.1+0.3 --duration 1.2
// --view PinchPhoto OUT` renders it frame by frame; the view layer's tests compile this file for its golden.
#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

struct PinchPhoto: View {
    @State private var zoom: CGFloat = 1
    @GestureState private var pinch: CGFloat = 1
    @GestureState private var turn = Angle.zero

    var body: some View {
        VStack(spacing: 18) {
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                .overlay { Image(systemName: "photo.fill").font(.system(size: 34)).foregroundStyle(.white) }
                .frame(width: 90, height: 64)
                .scaleEffect(zoom * pinch)
                .rotationEffect(turn)
                .gesture(MagnifyGesture()
                    .updating($pinch) { value, state, _ in state = value.magnification }
                    .onEnded { value in
                        zoom *= value.magnification   // where the fingers left it, as the gesture state resets
                        withAnimation(.spring(duration: 0.5, bounce: 0.3)) { zoom = min(1.75, max(1, zoom)) }
                    }
                    .simultaneously(with: RotateGesture()
                        .updating($turn) { value, state, _ in state = value.rotation }))
                .accessibilityLabel("Photo")
                .frame(width: 240, height: 180)
            Text("\(Int((zoom * 100).rounded())) %")
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText(value: Double(zoom)))
        }
        .padding(20)
    }
}
