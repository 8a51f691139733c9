import Testing
@testable import HeadlessSwiftUI

/// `ViewThatFits`, as SwiftUI documents it: children tried in order, the first whose ideal size on the
/// constrained axes fits the proposal is shown, else the last; only that one is drawn.
@MainActor
struct ViewThatFitsTests {
    static let wide = Color(red: 1, green: 0, blue: 0).frame(width: 300, height: 10)
    static let middle = Color(red: 0, green: 1, blue: 0).frame(width: 150, height: 10)
    static let narrow = Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 10)

    /// The colour drawn at the top-left pixel and the container's size, for a proposal.
    func shown<V: View>(_ view: V, _ proposal: ProposedViewSize) async throws -> (color: (Int, Int, Int), size: CGSize) {
        let scene = try await render(view, configure: { $0.scale = 1; $0.proposal = proposal })
        let p = pixel(try scene.render(at: 0), 2, 2)
        let size = try await layout(view, proposal: proposal).frame("ViewThatFits").size
        return ((p.r, p.g, p.b), size)
    }

    @Test func theFirstChildThatFitsIsShown() async throws {
        let view = ViewThatFits { Self.wide; Self.middle; Self.narrow }
        let chosen = try await shown(view, ProposedViewSize(width: 200, height: 100))
        #expect(chosen.color == (0, 255, 0))
        #expect(chosen.size == CGSize(width: 150, height: 10))
        let roomy = try await shown(view, ProposedViewSize(width: 400, height: 100))
        #expect(roomy.color == (255, 0, 0))
    }

    @Test func whenNothingFitsTheLastIsShown() async throws {
        let chosen = try await shown(ViewThatFits { Self.wide; Self.narrow; Self.middle }, ProposedViewSize(width: 50, height: 100))
        #expect(chosen.color == (0, 255, 0))
        #expect(chosen.size == CGSize(width: 150, height: 10))
    }

    @Test func onlyTheConstrainedAxesAreChecked() async throws {
        // 5 pt tall: no child fits vertically. Constrained horizontally only, the middle child fits.
        let proposal = ProposedViewSize(width: 200, height: 5)
        let horizontal = try await shown(ViewThatFits(in: .horizontal) { Self.wide; Self.middle; Self.narrow }, proposal)
        #expect(horizontal.color == (0, 255, 0))
        let both = try await shown(ViewThatFits { Self.middle; Self.wide; Self.narrow }, proposal)
        #expect(both.color == (0, 0, 255))
    }

    @Test func anUnspecifiedProposalFitsTheFirst() async throws {
        #expect(try await shown(ViewThatFits { Self.wide; Self.narrow }, .unspecified).color == (255, 0, 0))
    }

    @Test func textIsCheckedAtItsIdealWidth() async throws {
        // A long label wraps to fit any width, but its ideal (one-line) width does not fit: the short one is shown.
        let long = Text("Notifications are turned on"), short = Text("On")
        let oneLine = try await layout(long).frame("Text").width
        let view = ViewThatFits(in: .horizontal) { long; short }
        let l = try await layout(view, proposal: ProposedViewSize(width: oneLine - 10, height: nil))
        let shortWidth = try await layout(short).frame("Text").width
        #expect(abs(l.frame("ViewThatFits").width - shortWidth) < 0.34)
        let roomy = try await layout(view, proposal: ProposedViewSize(width: oneLine + 1, height: nil))
        #expect(abs(roomy.frame("ViewThatFits").width - oneLine) < 0.34)
    }
}
