import Foundation
import Testing
@testable import HeadlessSwiftUI

/// App-level state and system values: `@AppStorage` from the render's defaults (writes in memory, seen by
/// every reader), `@SceneStorage`, `@FocusState`, `@Namespace`, `dismiss` and `openURL` recorded, the
/// locale, calendar and time zone fixed for the render, size classes from the device.
@MainActor
struct AppStateTests {
    enum Theme: String { case plain, bold }

    struct Settings: View {
        @AppStorage("volume") private var volume = 2
        @AppStorage("theme") private var theme = Theme.plain
        @SceneStorage("tab") private var tab = 1
        var body: some View {
            Button("Louder") { volume += 1; tab += 1 }
            Button("Bold") { theme = .bold }
            Color.red.frame(width: CGFloat(volume) * 10, height: theme == .bold ? 20 : 10)
            Color.blue.frame(width: CGFloat(tab) * 10, height: 10)
            Mirror()
        }
    }
    /// Another reader of the same key.
    struct Mirror: View {
        @AppStorage("volume") private var volume = 0
        var body: some View { Color.green.frame(width: CGFloat(volume), height: 1) }
    }

    @Test func appStorageStartsAtItsDefaultOrTheRendersValue() async throws {
        #expect(try await layout(Settings()).frame("frame").width == 20)
        let given = try await layout(Settings(), configure: { $0.appStorage = ["volume": 7, "theme": "bold"] })
        #expect(given.frame("frame").size == CGSize(width: 70, height: 20))
        #expect(given.frame("frame", 2).width == 7)
    }

    @Test func writesReachEveryReaderOfTheKey() async throws {
        let l = try await layout(Settings()) { $0.tap("Louder"); $0.tap("Bold", at: 0.1) }
        #expect(l.frame("frame", 0).size == CGSize(width: 30, height: 20))
        #expect(l.frame("frame", 1).width == 20)
        #expect(l.frame("frame", 2).width == 3)
    }

    @Test func aValueOfTheWrongTypeFallsBackToTheDefault() async throws {
        #expect(try await layout(Settings(), configure: { $0.appStorage = ["volume": "loud"] }).frame("frame").width == 20)
    }

    struct Focus: View {
        enum Field: Hashable { case name, email }
        @FocusState private var focused: Field?
        @FocusState private var on: Bool
        @Namespace private var space
        var body: some View {
            Button("Next") { focused = .email; on = true }
            Color.red.frame(width: focused == .email ? 20 : 10, height: on ? 20 : 10)
                .focused($focused, equals: .name).focused($on)
        }
    }

    @Test func focusStateIsStateTheViewSets() async throws {
        #expect(try await layout(Focus()).frame("frame").size == CGSize(width: 10, height: 10))
        #expect(try await layout(Focus()) { $0.tap("Next") }.frame("frame").size == CGSize(width: 20, height: 20))
    }

    struct Spaces: View {
        @Namespace private var a
        @Namespace private var b
        @State private var first: Namespace.ID?
        @State private var flips = 0
        var body: some View {
            Button("Flip") { if first == nil { first = a }; flips += 1 }
            Color.red.frame(width: a != b && (first == nil || first == a) ? 10 : 5, height: CGFloat(flips))
        }
    }

    @Test func namespacesAreStableAndDistinct() async throws {
        #expect(try await layout(Spaces()) { $0.tap("Flip", at: 0); $0.tap("Flip", at: 0.1) }.frame("frame").size == CGSize(width: 10, height: 2))
    }

    struct Actions: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.openURL) private var openURL
        var body: some View {
            Button("Close") { dismiss() }
            Button("Help") { openURL(URL(string: "https://example.com/help")!) }
        }
    }

    @Test func dismissAndOpenURLAreRecorded() async throws {
        let scene = try await render(Actions()) { $0.tap("Help"); $0.tap("Close", at: 0.1) }
        #expect(scene.recordedModifiers.suffix(2) == ["openURL(https://example.com/help)", "dismiss"])
    }

    struct System: View {
        @Environment(\.locale) private var locale
        @Environment(\.timeZone) private var zone
        @Environment(\.calendar) private var calendar
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        var body: some View {
            Color.red.frame(width: horizontal == .compact ? 10 : 20, height: vertical == .regular ? 10 : 20)
            Text(locale.identifier + " " + zone.identifier + " \(calendar.identifier)")
        }
    }

    @Test func systemValuesAreTheRendersAndTheDevices() async throws {
        let phone = try await layout(System(), configure: { $0.screen = .init(size: CGSize(width: 402, height: 874)) })
        #expect(phone.frame("frame").size == CGSize(width: 10, height: 10))
        let landscape = try await layout(System(), configure: { $0.screen = .init(size: CGSize(width: 874, height: 402)) })
        #expect(landscape.frame("frame").size == CGSize(width: 10, height: 20))
        let pad = try await layout(System(), configure: { $0.screen = .init(size: CGSize(width: 820, height: 1180)) })
        #expect(pad.frame("frame").size == CGSize(width: 20, height: 10))
        let scene = try await render(System())
        #expect(scene.accessibilityDescription.contains("en_US GMT gregorian"))
    }
}
