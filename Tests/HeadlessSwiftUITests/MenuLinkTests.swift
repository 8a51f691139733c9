import Foundation
import Testing
import Raster
@testable import HeadlessSwiftUI

/// `Menu`, `Link` and `ShareLink`: each is its label as a tinted button; a menu's items are not drawn and
/// a tap runs its primary action; a link's tap opens its URL and a share link's shares its item, both
/// recorded in the scene.
@MainActor
struct MenuLinkTests {
    typealias M = ScreenMeasure
    func text(_ l: LaidOut, _ string: String) -> CGRect? { l.nodes.first { $0.node.textString == string }?.frame }

    @Test func aMenuIsItsTintedLabelAndItsItemsAreNotDrawn() async throws {
        let menu = Menu("Options") { Button("Duplicate") {}; Button("Delete", role: .destructive) {} }
        let l = try await layout(menu.padding(20))
        #expect(text(l, "Options") != nil && text(l, "Duplicate") == nil && text(l, "Delete") == nil)
        let p = try await render(menu.padding(20).background(Color.white)).render(at: 0)
        let ink = try #require(M.ink(p, columns: 0..<p.width, rows: 0..<p.height, on: (255, 255, 255)))
        #expect(M.near(M.darkest(p, columns: ink[0]...ink[2], rows: ink[1]...ink[3]), (0, 122, 255), 3))
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Menu { Button("Reset") { count = 0 } } label: { Text("Add \(count)") } primaryAction: { count += 1 }
        }
    }

    @Test func aTapOnAMenuRunsItsPrimaryAction() async throws {
        let l = try await layout(Counter(), host: { $0.tap("Add 0", at: 0) })
        #expect(text(l, "Add 1") != nil)
    }

    struct Framed: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { Text("Menu:"); Menu(configuration) }
        }
    }

    @Test func aCustomMenuStyleWrapsTheDefaultMenu() async throws {
        let l = try await layout(Menu("Sort") { Button("Name") {} }.menuStyle(Framed()))
        let prefix = try #require(text(l, "Menu:")), label = try #require(text(l, "Sort"))
        #expect(label.minX > prefix.maxX)
    }

    @Test func aLinkOpensItsURLAndAShareLinkSharesItsItem() async throws {
        let url = URL(string: "https://example.com/terms")!
        let view = VStack {
            Link("Terms", destination: url)
            ShareLink(item: url)
        }
        let scene = try await render(view, host: { $0.tap("Terms", at: 0); $0.tap("Share", at: 0.5) })
        #expect(scene.recordedModifiers.suffix(2) == ["openURL(https://example.com/terms)", "share(https://example.com/terms)"])
        let l = scene.laidOut(at: 1)
        #expect(text(l, "Share") != nil, "the share link's default label")
        #expect(l.nodes.contains { if case .image = $0.node.content { true } else { false } }, "with its symbol")
    }
}
