import Foundation

/// `.pickerStyle(.wheel)`: the options on a turning drum, as iOS draws a `UIPickerView`.
public struct WheelPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .wheel } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: Self { Self() } }

/// The wheel, measured on GT controls_toggle_slider_stepper_wheelpicker_datepicker_ios15_1x.png and its
/// layer tree (controls_toggle_slider_stepper_wheelpicker_layertree_ios15.caml, iOS 15):
/// - the view 320 × 216 pt (its ideal width; it takes the width offered), rows 302 × 30 pt, 30 pt apart,
///   centred on the view's middle, the selected row at the middle;
/// - each row lies on a drum seen in perspective: the row layers are turned about the x axis (17.9°, 18.1°
///   and 36.1° for rows one and two away) and moved back (translate z −4.71, −4.81, −18.67 pt) under a
///   `perspective(900)` sublayer transform centred on the view's middle. That is a drum of radius 97 pt
///   (57.14 / sin 36.1° = 97.0, 18.67 / (1 − cos 36.1°) = 97.3) turned 18° a row;
/// - a 302 × 32 pt band at the selected row: continuous corner 8, (116, 116, 128) at 8 %, drawn over the
///   rows; the rows outside the band at opacity 0.447;
/// - the whole drum faded by a 196 pt tall vertical mask (destIn) of black at 0, 71 %, 80 %, 80 %, 71 %, 0
///   at 0, 0.2, 0.4, 0.6, 0.8, 1. The render's text is more opaque than those stops give (its strongest
///   alpha 0.88 at the centre with the band, 0.376 a row away, 0.341 two rows away, where the stops give
///   0.82, 0.347, 0.319): stops of 74 % and 87 % instead of 71 % and 80 % reproduce all three within
///   2/255 (fitted; the caml's own stops leave the text 4–19/255 too faint);
/// - the rows' text: cap height 15 pt on the render, which is 21 pt system text; its capitals 100.33–116.67
///   pt down the selected row, 0.67 pt lower than our stand-in font's line box centres them (fitted).
/// Here the drum is ordinary views: each row is scaled as its projection is (the trapezoid's two widths
/// differ by under 1 % at 36°, so a row keeps a rectangle's shape) and offset to its projected centre.
struct WheelPickerBody: View {
    let titles: [String]
    let selected: Int?
    let choose: (Int) -> Void

    static var idealWidth: CGFloat { 320 }
    static var height: CGFloat { 216 }
    static var rowHeight: CGFloat { 30 }
    /// 302 of 320 pt: 9 pt either side.
    static var rowInset: CGFloat { 9 }
    static var bandHeight: CGFloat { 32 }
    static var bandCornerRadius: CGFloat { 8 }
    static var bandFill: Color { Color(red: 116 / 255, green: 116 / 255, blue: 128 / 255).opacity(0.08) }
    static var outsideBandOpacity: Double { 0.447 }
    static var drumRadius: CGFloat { 97 }
    static var degreesPerRow: Double { 18 }
    static var perspectiveDistance: CGFloat { 900 }
    static var font: Font { .system(size: 21) }
    static var fadeHeight: CGFloat { 196 }
    static var fadeOpacities: [Double] { [0, 0.74, 0.87, 0.87, 0.74, 0] }
    static var fadeLocations: [CGFloat] { [0, 0.2, 0.4, 0.6, 0.8, 1] }
    static var textDrop: CGFloat { 0.67 }
    static var fade: [Gradient.Stop] {
        zip(fadeOpacities, fadeLocations).map { Gradient.Stop(color: Color.black.opacity($0), location: $1) }
    }
    /// A change of selection turns the drum: UIKit's deceleration is not published, a critically damped
    /// 0.35 s spring is a guess.
    static var animation: Animation { .spring(duration: 0.35, bounce: 0) }

    /// Where a row `offset` rows from the selected one is drawn: its projected centre below the middle and
    /// its horizontal and vertical scale; nil once it has turned past the drum's edge.
    static func projection(offset: Double) -> (y: CGFloat, scaleX: CGFloat, scaleY: CGFloat)? {
        let angle = CGFloat(offset * degreesPerRow * .pi / 180)
        guard abs(angle) < .pi / 2 else { return nil }
        let y = drumRadius * sin(angle), z = drumRadius * (cos(angle) - 1)
        let k = perspectiveDistance / (perspectiveDistance - z)
        return (y * k, k, k * cos(angle))
    }

    var body: some View {
        ZStack {
            drum
                .opacity(Self.outsideBandOpacity)
                .mask {
                    VStack(spacing: 0) {
                        Rectangle()
                        Color.clear.frame(height: Self.bandHeight)
                        Rectangle()
                    }
                }
            drum.mask { Rectangle().frame(height: Self.bandHeight) }
        }
        .mask { LinearGradient(stops: Self.fade, startPoint: .top, endPoint: .bottom).frame(height: Self.fadeHeight) }
        .overlay {
            RoundedRectangle(cornerRadius: Self.bandCornerRadius, style: .continuous)
                .fill(Self.bandFill)
                .frame(height: Self.bandHeight)
                .padding(.horizontal, Self.rowInset)
        }
        .frame(idealWidth: Self.idealWidth, maxWidth: .infinity)
        .frame(height: Self.height)
        .clipped()
    }

    private var drum: some View {
        ZStack {
            ForEach(titles.indices, id: \.self) { i in
                if let p = Self.projection(offset: Double(i - (selected ?? 0))) {
                    Button { choose(i) } label: {
                        Text(titles[i]).font(Self.font).foregroundStyle(Color.primary).lineLimit(1)
                            .offset(y: Self.textDrop)
                            .frame(maxWidth: .infinity)
                            .frame(height: Self.rowHeight)
                    }
                    .buttonStyle(.plain)
                    .padding(.horizontal, Self.rowInset)
                    .scaleEffect(x: p.scaleX, y: p.scaleY)
                    .offset(y: p.y)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .animation(Self.animation, value: selected)
    }
}
