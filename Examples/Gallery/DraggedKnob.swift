// DraggedKnob.swift: a custom switch whose knob follows the finger, as real switches do: a `DragGesture`
// moves it while `@GestureState` holds the drag, and when the finger lifts the switch settles on the side
// the drag was heading to (its `predictedEndTranslation`), under a spring. `togglerender preview
// Examples/Gallery/DraggedKnob.swift --drag "Airplane Mode" 30,0@0.1+0.2 --duration 1 --view DragSwitch OUT`
// renders it frame by frame; the view layer's tests compile this file for its golden.
#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

struct DragSwitch: View {
    @State private var isOn = false
    /// How far the finger has moved the knob, while it is down.
    @GestureState private var drag: CGFloat = 0

    private let trackWidth: CGFloat = 96, trackHeight: CGFloat = 52, inset: CGFloat = 4
    private var travel: CGFloat { trackWidth - trackHeight }

    var body: some View {
        // The knob's place along its travel, 0 off and 1 on, following the finger within the track.
        let position = min(max((isOn ? travel : 0) + drag, 0), travel) / travel
        HStack(spacing: 16) {
            Text("Airplane Mode").font(.headline)
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.orange.opacity(0.25 + 0.75 * position))
                Circle()
                    .fill(.white)
                    .shadow(color: .black.opacity(0.2), radius: 3, y: 2)
                    .padding(inset)
                    .frame(width: trackHeight, height: trackHeight)
                    .scaleEffect(drag == 0 ? 1 : 1.08)
                    .offset(x: position * travel)
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .updating($drag) { value, state, _ in state = value.translation.width }
                            .onEnded { value in
                                // Where the knob was heading: past half way, the switch lands on the other side.
                                let landing = (isOn ? travel : 0) + value.predictedEndTranslation.width
                                withAnimation(.spring(duration: 0.35, bounce: 0.25)) { isOn = landing > travel / 2 }
                            })
            }
            .frame(width: trackWidth, height: trackHeight)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Airplane Mode")
            .accessibilityValue(isOn ? "on" : "off")
        }
        .padding(20)
    }
}
