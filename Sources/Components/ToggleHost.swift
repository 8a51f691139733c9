#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

/// A view that owns a toggle's state, as an app's screen does, and gives the component a binding to it: how a
/// component that takes `@Binding` is rendered alone.
struct ToggleHost<Content: View>: View {
    @State private var isOn: Bool
    let content: (Binding<Bool>) -> Content

    init(isOn: Bool, @ViewBuilder content: @escaping (Binding<Bool>) -> Content) {
        _isOn = State(initialValue: isOn)
        self.content = content
    }

    var body: some View { content($isOn) }
}
