import Foundation
import Testing
import Raster
import ImageIO
@testable import HeadlessSwiftUI

/// Lists and forms against iOS 18's renders (Fixtures/groundtruth/swiftui, facts in
/// ../shared/groundtruth/swiftui/INDEX.md): each view is the one quoted there, rendered on a 390 × 844 pt
/// screen whose top inset is where iOS's navigation bar starts (54 pt, the iPhone 16 host's status bar).
@MainActor
struct ListTests {
    static let screen = RenderConfiguration.Screen(size: CGSize(width: 390, height: 844), safeArea: EdgeInsets(top: 54, leading: 0, bottom: 34, trailing: 0))

    /// list_sections_headers_checkmarks_inlinetitle_ios18_3x.png (home-assistant ListPicker).
    struct SectionsPicker: View {
        struct Item: Identifiable { let id: Int; let title: String }
        struct Group: Identifiable { let id: Int; let title: String; let items: [Item] }
        let sections = [1, 2].map { s in Group(id: s, title: "Section \(s)", items: ["Abc", "aaaa", "bbbb", "ccccc"].enumerated().map { Item(id: $0.offset + 1, title: $0.element) }) }
        var body: some View {
            NavigationView {
                List {
                    ForEach(sections) { section in
                        Section(section.title) {
                            ForEach(section.items) { item in
                                Button {} label: {
                                    HStack {
                                        Text(item.title).frame(maxWidth: .infinity, alignment: .leading)
                                        if section.id == 1 && item.id == 2 { Image(systemName: "checkmark").foregroundColor(.accentColor) }
                                    }
                                }
                            }
                        }
                    }
                }
                .navigationBarTitleDisplayMode(.inline)
                .navigationTitle("Title 1")
            }
        }
    }

}

extension ListTests {
    nonisolated static let groupedBackground: ScreenMeasure.RGB = (242, 242, 247)
    nonisolated static let white: ScreenMeasure.RGB = (255, 255, 255)
    nonisolated static let separator: ScreenMeasure.RGB = (198, 198, 200)

    /// The cards (runs of not-background in a column left of the separators), the separators (in a column
    /// right of them), each card's first row's text ink, each header's ink, and the title's ink, measured
    /// alike on both images.
    struct Measured {
        var cards: [Range<Int>] = []
        var separators: [Range<Int>] = []
        var separatorStart: Int?
        var rowInk: [[Int]] = []
        var headerInk: [[Int]] = []
        var titleInk: [Int]?

        init(_ p: Pixmap, rows: Range<Int>) {
            let m = ScreenMeasure.self
            // Cards: at x = 30 pt, what is white (the card) among the grouped background.
            cards = m.runs(p, x: 90, rows: rows, of: white, tolerance: 2).filter { $0.count > 30 }
            separators = m.runs(p, x: 600, rows: rows, of: separator, tolerance: 6)
            if let s = separators.first {
                separatorStart = (30..<600).first { m.near(m.rgb(p, $0, s.lowerBound), separator, 6) }
            }
            for card in cards {
                if let box = m.ink(p, columns: 90..<900, rows: card.lowerBound..<(card.lowerBound + 130), on: white) { rowInk.append(box) }
                if let box = m.ink(p, columns: 90..<900, rows: (card.lowerBound - 80)..<(card.lowerBound - 3), on: groupedBackground) { headerInk.append(box) }
            }
            titleInk = m.ink(p, columns: 0..<1170, rows: 170..<(cards.first?.lowerBound ?? 400) - 90, on: groupedBackground)
        }
    }

