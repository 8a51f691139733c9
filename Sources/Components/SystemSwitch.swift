#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

/// `--component switch`: a plain `Toggle` in the default iOS switch style, with its label leading when it
/// has one, tinted when asked.
struct SystemSwitch: View {
    /// The label; nil draws the switch alone (its accessibility label is still "Switch").
    let title: String?
    let tint: Color?
    @Binding var isOn: Bool

    /// What a tap finds the switch by.
    static func label(_ title: String?) -> String { title ?? "Switch" }

    var body: some View {
        if let title {
            Toggle(title, isOn: $isOn).tint(tint)
        } else {
            Toggle(Self.label(nil), isOn: $isOn).labelsHidden().tint(tint)
        }
    }
}
