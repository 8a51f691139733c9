import SwiftUI

/// A settings row whose switch is the system's.
struct SettingRow: View {
    var title: String
    @State var isOn: Bool

    var body: some View {
        Toggle(title, isOn: $isOn)
            .padding()
            .frame(width: 320)
    }
}

/// A checkbox style: a rounded square that fills and shows a check mark when on.
struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            RoundedRectangle(cornerRadius: 5)
                .fill(configuration.isOn ? Color.accentColor : Color.clear)
                .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color.secondary, lineWidth: configuration.isOn ? 0 : 1.5))
                .overlay(Image(systemName: "checkmark").font(.caption.bold()).foregroundStyle(.white).opacity(configuration.isOn ? 1 : 0))
                .frame(width: 22, height: 22)
                .onTapGesture { withAnimation(.easeInOut(duration: 0.2)) { configuration.isOn.toggle() } }
            configuration.label
        }
    }
}

#Preview("Wi-Fi switch") {
    SettingRow(title: "Wi-Fi", isOn: false)
}

#Preview("Bluetooth on") {
    SettingRow(title: "Bluetooth", isOn: true)
}

#Preview("Checkbox, off") {
    @Previewable @State var agreed = false
    Toggle("I agree", isOn: $agreed).toggleStyle(CheckboxStyle()).padding()
}

#Preview("Checkbox, on") {
    @Previewable @State var agreed = true
    Toggle("I agree", isOn: $agreed).toggleStyle(CheckboxStyle()).padding()
}
