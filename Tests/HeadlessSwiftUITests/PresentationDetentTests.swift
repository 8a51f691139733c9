import Foundation
import Testing
import Raster
@testable import HeadlessSwiftUI

/// `.presentationDetents` (`Presentation/PresentationDetent.swift`): a sheet rests at the smallest detent
/// (or the selected one), and below `.large` it leaves the presenting screen in place, dimmed.
@MainActor
struct PresentationDetentTests {
    typealias M = ScreenMeasure
    static let phone = PresentationTests.phone   // 393 × 852 pt, safe area 59 / 34

    struct Plan: View {
        var detents: Set<PresentationDetent>
        var selection: PresentationDetent?
        @State private var adding = false
        var body: some View {
            NavigationStack {
                List { Text("Bananas") }
                    .navigationTitle("Plan")
                    .toolbar { Button("Add") { adding = true } }
            }
            .sheet(isPresented: $adding) {
                if let selection {
                    Form { Text("Item") }.presentationDetents(detents, selection: .constant(selection))
                } else {
                    Form { Text("Item") }.presentationDetents(detents)
                }
            }
        }
    }

    /// The settled frame's sheet top in pixels (the first grouped-background row down the middle column
    /// under the navigation bar) and the colour at the presenting screen's top-left.
    func settled(_ plan: Plan) async throws -> (top: Int, corner: M.RGB) {
        let scene = try await render(plan, host: { $0.tap("Add", at: 0) }, configure: { $0.screen = Self.phone })
        let frame = scene.render(at: scene.settleTime)
        // The sheet's card is grouped background at both x = 60 and 600 px from its top down.
        let top = (400..<2556).first { y in
            M.near(M.rgb(frame, 60, y), ListTests.groupedBackground, 1) && M.near(M.rgb(frame, 600, y), ListTests.groupedBackground, 1)
                && M.near(M.rgb(frame, 600, min(y + 30, 2555)), ListTests.groupedBackground, 1)
        } ?? -1
        return (top, M.rgb(frame, 3, 3))
    }

    @Test func aMediumSheetRestsAtHalfTheScreen() async throws {
        let (top, corner) = try await settled(Plan(detents: [.medium, .large]))
        #expect(abs(top - 1278) <= 3, "sheet top at \(Double(top) / 3) pt (half of 852 is 426)")
        // The presenting screen stays in place: its top-left corner is its dimmed grouped background, not
        // the black the set-back card shows around it.
        let dimmed = ListTests.groupedBackground
        #expect(M.near(corner, (Int(Double(dimmed.0) * 0.88), Int(Double(dimmed.1) * 0.88), Int(Double(dimmed.2) * 0.88)), 3),
                "corner \(corner)")
    }

    @Test func aHeightDetentIsMeasuredAboveTheBottomSafeArea() async throws {
        let (top, _) = try await settled(Plan(detents: [.height(300)]))
        #expect(abs(top - (852 - 34 - 300) * 3) <= 3, "sheet top at \(Double(top) / 3) pt")
    }

    @Test func theSelectedDetentWinsOverTheSmallest() async throws {
        let large = try await settled(Plan(detents: [.medium, .large], selection: .large))
        let onlyLarge = try await settled(Plan(detents: [.large]))
        #expect(large.top == onlyLarge.top && large.top < 1000, "large \(large.top), only large \(onlyLarge.top)")
        #expect(M.near(large.corner, (0, 0, 0), 1), "a large sheet sets the screen back on black: \(large.corner)")
    }
}
