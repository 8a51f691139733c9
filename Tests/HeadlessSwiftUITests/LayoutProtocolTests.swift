import Testing
@testable import HeadlessSwiftUI

/// A flow layout of tags, written as users write it: rows filled left to right, a new row when the next
/// subview would pass the proposed width.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(for: proposal.width ?? .infinity, subviews: subviews)
        let width = rows.map { $0.reduce(0) { $0 + $1.width } + spacing * CGFloat($0.count - 1) }.max() ?? 0
        let height = rows.map { $0.map(\.height).max() ?? 0 }.reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY, index = subviews.startIndex
        for row in rows(for: bounds.width, subviews: subviews) {
            var x = bounds.minX
            for size in row {
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
                index += 1
            }
            y += (row.map(\.height).max() ?? 0) + spacing
        }
    }

    private func rows(for width: CGFloat, subviews: Subviews) -> [[CGSize]] {
        var rows: [[CGSize]] = [[]]
        var x: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width { rows.append([]); x = 0 }
            rows[rows.count - 1].append(size)
            x += size.width + spacing
        }
        return rows
    }
}

/// The `Layout` protocol: a custom layout called like a view, its subviews' sizes, placement, spacing,
/// priority and layout values, its cache, built-in layouts as values and `AnyLayout`.
@MainActor
struct LayoutProtocolTests {
    static func tag(_ width: CGFloat) -> some View { Color.blue.frame(width: width, height: 20) }

    @Test func aFlowLayoutWrapsTagsIntoRows() async throws {
        let view = FlowLayout { Self.tag(60); Self.tag(80); Self.tag(50); Self.tag(70); Self.tag(40) }
        let l = try await layout(view, proposal: ProposedViewSize(width: 200, height: nil))
        // 60 + 8 + 80 = 148; + 8 + 50 passes 200, so the third tag starts the second row.
        #expect(l.frame("frame", 0) == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(l.frame("frame", 1) == CGRect(x: 68, y: 0, width: 80, height: 20))
        #expect(l.frame("frame", 2) == CGRect(x: 0, y: 28, width: 50, height: 20))
        #expect(l.frame("frame", 3) == CGRect(x: 58, y: 28, width: 70, height: 20))
        #expect(l.frame("frame", 4) == CGRect(x: 136, y: 28, width: 40, height: 20))
        #expect(l.frame("FlowLayout").size == CGSize(width: 176, height: 48))
        // Ideal size: one row.
        let ideal = try await layout(view)
        #expect(ideal.frame("FlowLayout").size == CGSize(width: 60 + 80 + 50 + 70 + 40 + 4 * 8, height: 20))
    }

