/// `.alert(_:isPresented:actions:message:)`: iOS's alert, centred over the view with the screen dimmed:
/// the title (headline) and message (footnote) centred in a 270 pt wide card, the actions below a hairline
/// as 44 pt buttons in the tint, one under another (iOS puts two side by side: not done here), a cancel
/// action semibold, a destructive one red. It fades in while scaling down from 1.15 and fades out.
///
/// Nothing here was measured (no alert render was available): the 270 pt width, 14 pt corner, 20 % dim,
/// card colour, paddings and the 1.15 scale are UIKit's commonly given values, guesses to replace when a
/// render is found (docs/lists.md).
public struct AlertModifier<Actions: View, Message: View>: ViewModifier, PrimitiveModifier {
    let title: Text
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message

    static var width: CGFloat { 270 }
    static var cornerRadius: CGFloat { 14 }
    static var dimming: Double { 0.2 }
    static var card: Color { Color(red: 242 / 255, green: 242 / 255, blue: 242 / 255) }
    static var animation: Animation { .spring(duration: 0.3, bounce: 0) }

    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        let presented = isPresented.wrappedValue
        let binding = isPresented
        let layout = ZStack {
            content
            if presented {
                Color.black.opacity(Self.dimming).ignoresSafeArea().transition(.opacity)
                VStack(spacing: 0) {
                    VStack(spacing: 2) {
                        title.font(.headline)
                        message.font(.footnote)
                    }
                    .multilineTextAlignment(.center)
                    .padding(EdgeInsets(top: 19, leading: 16, bottom: 17, trailing: 16))
                    Rectangle().fill(Color(uiColor: .separator)).frame(height: 1 / context.environment.displayScale)
                    AlertActions(actions: actions, dismiss: { binding.wrappedValue = false })
                }
                .frame(width: Self.width)
                .background(Self.card, in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
                .transition(.scale(scale: 1.15).combined(with: .opacity))
            }
        }
        .animation(Self.animation, value: presented)
        return context.child(.part("alert")).evaluate(layout)
    }
}

/// The alert's buttons: each runs its action, then dismisses the alert.
struct AlertActions<Actions: View>: View {
    let actions: Actions
    let dismiss: @MainActor () -> Void
    var body: some View {
        actions
            .buttonStyle(AlertButtonStyle(dismiss: dismiss))
            .frame(maxWidth: .infinity)
    }
}

/// An alert action: a 44 pt row in the tint (red when destructive, semibold for cancel).
struct AlertButtonStyle: PrimitiveButtonStyle {
    let dismiss: @MainActor () -> Void
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.trigger()
            dismiss()
        } label: {
            configuration.label
                .fontWeight(configuration.role == .cancel ? .semibold : nil)
                .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle()))
                .frame(maxWidth: .infinity, minHeight: 44)
        }
        .buttonStyle(.plain)
    }
}

extension View {
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> ModifiedContent<Self, AlertModifier<A, EmptyView>> {
        modifier(AlertModifier(title: Text(titleKey), isPresented: isPresented, actions: actions(), message: EmptyView()))
    }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> ModifiedContent<Self, AlertModifier<A, M>> {
        modifier(AlertModifier(title: Text(titleKey), isPresented: isPresented, actions: actions(), message: message()))
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> ModifiedContent<Self, AlertModifier<A, M>> {
        modifier(AlertModifier(title: Text(title), isPresented: isPresented, actions: actions(), message: message()))
    }
}
