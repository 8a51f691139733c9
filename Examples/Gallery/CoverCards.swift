// CoverCards.swift: a row of cards that turn towards the middle, as a cover flow does, on a dotted card.
// Each card reads where layout put it with `.visualEffect` (iOS 17+) and turns, shrinks and fades by its
// distance from the row's middle, without moving the layout; the backdrop is the asset catalogue's `Dots`
// tile repeated with `ImagePaint`. `togglerender preview Examples/Gallery/CoverCards.swift --view CoverCards
// OUT` renders it (the catalogue beside the file is found by itself); the view layer's tests compile this
// file for its golden.
#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

struct CoverCards: View {
    private let colors: [Color] = [.pink, .orange, .yellow, .green, .teal, .blue, .indigo]

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<5, id: \.self) { i in
                RoundedRectangle(cornerRadius: 14)
                    .fill(LinearGradient(colors: [colors[i], colors[i + 2]], startPoint: .top, endPoint: .bottom))
                    .overlay { Text("\(i + 1)").font(.title.bold()).foregroundStyle(.white) }
                    .frame(width: 64, height: 96)
                    .visualEffect { content, proxy in
                        // −1 at the leading end of the row, 0 in the middle, 1 at the trailing end.
                        let d = (proxy.frame(in: .global).midX - 203) / 148
                        return content
                            .rotation3DEffect(.degrees(-40 * d), axis: (x: 0, y: 1, z: 0), perspective: 0.6)
                            .scaleEffect(1 - 0.18 * abs(d))
                            .opacity(1 - 0.35 * abs(d))
                    }
            }
        }
        .padding(.vertical, 28)
        .padding(.horizontal, 23)
        .background(ImagePaint(image: Image("Dots")), in: RoundedRectangle(cornerRadius: 22))
    }
}
