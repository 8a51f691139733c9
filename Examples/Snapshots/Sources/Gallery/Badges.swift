import SwiftUI

/// A small count badge, as a tab bar or a list row shows it.
struct CountBadge: View {
    var count: Int

    var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(Capsule().fill(.red))
    }
}

/// A status pill: a coloured dot and a word.
struct StatusPill: View {
    var title: String
    var color: Color

    var body: some View {
        HStack(spacing: 6) {
            Circle().fill(color).frame(width: 8, height: 8)
            Text(title).font(.footnote)
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 4)
        .background(Capsule().fill(Color(.secondarySystemBackground)))
    }
}

#Preview("Badge, one", traits: .sizeThatFitsLayout) {
    CountBadge(count: 1)
}

#Preview("Badge, many", traits: .sizeThatFitsLayout) {
    CountBadge(count: 120)
}

#Preview(traits: .sizeThatFitsLayout) {
    StatusPill(title: "Online", color: .green)
}

#Preview {
    VStack(alignment: .leading) {
        StatusPill(title: "Away", color: .orange)
        StatusPill(title: "Offline", color: .gray)
    }
    .padding()
}
