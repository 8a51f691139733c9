import Foundation
import Testing
import Raster
@testable import HeadlessSwiftUI

/// `DisclosureGroup`: closed it shows its label alone; a tap on the label opens it, animated (the rows below
/// move down over the animation, the chevron turns from forward to down); a custom style draws it.
@MainActor
struct DisclosureGroupTests {
    typealias M = ScreenMeasure
    static let phone = RenderConfiguration.Screen(size: CGSize(width: 390, height: 844), safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))

    struct Settings: View {
        var body: some View {
            List {
                DisclosureGroup("Advanced") {
                    Text("Proxy")
                    Text("DNS")
                }
                Text("After")
            }
        }
    }

    func text(_ l: LaidOut, _ string: String) -> CGRect? { l.nodes.first { $0.node.textString == string }?.frame }

    @Test func aTapOpensTheGroupInRowsOfTheirOwnAndTheRowsBelowMoveDownAnimated() async throws {
        let closed = try await layout(Settings(), configure: { $0.screen = Self.phone })
        #expect(text(closed, "Proxy") == nil && text(closed, "DNS") == nil, "closed, the content is not there")
        let label = try #require(text(closed, "Advanced")), after = try #require(text(closed, "After"))
        #expect(abs(after.midY - label.midY - 44) <= 0.5, "one 44 pt row apart: \(label) \(after)")

        let scene = try await render(Settings(), host: { $0.tap("Advanced", at: 0) }, configure: { $0.screen = Self.phone })
        let open = scene.laidOut(at: 5)
        let proxy = try #require(text(open, "Proxy")), dns = try #require(text(open, "DNS")), moved = try #require(text(open, "After"))
        #expect(abs(proxy.midY - label.midY - 44) <= 0.5 && abs(dns.midY - proxy.midY - 44) <= 0.5, "rows of their own: \(proxy) \(dns)")
        #expect(abs(moved.midY - after.midY - 88) <= 0.5, "the row below moved two rows down: \(moved)")
        #expect(abs(proxy.minX - label.minX) <= 0.5, "the content's text starts where the label's does")
        let mid = try #require(text(scene.laidOut(at: 0.1), "After"))
        #expect(mid.midY > after.midY + 4 && mid.midY < moved.midY - 4, "the row below is on its way at 0.1 s: \(mid)")
    }

    /// The chevron at the row's trailing edge, in the tint: taller than wide closed (it points forward),
    /// wider than tall open (it points down).
    @Test func theChevronTurnsDownAsTheGroupOpens() async throws {
        func chevron(_ p: Pixmap) -> [Int]? { M.ink(p, columns: 1000..<1110, rows: 100..<500, on: (255, 255, 255)) }
        let closed = try #require(chevron(try await render(Settings(), configure: { $0.screen = Self.phone }).render(at: 0)))
        let open = try #require(chevron(try await render(Settings(), host: { $0.tap("Advanced", at: 0) }, configure: { $0.screen = Self.phone }).render(at: 5)))
        #expect(closed[3] - closed[1] > closed[2] - closed[0] + 6, "closed: tall \(closed)")
        #expect(open[2] - open[0] > open[3] - open[1] + 6, "open: wide \(open)")
        let p = try await render(Settings(), configure: { $0.screen = Self.phone }).render(at: 0)
        let colour = M.darkest(p, columns: closed[0]...closed[2], rows: closed[1]...closed[3])
        #expect(M.near(colour, (0, 122, 255), 3), "tinted \(colour)")
    }

    @Test func aBoundGroupOpensFromItsBindingAndOutsideAListIndentsItsContent() async throws {
        let l = try await layout(VStack(alignment: .leading) {
            DisclosureGroup("Filters", isExpanded: .constant(true)) { Text("Colour") }
        }.frame(width: 300))
        let label = try #require(text(l, "Filters")), content = try #require(text(l, "Colour"))
        #expect(abs(content.minX - label.minX - 16) <= 0.5, "indented 16 pt: \(label) \(content)")
        #expect(content.minY >= label.maxY + 8 - 0.5, "below the label: \(content)")
    }

    struct Boxed: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Button(configuration.isExpanded ? "Hide" : "Show") { configuration.isExpanded.toggle() }
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    @Test func aCustomStyleDrawsTheGroupAndTogglesIt() async throws {
        let group = DisclosureGroup("Ignored") { Text("Inside") }.disclosureGroupStyle(Boxed())
        let closed = try await layout(group)
        #expect(text(closed, "Show") != nil && text(closed, "Ignored") == nil && text(closed, "Inside") == nil)
        let open = try await layout(group, host: { $0.tap("Show", at: 0) })
        #expect(text(open, "Hide") != nil && text(open, "Inside") != nil)
    }
}
