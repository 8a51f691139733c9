/// A multi-line text view, as SwiftUI's `TextEditor` (a UITextView): its text wrapped to the width it is
/// given, from the top leading corner, on the system background unless `.scrollContentBackground(.hidden)`.
/// It takes all the space it is offered. No caret is drawn and nothing is typed in a render.
///
/// UIKit's defaults, not measured here: the text container is inset 8 pt top and bottom, and each line
/// fragment 5 pt at either side.
public struct TextEditor: View {
    let text: Binding<String>
    @Environment(\.scrollContentBackgroundHidden) private var backgroundHidden

    static var insets: EdgeInsets { EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5) }

    public init(text: Binding<String>) { self.text = text }

    public var body: some View {
        Text(verbatim: text.wrappedValue)
            .padding(Self.insets)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(backgroundHidden ? Color.clear : Color(uiColor: .systemBackground))
    }
}
