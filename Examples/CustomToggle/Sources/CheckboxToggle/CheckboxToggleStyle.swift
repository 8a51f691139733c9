#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

/// A checkbox: a rounded square that fills with the accent colour while a tick draws itself in.
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button {
            withAnimation(.snappy(duration: 0.3)) { configuration.isOn.toggle() }
        } label: {
            HStack(spacing: 10) {
                ZStack {
                    RoundedRectangle(cornerRadius: 6, style: .continuous)
                        .fill(configuration.isOn ? Color.accentColor : Color.clear)
                    RoundedRectangle(cornerRadius: 6, style: .continuous)
                        .strokeBorder(configuration.isOn ? Color.accentColor : Color.secondary, lineWidth: 2)
                    Tick()
                        .trim(from: 0, to: configuration.isOn ? 1 : 0)
                        .stroke(.white, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
                        .padding(6)
                }
                .frame(width: 24, height: 24)

                configuration.label
            }
        }
        .buttonStyle(.plain)
        .accessibilityRepresentation {
            Toggle(isOn: configuration.$isOn) { configuration.label }
        }
    }
}

/// The tick: down to the bottom third, then up to the top-right corner.
struct Tick: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.38, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        }
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// `.toggleStyle(.checkbox)`.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// A settings row with the checkbox, as an app would use it.
public struct TermsRow: View {
    @State private var agreed = false
    public init() {}
    public var body: some View {
        Toggle("I agree to the terms", isOn: $agreed)
            .toggleStyle(.checkbox)
            .padding()
    }
}
