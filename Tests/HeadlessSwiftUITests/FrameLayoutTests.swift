import Testing
@testable import HeadlessSwiftUI

/// `.frame` fixed and flexible, with concrete and nil proposals, and alignment in them.
@MainActor
struct FrameLayoutTests {
    @Test func fixedFrameCentresItsChild() async throws {
        let l = try await layout(Color.red.frame(width: 10, height: 10).frame(width: 40, height: 30))
        #expect(l.frame("frame", 0) == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(l.frame("frame", 1) == CGRect(x: 15, y: 10, width: 10, height: 10))
    }

    @Test func fixedFrameAlignment() async throws {
        let l = try await layout(Color.red.frame(width: 10, height: 10).frame(width: 40, height: 30, alignment: .bottomTrailing))
        #expect(l.frame("frame", 1).origin == CGPoint(x: 30, y: 20))
    }

    @Test func maxWidthInfinityTakesTheProposalOrTheChild() async throws {
        // Concrete proposal: max(proposal, child).
        let wide = try await layout(Color.red.frame(width: 50, height: 10).frame(maxWidth: .infinity), proposal: ProposedViewSize(width: 200, height: 100))
        #expect(wide.frame("frame", 0).width == 200)
        let overflow = try await layout(Color.red.frame(width: 300, height: 10).frame(maxWidth: .infinity), proposal: ProposedViewSize(width: 200, height: 100))
        #expect(overflow.frame("frame", 0).width == 300)
        // Nil proposal: the child's size.
        let ideal = try await layout(Color.red.frame(width: 50, height: 10).frame(maxWidth: .infinity).fixedSize())
        #expect(ideal.frame("frame", 0).width == 50)
    }

    @Test func minWidthRaisesAndIdealAnswersANilProposal() async throws {
        let raised = try await layout(Color.red.frame(width: 20, height: 10).frame(minWidth: 60), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(raised.frame("frame", 0).width == 60)
        let ideal = try await layout(Color.red.frame(idealWidth: 70, idealHeight: 30))
        #expect(ideal.frame("frame", 0).size == CGSize(width: 70, height: 30))
        let clamped = try await layout(Color.red.frame(minWidth: 10, maxWidth: 40), proposal: ProposedViewSize(width: 100, height: 20))
        #expect(clamped.frame("frame", 0).width == 40)
    }

    @Test func flexibleFrameAlignsItsChild() async throws {
        let l = try await layout(Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity, alignment: .trailing),
                                 proposal: ProposedViewSize(width: 100, height: 10))
        #expect(l.frame("frame", 1).minX == 90)
    }

    @Test func shapesTakeTheProposalAndCirclesCentre() async throws {
        let l = try await layout(Circle().fill(.red), proposal: ProposedViewSize(width: 80, height: 40))
        #expect(l.frame("Circle").size == CGSize(width: 80, height: 40))
        let scene = l.scene
        let items = scene.displayList(at: 0).items
        guard case .fill(let path, _, _) = items[0].content else { Issue.record("no fill"); return }
        let b = path.applying(items[0].transform).bounds
        #expect(abs(b.width - 120) < 0.01 && abs(b.minX - 60) < 0.01)   // a 40 pt circle centred, at @3x
    }

    @Test func framesSnapToPixels() async throws {
        // 24.75 pt at @2x is 49.5 px: SwiftUI places it on 50 px (FACTS.md, ground truth).
        let l = try await layout(Color.red.frame(width: 10, height: 10).offset(x: 0).padding(.top, 24.75), configure: { $0.scale = 2 })
        #expect(l.frame("offset").minY == 25)
    }

    @Test func snappedSizesAreExactInPoints() async throws {
        // Edges at 49 and 109 px at @3x: 16.33… and 36.33… pt, whose difference in points is 20 and a
        // rounding error unless it is taken in pixels.
        let l = try await layout(Color.red.frame(width: 20, height: 10).padding(.leading, 49.0 / 3))
        #expect(l.frame("frame").width == 20 && l.frame("frame").minX == 49.0 / 3)
    }
}
