import Testing
@testable import HeadlessSwiftUI

/// `.alignmentGuide` and custom `AlignmentID`s, by SwiftUI's documented rule: in a stack the children's
/// guides meet, each child's edge at (the largest guide − its own guide).
@MainActor
struct AlignmentGuideTests {
    @Test func aLeadingGuideAtTheTrailingEdgeHangsTheViewOutToTheLeft() async throws {
        // SwiftUI's documentation example: a view whose leading guide is its trailing edge sits to the
        // left of the others' leading edges.
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
            Color.blue.frame(width: 100, height: 10)
        }
        let l = try await layout(view)
        #expect(l.frame("frame", 0).minX == 0 && l.frame("frame", 1).minX == 40)
        #expect(l.frame("VStack").width == 140)
    }

    enum Middle: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }

    @Test func aCustomGuideLinesUpViewsInDifferentContainers() async throws {
        let middle = VerticalAlignment(Middle.self)
        let view = HStack(alignment: middle, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 10, height: 20).alignmentGuide(middle) { d in d[VerticalAlignment.center] }
            }
            Color.blue.frame(width: 10, height: 30).alignmentGuide(middle) { d in d[.top] }
        }
        let l = try await layout(view)
        // The green view's centre (10 + 10 = 20 pt into the VStack) meets the blue view's top.
        let green = l.frame("frame", 1), blue = l.frame("frame", 2)
        #expect(green.midY == blue.minY, "\(green) \(blue)")
        #expect(l.frame("HStack").height == 50)   // 20 above the meeting line, 30 below
        // A custom guide nobody sets is at its default: here the trailing edge.
        #expect(HorizontalAlignment(Middle2.self).fraction == 1)
    }

    enum Middle2: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    }

    @Test func aZStackMovesAChildByItsGuides() async throws {
        let view = ZStack(alignment: .topLeading) {
            Color.gray.frame(width: 50, height: 50)
            Color.red.frame(width: 10, height: 10)
                .alignmentGuide(.leading) { _ in -20 }
                .alignmentGuide(.top) { _ in -5 }
        }
        let l = try await layout(view)
        #expect(l.frame("frame", 1).origin == CGPoint(x: 20, y: 5))
        #expect(l.frame("ZStack").size == CGSize(width: 50, height: 50))
    }

    @Test func aGuideIsReadThroughPadding() async throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 10 }.padding(.leading, 5)
            Color.blue.frame(width: 20, height: 10)
        }
        let l = try await layout(view)
        // The padded view's guide is 5 + 10 = 15 in: the blue view's leading edge is there.
        #expect(l.frame("padding").minX == 0 && l.frame("frame", 1).minX == 15)
    }

    @Test func twoChildrenSettingAGuideGiveTheStackTheirMean() async throws {
        let middle = VerticalAlignment(Middle.self)
        let view = HStack(alignment: middle, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(middle) { _ in 0 }     // 0 in the VStack
                Color.green.frame(width: 10, height: 20).alignmentGuide(middle) { _ in 20 }  // 10 + 20 = 30
            }
            Color.blue.frame(width: 10, height: 10).alignmentGuide(middle) { d in d[.top] }
        }
        let l = try await layout(view)
        // The VStack's guide is (0 + 30) / 2 = 15 pt down: the blue top is there.
        #expect(l.frame("frame", 2).minY - l.frame("VStack").minY == 15)
    }

    /// A layout that puts each subview's leading guide at x = 50.
    struct LeadingAt50: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                let d = subview.dimensions(in: .unspecified)
                subview.place(at: CGPoint(x: bounds.minX + 50 - d[.leading], y: bounds.minY), proposal: .unspecified)
            }
        }
    }

    @Test func aCustomLayoutReadsExplicitGuides() async throws {
        let view = LeadingAt50 {
            Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
            Color.blue.frame(width: 20, height: 10).padding(.leading, 4)
        }
        let l = try await layout(view)
        #expect(l.frame("frame", 0).minX == 40)   // its middle at 50
        #expect(l.frame("padding").minX == 50)    // no explicit guide: the leading edge
    }

    @Test func withoutExplicitGuidesNothingMoves() async throws {
        let plain = try await layout(VStack(alignment: .trailing) { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 50, height: 10) })
        #expect(plain.frame("frame", 0).minX == 30)
    }

    /// An overlay's decoration aligns its explicit guide with the content's (a badge centred on a corner).
    @Test func anOverlaysDecorationMeetsTheContentAtItsExplicitGuide() async throws {
        let view = Color.blue.frame(width: 40, height: 30).overlay(alignment: .topTrailing) {
            Color.red.frame(width: 10, height: 10)
                .alignmentGuide(.trailing) { $0.width / 2 }
                .alignmentGuide(.top) { _ in 2 }
        }
        let l = try await layout(view)
        let badge = l.frame("frame", 1)
        #expect(badge.minX == 35 && badge.minY == -2, "\(badge)")
        let plain = try await layout(Color.blue.frame(width: 40, height: 30).overlay(alignment: .topTrailing) { Color.red.frame(width: 10, height: 10) })
        #expect(plain.frame("frame", 1).minX == 30 && plain.frame("frame", 1).minY == 0)
    }
}
