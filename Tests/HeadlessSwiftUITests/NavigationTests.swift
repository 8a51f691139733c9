import Foundation
import Testing
import Raster
import ImageIO
@testable import HeadlessSwiftUI

/// Navigation stacks: their bars and link rows against iOS 18's renders (Fixtures/groundtruth/swiftui), and
/// the push and pop driven by taps.
@MainActor
struct NavigationTests {
    typealias M = ScreenMeasure

    /// list_navigationlink_row_trailing_value_ios18_3x.png (home-assistant ListPicker): one link row with a
    /// secondary value; no title, so no bar: the list starts at the host's 59 pt safe area.
    struct LinkRow: View {
        var body: some View {
            NavigationView {
                List {
                    NavigationLink { Text("Picker") } label: {
                        HStack {
                            Text("Select Item").frame(maxWidth: .infinity, alignment: .leading)
                            Text("aaaa").frame(alignment: .trailing).foregroundColor(Color(uiColor: .secondaryLabel)).lineLimit(1)
                        }
                    }
                }
            }
        }
    }

    @Test func linkRowMatchesIOS18() async throws { try await Self.expectLinkRowMatchesIOS18(LinkRow()) }

    /// The measurements of `linkRowMatchesIOS18` for any view that should draw that row (a navigation-link
    /// picker does, `PickerStyleTests`).
    static func expectLinkRowMatchesIOS18<V: View>(_ view: V) async throws {
        let screen = RenderConfiguration.Screen(size: CGSize(width: 390, height: 844), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let ours = try await render(view, configure: { $0.screen = screen }).render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/list_navigationlink_row_trailing_value_ios18_3x.png")
        let white = ListTests.white
        let cardA = M.runs(ours, x: 90, rows: 150..<600, of: white, tolerance: 2), cardB = M.runs(truth, x: 90, rows: 150..<600, of: white, tolerance: 2)
        #expect(cardB == [283..<413], "iOS's card at x = 30 pt: 94.33–137.67 pt (its corners' anti-aliasing)")
        #expect(cardA.count == 1 && abs(cardA[0].lowerBound - 283) <= 1 && abs(cardA[0].upperBound - 413) <= 1, "card \(cardA)")
        // The label's start and baseline (its end is the stand-in font's width), the value's end and
        // baseline (it is trailing-aligned), the chevron's box: each within a pixel, or 1 pt where noted.
        func ink(_ p: Pixmap, _ columns: Range<Int>) -> [Int]? {
            M.ink(p, columns: columns, rows: 282..<414, on: white, threshold: 40)
        }
        let label = (ink(ours, 90..<600)!, ink(truth, 90..<600)!)
        let value = (ink(ours, 800..<1010)!, ink(truth, 800..<1010)!)
        let chevron = (ink(ours, 1010..<1100)!, ink(truth, 1010..<1100)!)
        #expect(abs(label.0[0] - label.1[0]) <= 1 && abs((label.0[3] - cardA[0].lowerBound) - (label.1[3] - cardB[0].lowerBound)) <= 1, "label \(label)")
        // Baselines from each card's top (iOS's card edge reads a pixel lower at x = 30 pt). The value
        // "aaaa" within 2 px: its round bottoms' overshoot row is fainter in the stand-in than in SF Pro.
        #expect(abs(value.0[2] - value.1[2]) <= 3 && abs((value.0[3] - cardA[0].lowerBound) - (value.1[3] - cardB[0].lowerBound)) <= 2, "value \(value)")
        // The chevron's box within 1 pt across; down, within 4 px: it centres on the label's line, which our
        // row puts 11 pt down (the iOS 18 ListPicker's text rows), while iOS centres it on the row.
        #expect(abs(chevron.0[0] - chevron.1[0]) <= 3 && abs(chevron.0[2] - chevron.1[2]) <= 3, "chevron \(chevron)")
        #expect(abs(chevron.0[1] - chevron.1[1]) <= 4 && abs(chevron.0[3] - chevron.1[3]) <= 4, "chevron \(chevron)")
        // Colours: the chevron (196, 196, 199) and the value (138, 138, 142), INDEX.md's measured colours,
        // against our darkest pixel of each.
        func darkest(_ p: Pixmap, _ columns: Range<Int>) -> M.RGB { M.darkest(p, columns: columns.lowerBound...(columns.upperBound - 1), rows: 282...413) }
        #expect(M.near(darkest(ours, 1010..<1100), (196, 196, 199), 3), "chevron \(darkest(ours, 1010..<1100))")
        #expect(M.near(darkest(ours, 800..<1000), (138, 138, 142), 3), "value \(darkest(ours, 800..<1000))")
    }

    /// form_inlinetitle_single_secondary_row_ios18_3x.png (home-assistant LocationHistoryListView, empty).
    struct LocationHistory: View {
        var body: some View {
            NavigationView {
                Form { Section { Text("No Location History").foregroundStyle(.secondary) } }
                    .navigationTitle("Location History")
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    @Test func inlineTitleFormMatchesIOS18() async throws {
        let ours = try await render(LocationHistory(), configure: { $0.screen = ListTests.screen }).render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/form_inlinetitle_single_secondary_row_ios18_3x.png")
        let white = ListTests.white, grouped = ListTests.groupedBackground
        let cardA = M.runs(ours, x: 90, rows: 300..<800, of: white, tolerance: 2), cardB = M.runs(truth, x: 90, rows: 300..<800, of: white, tolerance: 2)
        #expect(cardB.count == 1 && cardA.count == 1)
        #expect(abs(cardA[0].lowerBound - cardB[0].lowerBound) <= 3 && abs(cardA[0].upperBound - cardB[0].upperBound) <= 3, "card \(cardA) vs iOS \(cardB)")
        let titleA = M.ink(ours, columns: 0..<1170, rows: 170..<290, on: grouped), titleB = M.ink(truth, columns: 0..<1170, rows: 170..<290, on: grouped)
        let rowA = M.ink(ours, columns: 90..<1100, rows: cardA[0], on: white), rowB = M.ink(truth, columns: 90..<1100, rows: cardB[0], on: white)
        print("title", titleA as Any, titleB as Any, "row", rowA as Any, rowB as Any)
        // The title's 'y' descends: its ink bottom is the descender's, a glyph shape of the stand-in font.
        #expect(abs(titleA![1] - titleB![1]) <= 3, "title cap top \(titleA!) vs iOS \(titleB!)")
        #expect(abs((titleA![0] + titleA![2]) - (titleB![0] + titleB![2])) <= 6, "title centred")
        #expect(abs((rowA![3] - cardA[0].lowerBound) - (rowB![3] - cardB[0].lowerBound)) <= 1, "row baseline in its card: \(rowA!) vs \(rowB!)")
    }

    // MARK: Push and pop

    struct TwoScreens: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("General") { Text("Detail").navigationTitle("General") }
                }
                .navigationTitle("Settings")
            }
        }
    }

