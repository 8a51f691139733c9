// SymbolEffectSheet.swift: every symbol effect at once, written with `.symbolEffect` as on iOS 17–18:
// discrete ones play on each tap of "Play", indefinite ones run while it is on. `togglerender preview
// Examples/Gallery/SymbolEffectSheet.swift --tap "Play@0.2" --duration 2.4 --view SymbolEffectSheet OUT`
// renders it frame by frame; the view layer's tests compile this file for its golden.
#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

struct SymbolEffectSheet: View {
    @State private var plays = 0
    @State private var running = false

    var body: some View {
        VStack(spacing: 20) {
            Grid(horizontalSpacing: 28, verticalSpacing: 18) {
                GridRow {
                    cell("bounce") { Image(systemName: "bell.fill").symbolEffect(.bounce, value: plays) }
                    cell("wiggle") { Image(systemName: "bell.fill").symbolEffect(.wiggle, value: plays) }
                    cell("rotate") { Image(systemName: "gear").symbolEffect(.rotate, value: plays) }
                }
                GridRow {
                    cell("pulse") { Image(systemName: "heart.fill").symbolEffect(.pulse, isActive: running) }
                    cell("variable colour") { Image(systemName: "wifi").symbolEffect(.variableColor, isActive: running) }
                    cell("breathe") { Image(systemName: "moon.fill").symbolEffect(.breathe, isActive: running) }
                }
                GridRow {
                    cell("scale") { Image(systemName: "mic.fill").symbolEffect(.scale.up, isActive: running) }
                    cell("appear") { Image(systemName: "star.fill").symbolEffect(.appear, isActive: running) }
                    cell("disappear") { Image(systemName: "cloud.fill").symbolEffect(.disappear, isActive: running) }
                }
            }
            Button("Play") {
                plays += 1
                running.toggle()
            }
        }
        .padding(24)
    }

    private func cell(_ name: String, @ViewBuilder symbol: () -> some View) -> some View {
        VStack(spacing: 6) {
            symbol()
                .font(.system(size: 30))
                .foregroundStyle(.blue)
                .frame(width: 56, height: 44)
            Text(name).font(.caption).foregroundStyle(.secondary)
        }
    }
}
