import Foundation
import Testing
@testable import HeadlessSwiftUI

/// Labels in consecutive list rows: icons of different widths centred in one column, so the titles and
/// the separators under them start at one x (`Lists/LabelIconColumn.swift`).
@MainActor
struct LabelIconColumnTests {
    static let symbols = ["wifi", "airplane", "bell", "person.crop.circle"]

    struct Rows: View {
        var body: some View {
            List {
                ForEach(LabelIconColumnTests.symbols, id: \.self) { Label($0.capitalized, systemImage: $0) }
                Section("Other") { Label("Gear", systemImage: "gear") }
            }
        }
    }

    @Test func titlesLineUpWhateverTheIconWidths() async throws {
        let l = try await layout(Rows(), configure: { $0.screen = ListTests.screen })
        let titles = Self.symbols.map { SystemControlsMoreTests.textFrame(l, $0.capitalized) }
        // Each column's icon: the node after it.
        let icons: [CGRect] = l.nodes.indices.filter { l.nodes[$0].name == "LabelIconColumnLayout" }.map { l.nodes[$0 + 1].frame }
        #expect(icons.count == 5)
        let widths = icons.prefix(4).map(\.width)
        #expect(Set(widths).count > 1, "the symbols differ in width: \(widths)")
        #expect(titles.allSatisfy { abs($0.minX - titles[0].minX) < 0.01 }, "titles at one x: \(titles.map(\.minX))")
        #expect(icons.prefix(4).allSatisfy { abs($0.midX - icons[0].midX) <= 0.34 }, "icons centred on one x: \(icons.map(\.midX))")
        // The title starts the column's width (the widest icon) and the spacing after the row's inset.
        let widest = widths.max()!, leftmost = icons.prefix(4).map(\.minX).min()!
        #expect(abs(titles[0].minX - (leftmost + widest + TitleAndIconLabelStyle.spacing)) <= 0.34)
        // The separators start at the titles.
        let separators: [CGRect] = l.nodes.filter { $0.name == "Rectangle" && $0.frame.height < 1 }.map(\.frame)
        #expect(separators.count == 3 && separators.allSatisfy { abs($0.minX - titles[0].minX) < 0.01 }, "\(separators) vs \(titles[0].minX)")
        // Another section has its own column: its one label is laid out as alone.
        let gear = SystemControlsMoreTests.textFrame(l, "Gear"), gearIcon = icons[4]
        #expect(abs(gear.minX - (gearIcon.maxX + TitleAndIconLabelStyle.spacing)) <= 0.34)
    }

    /// Outside a list, a label is its icon then its title, nothing reserved.
    @Test func aLabelAloneReservesNothing() async throws {
        let l = try await layout(Label("Wifi", systemImage: "wifi"))
        #expect(!l.nodes.contains { $0.name == "LabelIconColumnLayout" })
    }
}
