import Testing
@testable import HeadlessSwiftUI

/// `LazyVGrid` / `LazyHGrid` columns from `GridItem`s by SwiftUI's documented rules (fixed; flexible: an
/// equal share of what the fixed items and spacings leave, clamped; adaptive: as many minimum-size items
/// as fit in a flexible share), cells filling rows in order.
@MainActor
struct LazyGridTests {
    static func cells(_ count: Int, height: @escaping (Int) -> CGFloat = { _ in 20 }) -> some View {
        ForEach(0..<count, id: \.self) { i in Color.blue.frame(height: height(i)) }
    }
    func frames<V: View>(_ view: V, width: CGFloat?, name: String = "frame", count: Int) async throws -> [CGRect] {
        let l = try await layout(view, proposal: ProposedViewSize(width: width, height: nil))
        return (0..<count).map { l.frame(name, $0) }
    }
    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.34 }

    @Test func flexibleColumnsShareTheWidthLessSpacing() async throws {
        let grid = LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) { Self.cells(3) }
        let f = try await frames(grid, width: 320, count: 3)
        let column = (320 - 2 * 8) / 3.0
        for (i, frame) in f.enumerated() {
            #expect(near(frame.width, column))
            #expect(near(frame.minX, CGFloat(i) * (column + 8)))
        }
    }

    @Test func fixedItemsAreTakenOffFirst() async throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50), spacing: 4), GridItem(.flexible())]) { Self.cells(2) }
        let f = try await frames(grid, width: 300, count: 2)
        #expect(f[0].width == 50)
        #expect(near(f[1].minX, 54) && near(f[1].width, 246))
    }

    @Test func flexibleItemsAreClampedToTheirBounds() async throws {
        // Each flexible share is (300 − 8) / 2 = 146: the first is clamped to 100, the second keeps 146.
        let grid = LazyVGrid(columns: [GridItem(.flexible(maximum: 100)), GridItem(.flexible(minimum: 20))]) { Self.cells(2) }
        let f = try await frames(grid, width: 300, count: 2)
        #expect(f[0].width == 100)
        #expect(near(f[1].width, 146) && near(f[1].minX, 108))
    }

    @Test func adaptiveItemsFitAsManyMinimumColumnsAsTheyCan() async throws {
        // ⌊(320 + 8) / (80 + 8)⌋ = 3 columns of (320 − 16) / 3 = 101.33.
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { Self.cells(7) }
        let l = try await layout(grid, proposal: ProposedViewSize(width: 320, height: nil))
        let f = (0..<7).map { l.frame("frame", $0) }
        #expect(f.allSatisfy { near($0.width, 304 / 3) })
        #expect(Set(f.map { Int($0.minY) }) == [0, 28, 56])   // three rows, 20 tall, 8 apart
        #expect(near(f[3].minX, 0) && near(f[3].minY, 28))
        #expect(near(l.frame("LazyVGrid").height, 76))
        // Capped by the maximum, the three columns stay 90 wide.
        let capped = try await frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80, maximum: 90))]) { Self.cells(3) }, width: 320, count: 3)
        #expect(capped.map(\.width) == [90, 90, 90])
        #expect(near(capped[2].minX, 196))
    }

    @Test func rowsAreAsTallAsTheirTallestCellAndSpacedAsAsked() async throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 12) {
            Self.cells(4) { [10, 30, 20, 5][$0] }
        }
        let l = try await layout(grid)
        #expect(l.frame("frame", 0).minY == 10)          // centred in a 30 pt row
        #expect(l.frame("frame", 2).minY == 42)          // row 2 starts at 30 + 12
        #expect(l.frame("LazyVGrid").size == CGSize(width: 88, height: 62))
    }

    @Test func cellsAlignByTheirItemElseTheGrid() async throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.fixed(60), alignment: .trailing)], alignment: .leading) {
            Color.red.frame(width: 20, height: 20); Color.red.frame(width: 20, height: 20)
        }
        let l = try await layout(grid)
        #expect(l.frame("frame", 0).minX == 0)
        #expect(near(l.frame("frame", 1).minX, 68 + 40))
    }

    @Test func withoutAProposedWidthFlexibleItemsTakeTheirMinimum() async throws {
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 30)), GridItem(.adaptive(minimum: 25))]) { Self.cells(2) }
        let f = try await frames(grid, width: nil, count: 2)
        #expect(f[0].width == 30 && f[1].width == 25 && f[1].minX == 38)
    }

    @Test func aHorizontalGridFillsColumnsOfRows() async throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(40))]) {
            ForEach(0..<3, id: \.self) { _ in Color.green.frame(width: 50) }
        }
        let l = try await layout(grid)
        #expect(l.frame("frame", 0) == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(l.frame("frame", 1) == CGRect(x: 0, y: 38, width: 50, height: 40))
        #expect(l.frame("frame", 2) == CGRect(x: 58, y: 0, width: 50, height: 30))
        #expect(l.frame("LazyHGrid").size == CGSize(width: 108, height: 78))
    }

    @Test func lazyStacksLayOutAsStacks() async throws {
        let content = { ForEach(0..<3, id: \.self) { i in Color.red.frame(width: CGFloat(10 * (i + 1)), height: 10) } }
        let lazy = try await layout(LazyVStack(alignment: .leading, spacing: 3, pinnedViews: [.sectionHeaders], content: content))
        let eager = try await layout(VStack(alignment: .leading, spacing: 3, content: content))
        let lazyRow = try await layout(LazyHStack(alignment: .top, content: content))
        let eagerRow = try await layout(HStack(alignment: .top, content: content))
        for i in 0..<3 {
            #expect(lazy.frame("frame", i) == eager.frame("frame", i))
            #expect(lazyRow.frame("frame", i) == eagerRow.frame("frame", i))
        }
        #expect(lazy.frame("LazyVStack") == eager.frame("VStack"))
    }
}