    @Test func textTagsWrapWithinTheWidth() async throws {
        let words = ["SwiftUI", "Layout", "Linux", "Animation", "Render", "Tags"]
        let view = FlowLayout(spacing: 6) {
            ForEach(words, id: \.self) { Text($0).padding(.horizontal, 10).padding(.vertical, 4).background(Capsule().fill(Color.gray)) }
        }
        let l = try await layout(view, proposal: ProposedViewSize(width: 180, height: nil))
        let tags = (0..<words.count).map { l.frame("background", $0) }
        let alone = try await layout(Text("SwiftUI").padding(.horizontal, 10).padding(.vertical, 4)).frame("padding")
        #expect(abs(tags[0].width - alone.width) < 0.34)
        #expect(tags.allSatisfy { $0.maxX <= 180.34 })
        #expect(Set(tags.map(\.minY)).count > 1)
        for (a, b) in zip(tags, tags.dropFirst()) where abs(a.minY - b.minY) < 0.34 { #expect(abs(b.minX - a.maxX - 6) < 0.67) }
    }

    /// A stack along the horizontal axis that reports what its subviews say about themselves.
    struct Probe: Layout {
        struct Rank: LayoutValueKey { static let defaultValue = 0 }
        nonisolated(unsafe) static var seen: (spacings: [CGFloat], priorities: [Double], ranks: [Int]) = ([], [], [])

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            Self.seen = (zip(subviews, subviews.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: .horizontal) },
                         subviews.map(\.priority), subviews.map { $0[Rank.self] })
            return CGSize(width: 100, height: 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            // Places subviews by rank, highest first, 10 pt apart; leaves the last subview unplaced.
            let ordered = subviews.dropLast().sorted { $0[Rank.self] > $1[Rank.self] }
            for (i, subview) in ordered.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(i) * 10, y: bounds.maxY), anchor: .bottomLeading,
                              proposal: ProposedViewSize(width: 10, height: 10))
            }
        }
    }

    @Test func subviewsReportSpacingPriorityAndLayoutValues() async throws {
        let view = Probe {
            Color.red.layoutValue(key: Probe.Rank.self, value: 1).frame(width: 5)
            Color.green.layoutPriority(2)
            Spacer()
            Color.blue.layoutValue(key: Probe.Rank.self, value: 3)
            Color.gray.frame(width: 4, height: 6)
        }
        let l = try await layout(view)
        #expect(Probe.seen.spacings == [8, 0, 0, 8])
        #expect(Probe.seen.priorities == [0, 2, 0, 0, 0])
        #expect(Probe.seen.ranks == [1, 0, 0, 3, 0])
        // Placed by rank at the bottom-leading anchor: blue, then red, then green and the spacer.
        #expect(l.frame("Color", 2) == CGRect(x: 0, y: 90, width: 10, height: 10))
        #expect(l.frame("frame", 0) == CGRect(x: 10, y: 90, width: 5, height: 10))
        // The unplaced subview is centred at its ideal size.
        #expect(l.frame("frame", 1) == CGRect(x: 48, y: 47, width: 4, height: 6))
    }

    @Test func viewSpacingUnionsAndMeasures() {
        var spacing = ViewSpacing.zero
        #expect(spacing.distance(to: ViewSpacing(), along: .vertical) == 0)
        spacing.formUnion(ViewSpacing(), edges: .leading)
        #expect(spacing.distance(to: ViewSpacing(), along: .horizontal) == 0)   // trailing still zero
        #expect(ViewSpacing().distance(to: spacing, along: .horizontal) == 8)
        #expect(ViewSpacing.zero.union(ViewSpacing()) == ViewSpacing())
    }

    /// Counts its cache's lifecycle.
    struct Counting: Layout {
        final class Counts { var made = 0; var updated = 0; var sized = 0 }
        struct Cache { var sized = 0 }
        let counts: Counts
        func makeCache(subviews: Subviews) -> Cache { counts.made += 1; return Cache() }
        func updateCache(_ cache: inout Cache, subviews: Subviews) { counts.updated += 1 }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            cache.sized += 1
            counts.sized = cache.sized
            return CGSize(width: 30 * CGFloat(subviews.count), height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {}
    }

    @Test func theCacheIsMadeOnceAndUpdatedForEachLaterEvaluation() async throws {
        let counts = Counting.Counts()
        struct Host: View {
            let counts: Counting.Counts
            @State private var more = false
            var body: some View {
                Counting(counts: counts) {
                    Color.red.onTapGesture { more = true }.accessibilityLabel("Add")
                    if more { Color.blue }
                }
            }
        }
        let l = try await layout(Host(counts: counts)) { $0.tap("Add") }
        #expect(counts.made == 1)
        #expect(counts.updated == 1)
        #expect(counts.sized >= 2)   // the cache's own count carried across both evaluations
        #expect(l.frame("Counting").width == 60)
    }

    @Test func builtInLayoutsAsValuesMatchTheirStacks() async throws {
        @ViewBuilder func content() -> some View { Self.tag(30); Color.green.frame(width: 40, height: 10) }
        for (value, stack) in [(AnyLayout(HStackLayout(alignment: .top, spacing: 4)), AnyView(HStack(alignment: .top, spacing: 4) { content() })),
                               (AnyLayout(VStackLayout(alignment: .leading)), AnyView(VStack(alignment: .leading) { content() })),
                               (AnyLayout(ZStackLayout(alignment: .bottomTrailing)), AnyView(ZStack(alignment: .bottomTrailing) { content() }))] {
            let a = try await layout(value { content() }), b = try await layout(stack)
            #expect(a.frame("frame", 0) == b.frame("frame", 0))
            #expect(a.frame("frame", 1) == b.frame("frame", 1))
        }
    }

    /// Delegates to `VStackLayout` when narrow, as a user's adaptive layout does.
    struct Adaptive: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var c: () = ()
            return VStackLayout(spacing: 2).sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var c: () = ()
            VStackLayout(spacing: 2).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
        }
    }

    @Test func aLayoutCanCallABuiltInLayout() async throws {
        let l = try await layout(Adaptive { Self.tag(30); Self.tag(50) })
        #expect(l.frame("Adaptive").size == CGSize(width: 50, height: 42))
        #expect(l.frame("frame", 0) == CGRect(x: 10, y: 0, width: 30, height: 20))
        #expect(l.frame("frame", 1) == CGRect(x: 0, y: 22, width: 50, height: 20))
    }

    @Test func changingLayoutUnderAnAnimationMovesTheSubviews() async throws {
        struct Switcher: View {
            @State private var vertical = false
            var body: some View {
                let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
                layout {
                    Color.red.frame(width: 20, height: 20)
                    Color.blue.frame(width: 20, height: 20).onTapGesture { withAnimation(.linear(duration: 1)) { vertical = true } }
                        .accessibilityLabel("Flip")
                }
            }
        }
        let start = try await layout(Switcher(), time: 0) { $0.tap("Flip") }
        let middle = try await layout(Switcher(), time: 0.5) { $0.tap("Flip") }
        let end = try await layout(Switcher(), time: 2) { $0.tap("Flip") }
        #expect(start.frame("frame", 1).origin == CGPoint(x: 20, y: 0))
        #expect(end.frame("frame", 1).origin == CGPoint(x: 0, y: 20))
        let moving = middle.frame("frame", 1).origin
        #expect(abs(moving.x - 10) < 0.5 && abs(moving.y - 10) < 0.5)
    }

    /// Reports its own first baseline 5 pt from its top.
    struct Baselined: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 10, height: 30) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout ()) -> CGFloat? {
            guide == .firstTextBaseline ? bounds.minY + 5 : nil
        }
    }

    @Test func explicitAlignmentSetsTheLayoutsBaseline() async throws {
        let view = HStack(alignment: .firstTextBaseline) { Baselined { Color.red }; Color.blue.frame(width: 10, height: 20) }
        let l = try await layout(view)
        // The blue view's baseline is its bottom (20); the layout's is 5, so the layout sits 15 lower.
        #expect(l.frame("Baselined").minY - l.frame("frame").minY == 15)
    }

    @Test func dimensionsGiveGuidesAndBaselines() async throws {
        struct Measure: Layout {
            nonisolated(unsafe) static var dimensions: [ViewDimensions] = []
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                Self.dimensions = subviews.map { $0.dimensions(in: .unspecified) }
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        _ = try await layout(Measure { Color.red.frame(width: 40, height: 20); Text("Tag") })
        let (box, text) = (Measure.dimensions[0], Measure.dimensions[1])
        #expect(box[HorizontalAlignment.trailing] == 40 && box[VerticalAlignment.center] == 10)
        #expect(box[explicit: VerticalAlignment.firstTextBaseline] == nil && box[VerticalAlignment.firstTextBaseline] == 20)
        let baseline = try #require(text[explicit: VerticalAlignment.firstTextBaseline])
        #expect(baseline > text.height / 2 && baseline < text.height)
    }

    // MARK: A layout's own alignment guides

    /// A 40 × 40 box that places its subviews at its origin and says where guides are in it: leading at
    /// 30, top at 12, and a guide of its own at 7 (nil for the others: their defaults).
    struct Guided: Layout {
        var leading: CGFloat? = 30
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 40, height: 40) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for s in subviews { s.place(at: bounds.origin, proposal: ProposedViewSize(width: 10, height: 10)) }
        }
        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout ()) -> CGFloat? {
            guide == .leading ? leading.map { bounds.minX + $0 } : nil
        }
        func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout ()) -> CGFloat? {
            switch guide {
            case .top: bounds.minY + 12
            case .mark: bounds.minY + 7
            default: nil
            }
        }
    }

    /// Places its only subview 8 pt in; no guides of its own (SwiftUI's default merges the subviews').
    struct Inset: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 40, height: 40) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for s in subviews { s.place(at: CGPoint(x: bounds.minX + 8, y: bounds.minY + 8), proposal: ProposedViewSize(width: 10, height: 10)) }
        }
    }

    enum Mark: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] } }

    @Test func aStackAlignsALayoutByItsOwnHorizontalGuide() async throws {
        let l = try await layout(VStack(alignment: .leading, spacing: 0) {
            Guided { Color.red }
            Color.blue.frame(width: 10, height: 10)
        })
        // The guides meet at the layout's 30: the layout at 0, the blue square 30 in.
        #expect(l.frame("Guided").minX == 0 && l.frame("frame").minX == 30, "\(l.frame("Guided")) \(l.frame("frame"))")
        // nil is the guide's default (0 for leading): both at 0.
        let plain = try await layout(VStack(alignment: .leading, spacing: 0) { Guided(leading: nil) { Color.red }; Color.blue.frame(width: 10, height: 10) })
        #expect(plain.frame("Guided").minX == 0 && plain.frame("frame").minX == 0)
    }

    @Test func aStackAlignsALayoutByItsOwnVerticalGuides() async throws {
        let top = try await layout(HStack(alignment: .top, spacing: 0) { Guided { Color.red }; Color.blue.frame(width: 10, height: 10) })
        #expect(top.frame("Guided").minY == 0 && top.frame("frame").minY == 12)
        // A guide of the user's own: the layout's 7 meets the square's centre (5).
        let custom = try await layout(HStack(alignment: VerticalAlignment(Mark.self), spacing: 0) {
            Guided { Color.red }; Color.blue.frame(width: 10, height: 10)
        })
        #expect(custom.frame("Guided").minY == 0 && custom.frame("frame").minY == 2)
    }

    @Test func withoutItsOwnALayoutMergesItsSubviewsGuides() async throws {
        // The subview's leading guide (3 pt into it) placed 8 pt into the layout: 11.
        let l = try await layout(VStack(alignment: .leading, spacing: 0) {
            Inset { Color.red.alignmentGuide(.leading) { _ in 3 } }
            Color.blue.frame(width: 10, height: 10)
        })
        #expect(l.frame("Inset").minX == 0 && l.frame("frame").minX == 11, "\(l.frame("Inset")) \(l.frame("frame"))")
        // A layout that answers nil does not merge: the subview's guide is not read.
        let own = try await layout(VStack(alignment: .leading, spacing: 0) {
            Guided(leading: nil) { Color.red.alignmentGuide(.leading) { _ in 3 } }
            Color.blue.frame(width: 10, height: 10)
        })
        #expect(own.frame("frame").minX == 0)
    }
}

extension VerticalAlignment {
    fileprivate static let mark = VerticalAlignment(LayoutProtocolTests.Mark.self)
}
