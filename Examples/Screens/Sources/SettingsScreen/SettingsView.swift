#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

/// An app's Settings screen: four sections in a form under a large title, links to detail screens.
public struct SettingsView: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var theme = Theme.system
    @State private var volume = 0.6
    @State private var fontSize = 17
    @State private var displayName = ""

    public init() {}

    public enum Theme: String, CaseIterable, Identifiable, Sendable {
        case system = "System", light = "Light", dark = "Dark"
        public var id: Self { self }
    }

    public var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                } header: {
                    Text("Alerts")
                } footer: {
                    Text("Notifications appear on the lock screen and in the notification centre.")
                }
                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Stepper("Text Size: \(fontSize)", value: $fontSize, in: 12...24)
                }
                Section {
                    Slider(value: $volume) { Text("Volume") }
                } header: {
                    Text("Volume")
                } footer: {
                    Text("Applies to alerts and media.")
                }
                Section("Account") {
                    TextField("Display Name", text: $displayName)
                    NavigationLink("Privacy") { PrivacyView() }
                    NavigationLink("About") { Text("Version 1.0") }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
            }
        }
    }
}

/// The screen the "Privacy" link pushes.
struct PrivacyView: View {
    @State private var analytics = false
    var body: some View {
        Form {
            Section {
                Toggle("Share Analytics", isOn: $analytics)
            } footer: {
                Text("Nothing is shared unless you turn this on.")
            }
        }
        .navigationTitle("Privacy")
        .navigationBarTitleDisplayMode(.inline)
    }
}
