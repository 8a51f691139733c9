// CardFlip.swift: a card that turns over in 3D with `.rotation3DEffect` as on iOS 13+: a tap flips it about
// its vertical axis in two eased quarter turns, the front face drawn until the card is edge-on (90°) and the
// back face after (itself turned half a turn, so it reads the right way round). `togglerender preview
// Examples/Gallery/CardFlip.swift --tap "Flip@0.2" --duration 1 --view FlipCard OUT` renders it frame by
// frame; the view layer's tests compile this file for its golden.
#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

struct FlipCard: View {
    /// The card's turn about its vertical axis, in degrees: 0 front up, 180 back up.
    @State private var angle = 0.0
    @State private var showsBack = false

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                if showsBack {
                    face(title: "Back", symbol: "moon.stars.fill", colors: [.indigo, .blue])
                        .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                } else {
                    face(title: "Front", symbol: "star.fill", colors: [.orange, .pink])
                }
            }
            .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
            Button("Flip") {
                // Half a turn in two quarters: at 90° the card is edge-on, and the faces swap unseen (the
                // swap is written outside `withAnimation`, so it is not faded).
                withAnimation(.easeIn(duration: 0.3)) { angle += 90 } completion: {
                    showsBack.toggle()
                    withAnimation(.easeOut(duration: 0.3)) { angle += 90 }
                }
            }
        }
        .padding(24)
    }

    private func face(title: String, symbol: String, colors: [Color]) -> some View {
        RoundedRectangle(cornerRadius: 18)
            .fill(LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay {
                VStack(spacing: 10) {
                    Image(systemName: symbol).font(.system(size: 40))
                    Text(title).font(.title.bold())
                }
                .foregroundStyle(.white)
            }
            .frame(width: 160, height: 220)
    }
}