    /// The view of list_sections_headers_checkmarks_inlinetitle_ios18_3x.png: cards, rows, separators,
    /// headers and the inline title within 1 pt of iOS's, text baselines within a pixel or as noted.
    @Test func sectionsMatchIOS18Geometry() async throws {
        // The app's tint, (0, 174, 248) (home-assistant's haPrimary), as in the render.
        let view = SectionsPicker().tint(Color(red: 0, green: 174 / 255, blue: 248 / 255))
        let ours = try await render(view, configure: { $0.screen = Self.screen }).render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/list_sections_headers_checkmarks_inlinetitle_ios18_3x.png")
        let a = Measured(ours, rows: 300..<2400), b = Measured(truth, rows: 300..<2400)
        print("ours", a.cards, a.separators, a.separatorStart as Any, a.rowInk, a.headerInk, a.titleInk as Any)
        print("iOS ", b.cards, b.separators, b.separatorStart as Any, b.rowInk, b.headerInk, b.titleInk as Any)
        #expect(a.cards.count == 2 && b.cards.count == 2)
        for (x, y) in zip(a.cards, b.cards) {
            #expect(abs(x.lowerBound - y.lowerBound) <= 3 && abs(x.upperBound - y.upperBound) <= 3, "card \(x) vs iOS \(y)")
        }
        #expect(a.separators.count == b.separators.count)
        for (x, y) in zip(a.separators, b.separators) { #expect(abs(x.lowerBound - y.lowerBound) <= 3 && x.count == 1, "separator \(x) vs \(y)") }
        #expect(a.separatorStart == 120 && b.separatorStart == 120, "separators from x = 40 pt")
        for (x, y) in zip(a.rowInk, b.rowInk) {
            #expect(abs(x[3] - y[3]) <= 1, "row text baseline \(x) vs iOS \(y)")
            #expect(abs(x[0] - y[0]) <= 3, "row text start \(x) vs iOS \(y)")
        }
        for (x, y) in zip(a.headerInk, b.headerInk) {
            #expect(abs(x[3] - y[3]) <= 1, "header baseline \(x) vs iOS \(y)")
            #expect(abs(x[0] - y[0]) <= 3, "header start \(x) vs iOS \(y)")
        }
        if let x = a.titleInk, let y = b.titleInk {
            #expect(abs(x[3] - y[3]) <= 1, "title baseline \(x) vs iOS \(y)")
            #expect(abs((x[0] + x[2]) - (y[0] + y[2])) <= 6, "title centred: \(x) vs iOS \(y)")
        } else { Issue.record("no title ink") }
        // Colours: background, card, separator.
        let m = ScreenMeasure.self
        #expect(m.near(m.rgb(ours, 10, 1000), m.rgb(truth, 10, 1000), 3) && m.near(m.rgb(truth, 10, 1000), Self.groupedBackground, 1))
        #expect(m.near(m.rgb(ours, 600, a.cards[0].lowerBound + 20), m.rgb(truth, 600, b.cards[0].lowerBound + 20), 3))
        #expect(m.near(m.rgb(ours, 600, a.separators[0].lowerBound), m.rgb(truth, 600, b.separators[0].lowerBound), 3))
    }
}

extension ListTests {
    /// The row rule (`ListRowLayout`) against INDEX.md's rows: a toggle row 44 pt with the switch 6.5 pt down
    /// (iOS 18 PrivacyView: 6.67), a stepper row 44 pt with the 32 pt stepper 6 pt down (iOS 17), a headline
    /// over a subheadline 68.33 pt (iOS 17 Plan list), a text row 44 pt.
    @Test func rowsAreAsTallAsIOSMakesThem() async throws {
        let view = List {
            Toggle("Alerts", isOn: .constant(true))
            Stepper("Quantity", value: .constant(1), in: 1...9)
            HStack {
                VStack(alignment: .leading, spacing: 8) { Text("Peanut Butter").font(.headline); Text("Quantity: 1").font(.subheadline) }
                Spacer()
                Button("Edit") {}
            }
            Text("Export my data")
        }
        let l = try await layout(view, configure: { $0.screen = Self.screen })
        let rows = l.nodes.filter { $0.name == "ListRow" }.map(\.frame)
        #expect(rows.count == 4)
        #expect(rows[0].height == 44 && rows[1].height == 44 && rows[3].height == 44, "\(rows)")
        #expect(abs(rows[2].height - 68.33) <= 1, "two lines: \(rows[2].height)")
        let track = l.frame("Capsule")
        #expect(abs(track.minY - rows[0].minY - 6.5) <= 0.34, "switch \(track.minY - rows[0].minY) pt down")
        let pill = l.nodes.first { $0.name == "HStack" && abs($0.frame.width - 94) < 0.01 }!.frame
        #expect(abs(pill.minY - rows[1].minY - 6) <= 0.34, "stepper \(pill.minY - rows[1].minY) pt down")
    }
}
