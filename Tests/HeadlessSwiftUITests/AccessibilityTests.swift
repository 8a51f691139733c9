import Testing
@testable import HeadlessSwiftUI

/// What VoiceOver reads (the description `frames.json` carries) and how taps find controls by it.
@MainActor
struct AccessibilityTests {
    @Test func controlsReadAsLabelRoleValue() async throws {
        struct Settings: View {
            @State private var on = true
            var body: some View {
                Text("Title").accessibilityAddTraits(.isHeader)
                Toggle("Wi-Fi", isOn: $on)
                Button("Done") {}
                Image(systemName: "sparkle").accessibilityHidden(true)
            }
        }
        let scene = try await render(Settings())
        #expect(scene.accessibilityDescription == "Title, heading. Wi-Fi, switch, on. Done, button")
    }

    /// A label that is only read (a custom style that shows no label, a representation) needs its words,
    /// not a font: with a font that cannot load, it still reads and nothing fails; a drawn Text still fails.
    @Test func aLabelThatIsOnlyReadLoadsNoFont() async throws {
        struct Knob: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Circle().frame(width: 20, height: 20)
                    .accessibilityRepresentation { Toggle(isOn: configuration.$isOn) { configuration.label } }
            }
        }
        struct Unshown: View {
            @State private var on = false
            var body: some View { Toggle(isOn: $on) { Text("Night mode") }.toggleStyle(Knob()) }
        }
        let badFont: (inout RenderConfiguration) -> Void = { $0.fontPath = "/nonexistent/font.otf" }
        let scene = try await render(Unshown(), host: { $0.tap("Night mode") }, configure: badFont)
        #expect(scene.accessibilityDescription == "Night mode, switch, on")
        await #expect(throws: (any Error).self) { _ = try await render(Text("Night mode"), configure: badFont) }
    }

    @Test func aRepresentationReplacesTheNodesAccessibility() async throws {
        struct Styled: View {
            @State private var on = false
            var body: some View {
                Button { on.toggle() } label: { Circle().frame(width: 20, height: 20) }
                    .accessibilityRepresentation { Toggle("Dark", isOn: $on) }
            }
        }
        let scene = try await render(Styled()) { $0.tap("Dark") }
        #expect(scene.accessibilityDescription == "Dark, switch, on")
    }

    @Test func labelsValuesAndTraitsOnAButton() async throws {
        struct Card: View {
            @State private var on = true
            var body: some View {
                Button { on.toggle() } label: { Image(systemName: on ? "bell.fill" : "bell.slash.fill") }
                    .accessibilityLabel("Alerts")
                    .accessibilityValue(on ? "On" : "Off")
                    .accessibilityAddTraits(.isToggle)
            }
        }
        #expect(try await render(Card()) { $0.tap("Alerts") }.accessibilityDescription == "Alerts, switch, Off")
    }

    @Test func aTapOnAnUnknownLabelNamesTheControls() async throws {
        struct Two: View {
            var body: some View { Button("One") {}; Text("Two").onTapGesture {} }
        }
        do {
            _ = try await render(Two()) { $0.tap("Three") }
            Issue.record("expected an error")
        } catch let error as ViewError {
            #expect(error.description == "no control labelled 'Three'; the controls are: 'One', 'Two'")
        }
    }

    @Test func aDisabledButtonDoesNotRespond() async throws {
        struct Locked: View {
            @State private var count = 0
            var body: some View {
                Button("Add") { count += 1 }.disabled(true)
                Color.red.frame(width: CGFloat(count), height: 1)
            }
        }
        await #expect(throws: ViewError.self) { _ = try await render(Locked()) { $0.tap("Add") } }
    }

    @Test func aTapGestureRuns() async throws {
        struct Tappable: View {
            @State private var on = false
            var body: some View { Color.red.frame(width: on ? 20 : 10, height: 10).onTapGesture { on = true }.accessibilityLabel("Square") }
        }
        #expect(try await layout(Tappable()) { $0.tap("Square") }.frame("frame").width == 20)
    }

    @Test func aCustomToggleStyleIsTappedThroughItsOwnButton() async throws {
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button { withAnimation(.linear(duration: 1)) { configuration.isOn.toggle() } } label: {
                    HStack { Image(systemName: configuration.isOn ? "bell.fill" : "bell.slash.fill"); configuration.label }
                }
            }
        }
        struct Form: View {
            @State private var on = false
            var body: some View {
                Toggle("Agree", isOn: $on).toggleStyle(Check())
                Color.red.frame(width: on ? 100 : 0, height: 1)
            }
        }
        // The style's withAnimation runs: halfway at 0.5 s.
        let l = try await layout(Form(), time: 0.5) { $0.tap("Agree") }
        #expect(abs(l.frame("frame").width - 50) < 0.34)
    }
}
