/// The segmented picker as iOS 18 draws it (GT: picker_segmented_ios18_3x.png, criticalmaps): a 32 pt
/// track of (118, 118, 128) at 12 % (tertiarySystemFill) with an ≈ 8.4 pt circular corner (missing area
/// 15.1 pt²); the selected segment a white thumb inset 2 pt, 28 pt tall, with a soft shadow; 1 pt dividers
/// (214, 214, 217) between unselected segments; the titles 13 pt black, the selected one semibold
/// (its stems measured thicker). The thumb slides to a newly selected segment.
struct SegmentedPickerBody: View {
    let titles: [String]
    let selected: Int?
    let choose: (Int) -> Void

    static var height: CGFloat { 32 }
    static var cornerRadius: CGFloat { 8.4 }
    static var thumbInset: CGFloat { 2 }
    /// The thumb's corner: the track's less the inset (a guess).
    static var thumbCornerRadius: CGFloat { 6.4 }
    /// A guess fitted by eye to the 215–220 grey under the thumb.
    static var thumbShadow: (color: Color, radius: CGFloat, y: CGFloat) { (Color.black.opacity(0.12), 2.5, 2) }
    static var dividerHeight: CGFloat { 16 }
    static var font: Font { .system(size: 13) }
    static var animation: Animation { .spring(duration: 0.3, bounce: 0) }

    var body: some View {
        HStack(spacing: 0) {
            ForEach(titles.indices, id: \.self) { i in
                if i > 0 {
                    Rectangle().fill(Stepper<EmptyView>.dividerColor)
                        .frame(width: 1, height: Self.dividerHeight)
                        .opacity(selected == i || selected == i - 1 ? 0 : 1)
                }
                Button { choose(i) } label: {
                    Text(titles[i]).font(Self.font).fontWeight(selected == i ? .semibold : .regular)
                        .foregroundStyle(Color.primary)
                        .lineLimit(1)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                .buttonStyle(.plain)
            }
        }
        .frame(height: Self.height)
        .background {
            GeometryReader { proxy in
                let count = CGFloat(max(titles.count, 1))
                let width = (proxy.size.width - CGFloat(max(titles.count - 1, 0))) / count
                if let selected {
                    RoundedRectangle(cornerRadius: Self.thumbCornerRadius, style: .continuous)
                        .fill(.white)
                        .shadow(color: Self.thumbShadow.color, radius: Self.thumbShadow.radius, y: Self.thumbShadow.y)
                        .frame(width: width - 2 * Self.thumbInset, height: Self.height - 2 * Self.thumbInset)
                        .offset(x: CGFloat(selected) * (width + 1) + Self.thumbInset, y: Self.thumbInset)
                        .animation(Self.animation, value: selected)
                }
            }
        }
        .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .circular))
    }
}
