import SwiftUI

/// A card with a symbol, a title and a line of detail.
struct InfoCard: View {
    var symbol: String
    var title: String
    var detail: String

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .font(.title2)
                .foregroundStyle(.tint)
                .frame(width: 36)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 14).fill(Color(.secondarySystemBackground)))
    }
}

/// A progress card: a title over a bar filled to `progress`.
struct ProgressCard: View {
    var title: String
    var progress: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.subheadline.weight(.semibold))
            ZStack(alignment: .leading) {
                Capsule().fill(Color(.systemGray5))
                Capsule().fill(Color.blue).frame(width: 240 * progress)
            }
            .frame(width: 240, height: 8)
        }
        .padding()
    }
}

#Preview("Info card", traits: .fixedLayout(width: 340, height: 100)) {
    InfoCard(symbol: "bell.fill", title: "Notifications", detail: "Banners, sounds, badges")
}

#Preview("Info card, long title", traits: .fixedLayout(width: 340, height: 120)) {
    InfoCard(symbol: "lock.fill", title: "Privacy and security settings for this device", detail: "Face ID")
}

#Preview("Progress, a third") {
    ProgressCard(title: "Uploading", progress: 1.0 / 3)
}

#Preview("Progress, done") {
    ProgressCard(title: "Uploaded", progress: 1)
}

#if DEBUG
struct InfoCard_Previews: PreviewProvider {
    static var previews: some View {
        InfoCard(symbol: "wifi", title: "Wi-Fi", detail: "Home")
            .frame(width: 320)
            .previewDisplayName("Info card (provider)")
            .previewLayout(.sizeThatFits)
    }
}
#endif
