/// Progress, as SwiftUI's `ProgressView`: with a value, iOS's linear bar (4 pt, the tint over systemFill,
/// rounded); without one, the spinner of eight spokes, turning with render time; a label above the bar or
/// below the spinner. Sizes are UIKit's documented defaults (4 pt bar; a 20 pt medium spinner), not measured.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    static var barHeight: CGFloat { 4 }
    static var spinnerSize: CGFloat { 20 }
    /// One turn a second, in eight steps (a guess at UIActivityIndicatorView's pace).
    static var spokes: Int { 8 }

    public var body: some View {
        if let fraction {
            VStack(alignment: .leading, spacing: 8) {
                label
                Capsule().fill(Color(uiColor: .systemFill))
                    .frame(height: Self.barHeight)
                    .overlay(alignment: .leading) {
                        GeometryReader { proxy in
                            Capsule().fill(.tint).frame(width: proxy.size.width * min(1, max(0, fraction)), height: Self.barHeight)
                        }
                    }
            }
        } else {
            VStack(spacing: 8) {
                Spinner(spokes: Self.spokes).frame(width: Self.spinnerSize, height: Self.spinnerSize)
                label.foregroundStyle(.secondary)
            }
        }
    }
}

/// The activity indicator's spokes, fading from the leading one, stepping round on render time.
struct Spinner: View {
    let spokes: Int
    @State private var step = 0

    var body: some View {
        ZStack {
            ForEach(0..<spokes, id: \.self) { i in
                Capsule()
                    .fill(Color(uiColor: .secondaryLabel))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -6.5)
                    .rotationEffect(.degrees(Double(i) * 360 / Double(spokes)))
                    .opacity(1 - Double((i - step + spokes) % spokes) / Double(spokes) * 0.85)
            }
        }
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1.0 / Double(spokes)))
                step = (step + 1) % spokes
            }
        }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView, Label == EmptyView {
    public init() { fraction = nil; label = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { Double($0) / Double(total) }; label = nil
    }
}
extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) { fraction = nil; self.label = label() }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { Double($0) / Double(total) }; self.label = label()
    }
}
extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
    public init(_ titleKey: LocalizedStringKey) { fraction = nil; label = Text(titleKey) }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = value.map { Double($0) / Double(total) }; label = Text(titleKey)
    }
}
