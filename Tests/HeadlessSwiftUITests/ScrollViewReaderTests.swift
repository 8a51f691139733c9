import Foundation
import Testing
@testable import HeadlessSwiftUI

/// A scroll view's starting place from `ScrollViewReader.scrollTo` (on appear, or animated from a tap) and
/// `.scrollPosition(id:anchor:)`: the view of that identity at the anchor, clamped to the content's ends.
@MainActor
struct ScrollViewReaderTests {
    func row(_ l: LaidOut, _ n: Int) -> CGRect? { l.nodes.first { $0.node.textString == "Row \(n)" }?.frame }

    struct Rows: View {
        var anchor: UnitPoint? = .top
        var target = 20
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Jump") { withAnimation(.linear(duration: 1)) { proxy.scrollTo(40, anchor: .top) } }
                        .frame(height: 50)
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<50) { i in Text("Row \(i)").frame(height: 40) }
                        }
                    }
                    .frame(height: 200)
                }
                .onAppear { proxy.scrollTo(target, anchor: anchor) }
            }
        }
    }

    // Rows are 40 pt frames; a row's text is centred in its frame, so its middle is the row's middle.
    @Test func scrollingToARowOnAppearStartsThereAtItsAnchor() async throws {
        let top = try await layout(Rows())
        #expect(abs(try #require(row(top, 20)).midY - 70) <= 0.5, "row 20 at the scroll view's top (50 pt down)")
        let centre = try await layout(Rows(anchor: .center))
        #expect(abs(try #require(row(centre, 20)).midY - 150) <= 0.5, "row 20 in the middle")
        let nearest = try await layout(Rows(anchor: nil))
        #expect(abs(try #require(row(nearest, 20)).midY - 230) <= 0.5, "just into view: at the bottom")
        let end = try await layout(Rows(target: 49))
        #expect(abs(try #require(row(end, 49)).midY - 230) <= 0.5, "clamped: the last row goes no higher than the bottom")
    }

    @Test func aTapScrollsAnimated() async throws {
        let scene = try await render(Rows(), host: { $0.tap("Jump", at: 0) })
        let start = try #require(row(scene.laidOut(at: 0), 40)).midY
        let half = try #require(row(scene.laidOut(at: 0.5), 40)).midY
        let end = try #require(row(scene.laidOut(at: 2), 40)).midY
        #expect(abs(start - 870) <= 0.5 && abs(end - 70) <= 0.5, "\(start) → \(end)")
        #expect(abs(half - (start + end) / 2) <= 1, "halfway at 0.5 s: \(half)")
    }

    struct Positioned: View {
        @State private var id: Int? = 10
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) { ForEach(0..<50) { i in Text("Row \(i)").frame(height: 40).id(i) } }.scrollTargetLayout()
            }
            .scrollPosition(id: $id, anchor: .top)
            .frame(height: 200)
        }
    }

    @Test func scrollPositionSetsWhereItStarts() async throws {
        let l = try await layout(Positioned())
        #expect(abs(try #require(row(l, 10)).midY - 20) <= 0.5)
    }
}
