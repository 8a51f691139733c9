// PillToggle.swift: a custom toggle style as it is written for iOS; `togglerender preview` renders it.
import SwiftUI

/// A label on the leading edge and a pill on the trailing edge whose knob slides across when tapped.
struct PillToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Capsule()
                .fill(configuration.isOn ? Color.green : Color(.systemGray4))
                .frame(width: 50, height: 30)
                .overlay(alignment: configuration.isOn ? .trailing : .leading) {
                    Circle()
                        .fill(.white)
                        .frame(width: 26, height: 26)
                        .padding(2)
                        .shadow(color: .black.opacity(0.15), radius: 2, y: 1)
                }
                .onTapGesture {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                        configuration.isOn.toggle()
                    }
                }
        }
    }
}

struct WifiSettingRow: View {
    @State private var isOn = false

    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn)
            .toggleStyle(PillToggleStyle())
            .padding()
            .frame(width: 320)
    }
}

#Preview {
    WifiSettingRow()
}
