import SwiftUI

/// A full-width call to action.
struct PrimaryButton: View {
    var title: String
    var body: some View {
        Text(title)
            .font(.headline)
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 14)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.accentColor))
    }
}

/// Two buttons side by side, the second one quieter.
struct ButtonPair: View {
    var body: some View {
        HStack(spacing: 12) {
            Text("Cancel").frame(maxWidth: .infinity).padding(.vertical, 12)
                .background(RoundedRectangle(cornerRadius: 10).stroke(Color.secondary))
            Text("Save").bold().foregroundStyle(.white).frame(maxWidth: .infinity).padding(.vertical, 12)
                .background(RoundedRectangle(cornerRadius: 10).fill(Color.green))
        }
        .padding()
    }
}

#Preview("Continue", traits: .fixedLayout(width: 320, height: 80)) {
    PrimaryButton(title: "Continue").padding()
}

#Preview("Cancel and save", traits: .fixedLayout(width: 320, height: 80)) {
    ButtonPair()
}

#Preview("Sign-in screen", traits: .portrait) {
    VStack(spacing: 16) {
        Spacer()
        Image(systemName: "person.crop.circle").font(.system(size: 64)).foregroundStyle(.tint)
        Text("Welcome back").font(.title.bold())
        Text("Sign in to see your saved places.").foregroundStyle(.secondary)
        Spacer()
        PrimaryButton(title: "Sign in")
    }
    .padding()
}