    static let phone = RenderConfiguration.Screen(size: CGSize(width: 390, height: 844), safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))

    @Test func tappingALinkPushesItsDestinationFromTheTrailingEdge() async throws {
        let pushed = try await render(TwoScreens(), host: { $0.tap("General", at: 0) }, configure: { $0.screen = Self.phone })
        let popped = try await render(TwoScreens(), host: { $0.tap("General", at: 0); $0.tap("Back", at: 1) }, configure: { $0.screen = Self.phone })
        let grouped = ListTests.groupedBackground, white = ListTests.white
        func at(_ scene: ViewScene, _ t: Double, _ x: Double) -> M.RGB { M.rgb(scene.render(at: t), Int(x * 3), 1200) }
        // Before the tap: the list's grouped background. Settled: the detail screen's white.
        #expect(M.near(at(pushed, 0, 195), grouped, 1))
        #expect(M.near(at(pushed, 2, 195), white, 1) && M.near(at(pushed, 2, 5), white, 1))
        #expect(pushed.settleTime > 0.4 && pushed.settleTime < 1.2, "the push's spring: \(pushed.settleTime)")
        // Mid-push: the new screen has come in from the right; the old one shows on the left, dimming
        // towards 10 % black (242 → 218).
        let left = at(pushed, 0.1, 5), right = at(pushed, 0.1, 385)
        #expect(M.near(right, white, 1), "\(right)")
        #expect(left.r < 240 && left.r >= 217, "the covered list dimming: \(left)")
        // The back button (its VoiceOver label "Back") pops: the list again, undimmed.
        #expect(M.near(at(popped, 5, 195), grouped, 1) && M.near(at(popped, 5, 5), grouped, 1))
        #expect(M.near(at(popped, 1.1, 385), white, 1) && !M.near(at(popped, 1.1, 5), grouped, 1), "mid-pop")
    }

    @Test func aLargeTitleSitsUnderTheBarAt51Point7BelowTheButtonsBaseline() async throws {
        struct Titled: View {
            var body: some View {
                NavigationStack {
                    Form { Text("Row") }
                        .navigationTitle("Settings")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                            ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                        }
                }
            }
        }
        let screen = RenderConfiguration.Screen(size: CGSize(width: 390, height: 797))
        let p = try await render(Titled(), configure: { $0.screen = screen }).render(at: 0)
        let grouped = ListTests.groupedBackground
        let cancel = M.ink(p, columns: 0..<400, rows: 0..<130, on: grouped)!, save = M.ink(p, columns: 800..<1170, rows: 0..<130, on: grouped)!
        let title = M.ink(p, columns: 0..<90, rows: 140..<290, on: grouped)!   // the S
        print("cancel", cancel, "save", save, "title", title)
        // iOS 15 SettingsForm: "Cancel"/"Save" baselines 28.67 pt (86 px), ink from x = 17.0 and to 373.3 pt;
        // the large title's S ink 55.67-80.67 pt (167-242 px, overshooting the baseline), from x = 17 pt.
        #expect(abs(cancel[3] - 85) <= 1 && abs(save[3] - 85) <= 1, "bar buttons' baseline")
        #expect(abs(cancel[0] - 51) <= 3 && abs(save[2] - 1120) <= 3)
        #expect(abs(title[3] - 242) <= 1 && abs(title[1] - 167) <= 3, "large title S \(title)")
        #expect(abs(title[0] - 51) <= 3)
    }
}
