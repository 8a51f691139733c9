/// The bar at the bottom of a phone without a home button: a 134 × 5 pt capsule 8 pt above the screen's
/// edge, black on light content and white on dark. Sizes from Apple's iOS design kit (likely within a
/// point; no render of ours was measured against a screenshot: docs/devices.md).
struct HomeIndicator: View {
    @Environment(\.colorScheme) private var colorScheme

    static let size = CGSize(width: 134, height: 5)
    static let bottomMargin: CGFloat = 8

    var body: some View {
        Capsule()
            .fill(colorScheme == .dark ? Color.white : Color.black)
            .frame(width: Self.size.width, height: Self.size.height)
            .padding(.bottom, Self.bottomMargin)
    }
}
