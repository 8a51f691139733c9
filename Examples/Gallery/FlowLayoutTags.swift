// FlowLayoutTags.swift: a flow layout of tags, written with SwiftUI's `Layout` protocol as on iOS 16+.
// `togglerender preview Examples/Gallery/FlowLayoutTags.swift --view TagCloud OUT` renders it; the view
// layer's tests compile this same file (Tests/HeadlessSwiftUITests/Gallery/ links to it) for its golden.
#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

/// Subviews left to right at their ideal sizes, starting a new row when the next would pass the width.
struct TagFlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(subviews, in: proposal.width ?? .infinity)
        let width = rows.map(\.width).max() ?? 0
        let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in arrange(subviews, in: bounds.width) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y + (row.height - size.height) / 2), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    private struct Row { var indices: [Int] = []; var width: CGFloat = 0; var height: CGFloat = 0 }

    private func arrange(_ subviews: Subviews, in width: CGFloat) -> [Row] {
        var rows = [Row()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let gap = rows[rows.count - 1].indices.isEmpty ? 0 : spacing
            if !rows[rows.count - 1].indices.isEmpty && rows[rows.count - 1].width + gap + size.width > width {
                rows.append(Row())
            }
            let last = rows.count - 1
            rows[last].width += (rows[last].indices.isEmpty ? 0 : spacing) + size.width
            rows[last].height = max(rows[last].height, size.height)
            rows[last].indices.append(index)
        }
        return rows
    }
}

/// A card of topic tags.
struct TagCloud: View {
    let tags = ["SwiftUI", "Layout", "Animation", "Linux", "Rendering", "Accessibility", "Springs", "Typography", "PNG", "Gestures"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Topics")
                .font(.headline)
            TagFlowLayout {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .font(.subheadline)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .foregroundStyle(Color.blue)
                        .background(Capsule().fill(Color.blue.opacity(0.12)))
                }
            }
        }
        .padding(16)
        .frame(width: 320, alignment: .leading)
        .background(UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20).fill(Color(.systemGray6)))
    }
}
