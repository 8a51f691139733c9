// MatchedUnderline.swift: a segmented tab strip whose underline glides to the tab you pick, written with
// `matchedGeometryEffect` as on iOS 14+: each tab draws the underline only when selected, and the shared
// id makes the new one start where the old one was. `togglerender preview
// Examples/Gallery/MatchedUnderline.swift --tap "Favourites@0.2" --duration 1 --view TabUnderline OUT`
// renders it frame by frame; the view layer's tests compile this file for its golden.
#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

struct TabUnderline: View {
    @Namespace private var underline
    @State private var selected = "Recent"
    private let tabs = ["Recent", "Favourites", "All"]

    var body: some View {
        HStack(spacing: 28) {
            ForEach(tabs, id: \.self) { tab in
                Button(tab) {
                    withAnimation(.spring(duration: 0.45, bounce: 0.25)) { selected = tab }
                }
                .buttonStyle(.plain)
                .font(.headline)
                .foregroundStyle(selected == tab ? Color.primary : Color.secondary)
                .padding(.bottom, 10)
                .overlay(alignment: .bottom) {
                    if selected == tab {
                        Capsule()
                            .fill(Color.accentColor)
                            .frame(height: 3)
                            .matchedGeometryEffect(id: "underline", in: underline)
                    }
                }
            }
        }
        .padding(24)
    }
}
