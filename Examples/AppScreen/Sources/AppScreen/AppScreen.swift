#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

/// An app's account card: its state in an `@Observable` session and an `ObservableObject` cart, its
/// pictures and colours in Assets.xcassets, its title in a font of its own (DejaVu Serif, a Debian font),
/// its words in Localizable.xcstrings. Upgrading animates the plan badge and the card's tint.
public struct AppScreen: View {
    @State private var session = Session()
    @StateObject private var cart = Cart()

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Header()
            PlanRow()
            CartRow()
        }
        .padding(16)
        .frame(width: 300, alignment: .leading)
        .background(Color("Card"), in: RoundedRectangle(cornerRadius: 20))
        .environment(session)
        .environmentObject(cart)
    }
}

/// The logo, the greeting and a custom symbol (notifications muted).
struct Header: View {
    @Environment(Session.self) private var session
    var body: some View {
        HStack(spacing: 10) {
            Image("Logo")
            Text("Welcome back, \(session.name)")
                .font(.custom("DejaVu Serif", size: 19))
                .foregroundStyle(.primary)
            Spacer(minLength: 0)
            Image("muted")
                .foregroundStyle(.secondary)
                .accessibilityLabel("Notifications muted")
        }
    }
}

/// The plan: a star that takes the brand colour, a badge that widens, and the button that upgrades.
struct PlanRow: View {
    @Environment(Session.self) private var session
    var body: some View {
        HStack(spacing: 8) {
            Image("Star")
                .foregroundStyle(session.isPremium ? Color("Brand") : Color.secondary)
                .scaleEffect(session.isPremium ? 1.2 : 1)
            Text(session.isPremium ? "Premium" : "Free plan")
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(session.isPremium ? Color.white : Color.primary)
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(Capsule().fill(session.isPremium ? Color("Brand") : Color.secondary.opacity(0.2)))
            Spacer()
            if !session.isPremium {
                Button("Upgrade") {
                    withAnimation(.spring(duration: 0.5, bounce: 0.2)) { session.isPremium = true }
                }
                .font(.subheadline)
            }
        }
    }
}

/// The cart's count, and a button that adds to it.
struct CartRow: View {
    @EnvironmentObject var cart: Cart
    var body: some View {
        HStack {
            Text("\(cart.items) items")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Spacer()
            Button("Add") { withAnimation(.easeInOut(duration: 0.3)) { cart.items += 1 } }
                .font(.footnote)
        }
    }
}

// Xcode's canvas, and `togglerender preview` (which takes #Preview out of the file itself).
#if canImport(SwiftUI)
#Preview { AppScreen() }
#endif
