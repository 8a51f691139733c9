import Foundation
import Testing
import Raster
@testable import HeadlessSwiftUI

/// `TabView` against the iOS 17 Plan screen's facts (INDEX.md, image not kept): four equal columns centred
/// at 49.1, 147.4, 245.6 and 343.9 pt on a 393 pt screen, titles' baselines 3.5 pt above the 34 pt bottom
/// safe area, the selected item in (0, 122, 255); a tap on a title selects its tab.
@MainActor
struct TabViewTests {
    typealias M = ScreenMeasure
    struct Tabs: View {
        var body: some View {
            TabView {
                NavigationStack { List { Text("Bananas") }.navigationTitle("Plan") }.tabItem { Label("Plan", systemImage: "list.clipboard") }
                NavigationStack { Text("Shop") }.tabItem { Label("Shop", systemImage: "cart") }
                NavigationStack { Text("Stores") }.tabItem { Label("Stores", systemImage: "house") }
                NavigationStack { Text("Settings page") }.tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }
    static let phone = RenderConfiguration.Screen(size: CGSize(width: 393, height: 852), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))

    @Test func tabBarMatchesIOS17() async throws {
        let l = try await layout(Tabs(), configure: { $0.screen = Self.phone })
        let titles = ["Plan", "Shop", "Stores", "Settings"].map { t in l.nodes.first { $0.node.textString == t && $0.frame.minY > 700 }!.frame }
        for (frame, centre) in zip(titles, [49.1, 147.4, 245.6, 343.9]) {
            #expect(abs(frame.midX - centre) <= 1, "\(frame) centred at \(centre)")
        }
        let p = try await render(Tabs(), configure: { $0.screen = Self.phone }).render(at: 0)
        let plan = M.ink(p, columns: 100..<200, rows: 2390..<2460, on: ListTests.groupedBackground)!
        #expect(abs(plan[3] - Int(814.5 * 3)) <= 2, "title baseline \(Double(plan[3]) / 3) pt (iOS 814.5)")
        let darkest = M.darkest(p, columns: plan[0]...plan[2], rows: plan[1]...plan[3])
        #expect(M.near(darkest, (0, 122, 255), 3), "selected \(darkest)")
        // The grouped background of the selected list shows under the bar.
        #expect(M.near(M.rgb(p, 10, 2500), ListTests.groupedBackground, 1))
        let other = try await layout(Tabs(), host: { $0.tap("Shop", at: 0) }, configure: { $0.screen = Self.phone })
        #expect(other.nodes.contains { $0.node.textString == "Shop" && $0.frame.minY < 700 }, "the Shop tab's content")
        #expect(!other.nodes.contains { $0.node.textString == "Bananas" })
    }
}
