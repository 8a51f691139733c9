import Foundation
import Testing
import Raster
@testable import HeadlessSwiftUI

/// Sheets and alerts opened by taps (`Presentation/`): where the sheet lands against the iOS 17 sheet's
/// facts (INDEX.md), the presenting screen shrinking behind it, and an alert shown and dismissed.
@MainActor
struct PresentationTests {
    typealias M = ScreenMeasure
    static let phone = RenderConfiguration.Screen(size: CGSize(width: 393, height: 852), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))

    struct Plan: View {
        @State private var adding = false
        var body: some View {
            NavigationStack {
                List { Text("Bananas") }
                    .navigationTitle("Plan")
                    .toolbar { Button("Add") { adding = true } }
            }
            .sheet(isPresented: $adding) {
                Form { Section("Item") { TextField("Name", text: .constant("")) } }
            }
        }
    }

    /// The iOS 17 sheet: its top at 69 pt (the 59 pt safe area + 10) on (242, 242, 247); the presenting
    /// screen a card from x = 17 to 376 pt, (213, 213, 217) where it was (242, 242, 247).
    @Test func tappingAddSlidesASheetUp() async throws {
        let scene = try await render(Plan(), host: { $0.tap("Add", at: 0) }, configure: { $0.screen = Self.phone })
        #expect(scene.settleTime > 0.3 && scene.settleTime < 1.2)
        let before = scene.render(at: 0), mid = scene.render(at: 0.1), after = scene.render(at: scene.settleTime)
        let grouped = ListTests.groupedBackground
        #expect(M.near(M.rgb(before, 600, 1500), grouped, 1))
        // Settled: the sheet's top edge, and the dimmed presenting card above it.
        let column = (150..<260).map { M.rgb(after, 600, $0) }
        let sheetTop = 150 + column.firstIndex { M.near($0, grouped, 1) }!
        #expect(abs(sheetTop - 207) <= 1, "sheet top at \(Double(sheetTop) / 3) pt")
        #expect(M.near(M.rgb(after, 600, 190), (213, 213, 217), 2), "presenting card \(M.rgb(after, 600, 190))")
        // Its widest extent between its rounded top corners and the sheet.
        let rows = (180..<205).map { y in (0..<1179).filter { M.near(M.rgb(after, $0, y), (213, 213, 217), 2) } }
        let left = rows.map { $0.first! }.min()!, right = rows.map { $0.last! }.max()!
        #expect(abs(left - 51) <= 3 && abs(right - 1128) <= 3, "card x \(left)–\(right) px (iOS 51–1128)")
        // The sheet runs to the screen's bottom edge (under the home indicator).
        #expect(M.near(M.rgb(after, 600, 2550), grouped, 1), "sheet bottom \(M.rgb(after, 600, 2550))")
        // Mid-slide the sheet is still below its resting place.
        let midTop = (200..<2556).first { M.near(M.rgb(mid, 600, $0), grouped, 1) && M.near(M.rgb(mid, 60, $0), grouped, 1) } ?? 0
        #expect(midTop > sheetTop + 30, "mid-slide top \(midTop) px")
    }

    struct Confirm: View {
        @State private var asking = false
        @State private var deleted = false
        var body: some View {
            VStack {
                Button("Delete") { asking = true }
                Text(deleted ? "Deleted" : "Kept")
            }
            .alert("Delete the item?", isPresented: $asking) {
                Button("Delete", role: .destructive) { deleted = true }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    @Test func anAlertShowsAndItsActionDismissesIt() async throws {
        let shown = try await layout(Confirm(), host: { $0.tap("Delete", at: 0) }, configure: { $0.screen = Self.phone })
        #expect(shown.nodes.contains { $0.node.textString == "Delete the item?" })
        #expect(abs(shown.nodes.first { $0.node.textString == "Delete the item?" }!.frame.midX - 196.5) < 1, "centred")
        // Shown, the screen is dimmed by 20 %; after "Cancel" the alert has faded out and nothing was deleted.
        let answered = try await render(Confirm(), host: { $0.tap("Delete", at: 0); $0.tap("Cancel", at: 1) }, configure: { $0.screen = Self.phone })
        #expect(M.near(M.rgb(answered.render(at: 0.9), 30, 300), (204, 204, 204), 2), "dimmed \(M.rgb(answered.render(at: 0.9), 30, 300))")
        #expect(M.near(M.rgb(answered.render(at: answered.settleTime), 30, 300), ListTests.white, 1))
        let final = try await layout(Confirm(), host: { $0.tap("Delete", at: 0); $0.tap("Cancel", at: 1) }, configure: { $0.screen = Self.phone })
        #expect(final.nodes.contains { $0.node.textString == "Kept" })
    }
}
