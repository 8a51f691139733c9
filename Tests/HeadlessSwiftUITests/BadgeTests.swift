import Foundation
import Testing
import Raster
@testable import HeadlessSwiftUI

/// `.badge`: on a tab item, white text on a red capsule at the symbol's top trailing corner; on a list row,
/// a secondary value at the trailing edge, before a navigation link's chevron; zero or nil, none.
@MainActor
struct BadgeTests {
    typealias M = ScreenMeasure
    func text(_ l: LaidOut, _ string: String) -> LaidOut.Node? { l.nodes.first { $0.node.textString == string } }

    struct Tabs: View {
        var count = 3
        var body: some View {
            TabView {
                Text("Inbox page").tabItem { Label("Inbox", systemImage: "tray") }.badge(count)
                Text("Sent page").tabItem { Label("Sent", systemImage: "paperplane") }
            }
        }
    }

    @Test func aTabItemsBadgeIsARedCapsuleAtItsSymbolsTopTrailingCorner() async throws {
        let screen = TabViewTests.phone
        let l = try await layout(Tabs(), configure: { $0.screen = screen })
        let badge = try #require(text(l, "3")), title = try #require(text(l, "Inbox"))
        let symbol = try #require(l.nodes.first { if case .image = $0.node.content { $0.frame.midY > 700 && abs($0.frame.midX - title.frame.midX) < 2 } else { false } })
        #expect(abs(badge.frame.midX - symbol.frame.maxX) <= 1.5, "centred on the symbol's trailing edge: \(badge.frame) \(symbol.frame)")
        #expect(badge.frame.midY < symbol.frame.midY, "high on the symbol")
        let p = try await render(Tabs(), configure: { $0.screen = screen }).render(at: 0)
        // Beside the digit, inside the capsule: red.
        let red = M.rgb(p, Int((badge.frame.minX - 2) * 3), Int(badge.frame.midY * 3))
        #expect(M.near(red, (255, 59, 48), 3), "\(red)")
        let none = try await layout(Tabs(count: 0), configure: { $0.screen = screen })
        #expect(text(none, "0") == nil, "a count of zero shows no badge")
    }

    @Test func aListRowsBadgeTrailsTheRowAndPrecedesALinksChevron() async throws {
        let view = NavigationStack {
            List {
                Text("Flagged").badge(12)
                NavigationLink("Drafts") { Text("drafts") }.badge("New")
                Text("Archive").badge(nil as Text?)
            }
        }
        let l = try await layout(view, configure: { $0.screen = DisclosureGroupTests.phone })
        let twelve = try #require(text(l, "12")), new = try #require(text(l, "New"))
        #expect(abs(twelve.frame.maxX - 350) <= 1, "at the row's trailing inset (390 − 20 − 20): \(twelve.frame)")
        #expect(new.frame.maxX < 340 && new.frame.maxX > 300, "before the chevron: \(new.frame)")
        let p = try await render(view, configure: { $0.screen = DisclosureGroupTests.phone }).render(at: 0)
        let ink = try #require(M.ink(p, columns: Int(twelve.frame.minX * 3)..<Int(twelve.frame.maxX * 3), rows: Int(twelve.frame.minY * 3)..<Int(twelve.frame.maxY * 3), on: (255, 255, 255)))
        let colour = M.darkest(p, columns: ink[0]...ink[2], rows: ink[1]...ink[3])
        #expect(M.near(colour, (138, 138, 142), 4), "the secondary colour: \(colour)")
    }
}
