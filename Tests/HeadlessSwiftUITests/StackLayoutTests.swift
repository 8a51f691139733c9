import Testing
@testable import HeadlessSwiftUI

/// HStack and VStack: SwiftUI's space sharing (priorities, flexibility, spacers yield), default spacing.
@MainActor
struct StackLayoutTests {
    @Test func flexibleFramesShareInOrderOfFlexibility() async throws {
        // FACTS.md: frame(maxWidth: 100) beside frame(minWidth: 100) in 150 → 75 + 100, the stack overflows.
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.blue.frame(minWidth: 100)
        }
        let l = try await layout(view, proposal: ProposedViewSize(width: 150, height: 50))
        #expect(l.frame("frame", 0).width == 75)
        #expect(l.frame("frame", 1).width == 100)
        #expect(l.frame("HStack").width == 175)
    }

    @Test func equalSharesForEquallyFlexibleChildren() async throws {
        let view = HStack(spacing: 10) { Color.red; Color.green; Color.blue }
        let l = try await layout(view, proposal: ProposedViewSize(width: 320, height: 20))
        for i in 0..<3 { #expect(abs(l.frame("Color", i).width - 100) < 0.34) }
        #expect(abs(l.frame("Color", 2).maxX - 320) < 0.34)
    }

    @Test func higherPriorityIsServedFirstAfterReservingLowerMinimums() async throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 10).layoutPriority(1)
            Color.blue.frame(minWidth: 30)
        }
        let l = try await layout(view, proposal: ProposedViewSize(width: 200, height: 10))
        // The low-priority child keeps only its minimum; the prioritised one gets everything else.
        #expect(l.frame("frame", 0).width == 170)
        #expect(l.frame("frame", 1).width == 30)
    }

    @Test func aLabelBesideASpacerTakesWhatItNeeds() async throws {
        let label = try await layout(Text("Notifications"), proposal: .unspecified).frame("Text")
        let view = HStack { Text("Notifications"); Spacer(); Color.green.frame(width: 51, height: 31) }
        let l = try await layout(view, proposal: ProposedViewSize(width: 180, height: nil))
        #expect(abs(l.frame("Text").width - label.width) < 0.34)
        #expect(abs(l.frame("Text").height - label.height) < 0.34)
        #expect(abs(l.frame("frame").maxX - 180) < 0.34)
    }

    @Test func defaultSpacingIsEightAndNoneBesideSpacers() async throws {
        let view = HStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        let l = try await layout(view)
        #expect(l.frame("frame", 1).minX - l.frame("frame", 0).maxX == 8)
        let withSpacer = HStack { Color.red.frame(width: 10, height: 10); Spacer(minLength: 5); Color.blue.frame(width: 10, height: 10) }
        let s = try await layout(withSpacer)
        #expect(s.frame("HStack").width == 25)
    }

    @Test func nilProposalGivesIdealLengths() async throws {
        let view = VStack { Text("One"); Text("A longer line") }
        let l = try await layout(view, proposal: .unspecified)
        let a = try await layout(Text("One")).frame("Text"), b = try await layout(Text("A longer line")).frame("Text")
        #expect(abs(l.frame("VStack").width - b.width) < 0.34)
        #expect(abs(l.frame("VStack").height - (a.height + 8 + b.height)) < 0.7)
    }

    @Test func crossAxisAlignment() async throws {
        let view = VStack(alignment: .leading, spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 30, height: 10) }
        let l = try await layout(view)
        #expect(l.frame("frame", 0).minX == 0)
        let trailing = try await layout(VStack(alignment: .trailing, spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 30, height: 10) })
        #expect(trailing.frame("frame", 0).minX == 20)
        let top = try await layout(HStack(alignment: .top, spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 30) })
        #expect(top.frame("frame", 0).minY == 0)
        let bottom = try await layout(HStack(alignment: .bottom, spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 30) })
        #expect(bottom.frame("frame", 0).minY == 20)
    }

    @Test func textBaselinesLineUp() async throws {
        let view = HStack(alignment: .firstTextBaseline) { Text("Big").font(.largeTitle); Text("small").font(.caption) }
        let l = try await layout(view)
        let big = l.nodes.first { $0.name == "Text" }!.node, small = l.nodes.last { $0.name == "Text" }!.node
        guard case .text(_, let a) = big.content, case .text(_, let b) = small.content else { Issue.record("not text"); return }
        let baselineA = l.frame("Text", 0).minY + a.firstBaseline, baselineB = l.frame("Text", 1).minY + b.firstBaseline
        #expect(abs(baselineA - baselineB) < 0.34)
    }
}
