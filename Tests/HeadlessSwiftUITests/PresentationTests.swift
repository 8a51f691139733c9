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
        // A view with a `.sheet` keeps its background under the status bar and home indicator until it is set back.
        #expect(M.near(M.rgb(before, 600, 30), grouped, 1) && M.near(M.rgb(before, 600, 2550), grouped, 1),
                "edges before the sheet \(M.rgb(before, 600, 30)) \(M.rgb(before, 600, 2550))")
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

    struct Discard: View {
        @State private var asking = false
        @State private var discarded = false
        var titleVisibility: Visibility = .visible
        var body: some View {
            VStack {
                Button("Discard") { asking = true }
                Text(discarded ? "Discarded" : "Kept")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .confirmationDialog("Discard the draft?", isPresented: $asking, titleVisibility: titleVisibility) {
                Button("Discard Draft", role: .destructive) { discarded = true }
                Button("Save Draft") {}
            } message: {
                Text("Your changes will be lost.")
            }
        }
    }

    /// The action sheet rises from the bottom: its actions' card above a card of its own for the "Cancel"
    /// iOS adds, 8 pt from the screen's sides and apart, the cancel card ending at the safe area's bottom.
    @Test func aConfirmationDialogRisesWithACancelCardApart() async throws {
        let shown = try await layout(Discard(), host: { $0.tap("Discard", at: 0) }, configure: { $0.screen = Self.phone })
        func frame(_ text: String) -> CGRect? { shown.nodes.first { $0.node.textString == text }?.frame }
        let title = try #require(frame("Discard the draft?")), destroy = try #require(frame("Discard Draft"))
        let save = try #require(frame("Save Draft")), cancel = try #require(frame("Cancel"))
        #expect(frame("Your changes will be lost.") != nil)
        #expect(title.maxY < destroy.minY && destroy.maxY < save.minY && save.maxY < cancel.minY, "order \(title) \(destroy) \(save) \(cancel)")
        #expect(abs(save.midY - destroy.midY - 57 - 1.0 / 3) < 0.5, "57 pt rows and a hairline: \(save.midY - destroy.midY)")
        // The gap between the cards: the last action row's bottom to the cancel row's top is 8 pt.
        #expect(abs((cancel.midY - 57 / 2) - (save.midY + 57 / 2) - 8) < 0.5, "card gap \((cancel.midY - 57 / 2) - (save.midY + 57 / 2))")
        #expect(abs(cancel.midY + 57 / 2 - (852 - 34 - 8)) < 0.5, "cancel card bottom at \(cancel.midY + 57 / 2) pt")
        #expect(abs(cancel.midX - 196.5) < 1 && abs(destroy.midX - 196.5) < 1, "centred")
        // Hidden by default on iOS: the title, not the message.
        let untitled = try await layout(Discard(titleVisibility: .automatic), host: { $0.tap("Discard", at: 0) }, configure: { $0.screen = Self.phone })
        #expect(!untitled.nodes.contains { $0.node.textString == "Discard the draft?" })
        #expect(untitled.nodes.contains { $0.node.textString == "Your changes will be lost." })
        // Drawn: the actions' card (242, 242, 242) where "Discard Draft" sits; mid-rise the card is still lower;
        // an action runs and dismisses the dialog, leaving the screen as it was.
        let card: M.RGB = (242, 242, 242), x = 90, y = Int(destroy.midY * 3)
        let opened = try await render(Discard(), host: { $0.tap("Discard", at: 0) }, configure: { $0.screen = Self.phone })
        #expect(M.near(M.rgb(opened.render(at: opened.settleTime), x, y), card, 1), "card \(M.rgb(opened.render(at: opened.settleTime), x, y))")
        // The cancel card's white top, below the dimmed screen: at 753 pt at rest, lower mid-rise.
        func cancelTop(_ time: Double) -> Int? {
            let p = opened.render(at: time)
            return (1500..<2556).first { M.near(M.rgb(p, x, $0), ListTests.white, 1) }
        }
        let rest = try #require(cancelTop(opened.settleTime)), rising = try #require(cancelTop(0.15))
        #expect(abs(rest - 753 * 3) <= 1, "cancel top \(rest) px")
        #expect(rising > 753 * 3 + 60, "mid-rise \(rising) px")
        let answered = try await render(Discard(), host: { $0.tap("Discard", at: 0); $0.tap("Discard Draft", at: 1) }, configure: { $0.screen = Self.phone })
        #expect(M.near(M.rgb(answered.render(at: answered.settleTime), x, y), ListTests.white, 1))
        let final = try await layout(Discard(), host: { $0.tap("Discard", at: 0); $0.tap("Discard Draft", at: 1) }, configure: { $0.screen = Self.phone })
        #expect(final.nodes.contains { $0.node.textString == "Discarded" })
    }

    struct Info: View {
        @State private var showing = false
        var body: some View {
            Button("Info") { showing = true }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .popover(isPresented: $showing, arrowEdge: .top) { Text("Details") }
        }
    }

    /// On an iPhone a popover is adapted into a sheet: the same card, 10 pt below the safe area's top.
    @Test func aPopoverOnAPhoneIsASheet() async throws {
        let shown = try await layout(Info(), host: { $0.tap("Info", at: 0) }, configure: { $0.screen = Self.phone })
        let card = try #require(shown.nodes.first { $0.name == "SheetContainer" || $0.node.textString == "Details" })
        #expect(card.frame.minY >= 69 - 0.01, "\(card.frame)")
        #expect(shown.nodes.contains { $0.node.textString == "Details" })
    }
}
