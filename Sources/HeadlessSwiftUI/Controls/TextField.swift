/// A text field, as SwiftUI's `TextField`: its text, or its placeholder in the placeholder colour when the
/// text is empty (GT: (197, 197, 199) = (60, 60, 67) at 30 %, tertiaryLabel, on the iOS 17 form). No caret
/// is drawn and nothing is typed in a render. `.textFieldStyle(.roundedBorder)` draws the bordered box.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    let isSecure: Bool
    @Environment(\.textFieldStyleKind) private var style

    init(text: Binding<String>, prompt: Text?, label: Label, isSecure: Bool) {
        self.text = text; self.prompt = prompt; self.label = label; self.isSecure = isSecure
    }
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label(), isSecure: false)
    }

    public var body: some View {
        let shown = text.wrappedValue
        let content = Group {
            if shown.isEmpty {
                (prompt ?? (label as? Text) ?? Text(verbatim: "")).foregroundStyle(Color(uiColor: .tertiaryLabel))
            } else {
                Text(verbatim: isSecure ? String(repeating: "•", count: shown.count) : shown)
            }
        }
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: .leading)
        return Group {
            if style == .roundedBorder {
                content
                    .padding(.horizontal, TextFieldMetrics.roundedBorderInset)
                    .frame(minHeight: TextFieldMetrics.roundedBorderHeight)
                    .background(Color(uiColor: .systemBackground), in: RoundedRectangle(cornerRadius: TextFieldMetrics.cornerRadius))
                    .overlay {
                        RoundedRectangle(cornerRadius: TextFieldMetrics.cornerRadius)
                            .strokeBorder(TextFieldMetrics.borderColor, lineWidth: TextFieldMetrics.borderWidth)
                    }
            } else {
                content
            }
        }
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt, label: Text(titleKey), isSecure: false)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt, label: Text(title), isSecure: false)
    }
    /// Accepted with an axis (the text stays on one line).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(titleKey), isSecure: false)
    }
}

/// A field whose text shows as dots, as SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, label: label(), isSecure: true)
    }
    public var body: some View { field }
}
extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(text: text, prompt: prompt, label: Text(titleKey), isSecure: true)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(text: text, prompt: prompt, label: Text(title), isSecure: true)
    }
}

/// The rounded-border field (GT: textfield_securefield_roundedborder_ios18_3x.png, SpeziAccount): 34 pt
/// tall with title3 text, a 1 px border of (204, 204, 204), a corner of about 5 pt, the text inset about
/// 7 pt (placeholder ink from 8.7 pt, a glyph's bearing inside).
enum TextFieldMetrics {
    static let roundedBorderHeight: CGFloat = 34
    static let roundedBorderInset: CGFloat = 7
    static let cornerRadius: CGFloat = 5
    static let borderColor = Color(red: 204 / 255, green: 204 / 255, blue: 204 / 255)
    static let borderWidth: CGFloat = 1.0 / 3
}

/// How text fields look, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle: Sendable { var _isRoundedBorder: Bool { get } }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {}; public var _isRoundedBorder: Bool { false } }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {}; public var _isRoundedBorder: Bool { true } }
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {}; public var _isRoundedBorder: Bool { false } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: Self { Self() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { Self() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: Self { Self() } }

enum TextFieldStyleKind { case plain, roundedBorder }
extension EnvironmentValues {
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}
private enum TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.plain }

extension View {
    /// The style of text fields in the subtree.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.textFieldStyleKind = style._isRoundedBorder ? .roundedBorder : .plain })
    }
    /// Accepted: no keyboard is shown in a render.
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    public func textContentType(_ type: UITextContentType?) -> Self { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> Self { self }
}

/// Accepted keyboard settings (no keyboard is drawn).
public enum UIKeyboardType: Sendable { case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, emailAddress, decimalPad }
public struct UITextContentType: Sendable {
    let raw: String
    public static let username = UITextContentType(raw: "username"), password = UITextContentType(raw: "password")
    public static let emailAddress = UITextContentType(raw: "email"), name = UITextContentType(raw: "name")
    public static let newPassword = UITextContentType(raw: "new-password"), oneTimeCode = UITextContentType(raw: "otc")
}
public struct TextInputAutocapitalization: Sendable {
    let raw: Int
    public static let never = Self(raw: 0), words = Self(raw: 1), sentences = Self(raw: 2), characters = Self(raw: 3)
}
public enum SubmitLabel: Sendable { case done, go, send, join, route, search, `return`, next, `continue` }
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}
