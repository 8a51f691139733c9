import Raster
import Typesetting

/// Drawing one demo frame: the seed's `ZStack` from back to front, in screen points.
extension DayNightDemoScene {
    public func render(at time: Double) -> Pixmap {
        let size = pixelSize
        let moment = timeline.moment(at: time)
        let progress = timeline.screenProgress(at: time)
        let night = moment.toNight ? progress : 1 - progress

        // The window, then the two `LinearGradient`s with `.ignoresSafeArea()`: the whole screen, top to bottom;
        // the night one under `.opacity(isNight ? 1 : 0)`. Row layers: one colour a row.
        let transform = Transform.scale(Double(environment.scale))
        var layers = [(paint: verticalGradient(colors.dayTop, colors.dayBottom), opacity: 1.0)]
        if night > 0 { layers.append((verticalGradient(colors.nightTop, colors.nightBottom), night)) }
        var canvas = Canvas(width: size.width, height: size.height, base: colors.window, layers: RowLayers(layers, transform: transform)!)
        canvas.transform = transform

        // `Text(isNight ? …).contentTransition(.opacity)`: the old greeting fades out as the new one fades in,
        // each in its own colour, while the text frame moves between their heights (the same unless one wraps).
        let from = lines(night: !moment.toNight), to = lines(night: moment.toNight)
        let textHeight = Self.height(of: from) * (1 - progress) + Self.height(of: to) * progress
        if progress < 1 { drawGreeting(from, night: !moment.toNight, opacity: 1 - progress, textHeight: textHeight, into: &canvas) }
        if progress > 0 { drawGreeting(to, night: moment.toNight, opacity: progress, textHeight: textHeight, into: &canvas) }

        // The toggle, with its own spring, at a whole pixel (SwiftUI aligns view frames to pixels).
        let frame = layout.toggleFrame(textHeight: textHeight)
        toggle(toward: moment.toNight).drawComponent(at: moment.elapsed, into: &canvas, originPixels: pixels(frame.origin))
        return canvas.pixmap
    }

    /// A top-to-bottom gradient over the whole screen (`startPoint: .top, endPoint: .bottom`).
    func verticalGradient(_ top: Color, _ bottom: Color) -> Paint {
        .linearGradient(LinearGradient(start: Point(0, 0), end: Point(0, layout.device.size.height),
                                       ramp: ColorRamp(colors: [top, bottom])))
    }

    /// A greeting's lines, centred as a block in the text frame (`textHeight` tall while it animates) and
    /// leading-aligned inside the block (SwiftUI's default multiline alignment), each line box on a whole pixel.
    func drawGreeting(_ lines: [TextLine], night: Bool, opacity: Double, textHeight: Double, into canvas: inout Canvas) {
        let block = Size(lines.map(\.boxWidth).max() ?? 0, Self.height(of: lines))
        let frame = layout.textFrame(size: block, textHeight: textHeight)
        var y = frame.minY + (textHeight - block.height) / 2
        let paint = Paint.solid(night ? colors.nightText : colors.dayText)
        for line in lines {
            let x = environment.layoutDirection == .ltr ? frame.minX : frame.maxX - line.boxWidth
            canvas.draw(line, lineBoxAt: snapped(Point(x, y)), with: paint, opacity: opacity)
            y += line.lineHeight
        }
    }

    /// A point in screen points moved to the nearest whole pixel.
    func snapped(_ p: Point) -> Point {
        let s = Double(environment.scale)
        return Point((p.x * s).rounded() / s, (p.y * s).rounded() / s)
    }

    /// A point in screen points as the nearest whole pixel.
    func pixels(_ p: Point) -> (x: Int, y: Int) {
        let s = Double(environment.scale)
        return (Int((p.x * s).rounded()), Int((p.y * s).rounded()))
    }
}
