// CanvasBarChart.swift: a bar chart drawn in a SwiftUI `Canvas` with a `GraphicsContext` (iOS 15+): grid
// lines, axis labels as resolved text, twelve rounded bars filled with one gradient and lifted by a shadow.
// `togglerender preview Examples/Gallery/CanvasBarChart.swift --view SalesChart OUT` renders it; the view
// layer's tests compile this same file (Tests/HeadlessSwiftUITests/Gallery/ links to it) for its golden.
#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

/// Twelve months of values drawn in one Canvas.
struct SalesChart: View {
    var values: [Double] = [42, 55, 48, 63, 71, 66, 80, 92, 85, 74, 88, 97]
    let months = ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Monthly sales").font(.headline)
            Canvas { context, size in
                draw(in: &context, size: size)
            }
            .frame(height: 180)
        }
        .padding(16)
        .frame(width: 340)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.white))
    }

    /// The chart in `size`: a left gutter for the scale, a bottom one for the months.
    func draw(in context: inout GraphicsContext, size: CGSize) {
        let left: CGFloat = 28, bottom: CGFloat = 20
        let plot = CGRect(x: left, y: 4, width: size.width - left, height: size.height - bottom - 4)
        let top = 100.0

        // Grid lines and the scale every 25.
        for step in stride(from: 0.0, through: top, by: 25) {
            let y = plot.maxY - plot.height * CGFloat(step / top)
            var line = Path()
            line.move(to: CGPoint(x: plot.minX, y: y))
            line.addLine(to: CGPoint(x: plot.maxX, y: y))
            context.stroke(line, with: .color(.gray.opacity(step == 0 ? 0.6 : 0.25)),
                           style: StrokeStyle(lineWidth: 1, dash: step == 0 ? [] : [3, 3]))
            context.draw(Text("\(Int(step))").font(.caption2).foregroundColor(.secondary),
                         at: CGPoint(x: left - 6, y: y), anchor: .trailing)
        }

        // The bars, in a layer that casts one soft shadow, filled with a gradient over the plot's height.
        let slot = plot.width / CGFloat(values.count)
        let gradient = Gradient(colors: [.teal, .blue, .indigo])
        context.drawLayer { bars in
            bars.addFilter(.shadow(color: .black.opacity(0.2), radius: 3, x: 0, y: 2))
            for (index, value) in values.enumerated() {
                let height = plot.height * CGFloat(value / top)
                let bar = CGRect(x: plot.minX + CGFloat(index) * slot + slot * 0.18, y: plot.maxY - height,
                                 width: slot * 0.64, height: height)
                bars.fill(Path(roundedRect: bar, cornerRadius: 4),
                          with: .linearGradient(gradient, startPoint: CGPoint(x: 0, y: plot.minY), endPoint: CGPoint(x: 0, y: plot.maxY)))
            }
        }

        // The months under their bars.
        for (index, month) in months.enumerated() {
            let x = plot.minX + (CGFloat(index) + 0.5) * slot
            context.draw(Text(month).font(.caption2).foregroundColor(.secondary), at: CGPoint(x: x, y: plot.maxY + 4), anchor: .top)
        }
    }
}
