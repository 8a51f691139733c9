#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

/// A login form: an email field, a password field, a toggle and a prominent button; signing in replaces
/// the form with a welcome.
public struct LoginView: View {
    @State private var email: String
    @State private var password: String
    @State private var remember = true
    @State private var signedIn = false

    /// `email` and `password` as a user typed them (a render cannot type).
    public init(email: String = "", password: String = "") {
        _email = State(initialValue: email)
        _password = State(initialValue: password)
    }

    public var body: some View {
        NavigationStack {
            if signedIn {
                ContentUnavailableView("Welcome back", systemImage: "person.crop.circle.badge.checkmark",
                                       description: Text("Signed in as \(email)."))
                    .navigationTitle("Account")
            } else {
                Form {
                    Section {
                        TextField("Email", text: $email)
                        SecureField("Password", text: $password)
                    } footer: {
                        Text("Use the address you registered with.")
                    }
                    Section {
                        Toggle("Remember me", isOn: $remember)
                    }
                    Section {
                        Button("Sign In") { withAnimation { signedIn = true } }
                            .buttonStyle(.borderedProminent)
                            .frame(maxWidth: .infinity)
                            .disabled(email.isEmpty || password.isEmpty)
                    }
                }
                .navigationTitle("Sign In")
            }
        }
    }
}
