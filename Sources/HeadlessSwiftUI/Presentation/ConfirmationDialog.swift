/// `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)`: on iPhone, iOS's action sheet. It
/// slides up from the bottom over the dimmed screen: a card of the actions (title and message above them
/// when the title is visible), one 57 pt row each, separated by hairlines, and below it, 8 pt apart, a card
/// of its own for the cancel action, semibold; iOS adds a "Cancel" when no action has the cancel role. A
/// destructive action is red. Each action dismisses the dialog after it runs.
///
/// Nothing here was measured (no action-sheet render was available): the 8 pt margins and gap, the 57 pt
/// rows in 20 pt type, the 13 pt continuous corners, the title and message in footnote, the 20 % dim and the
/// cards' colours are UIKit's commonly given values, guesses to replace when a render is found. The title is
/// hidden unless `titleVisibility` is `.visible`, as SwiftUI does on iOS.
public struct ConfirmationDialogModifier<Actions: View, Message: View>: ViewModifier, PrimitiveModifier {
    let title: Text
    let titleVisibility: Visibility
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message?

    static var dimming: Double { AlertModifier<EmptyView, EmptyView>.dimming }
    static var animation: Animation { .spring(duration: 0.4, bounce: 0) }

    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        let presented = isPresented.wrappedValue
        let binding = isPresented
        let layout = ZStack(alignment: .bottom) {
            content
            if presented {
                Color.black.opacity(Self.dimming).ignoresSafeArea().transition(.opacity)
                ActionSheet(title: titleVisibility == .visible ? title : nil, message: message, actions: actions,
                            dismiss: { binding.wrappedValue = false })
                    .padding([.horizontal, .bottom], ActionSheet<Actions, Message>.gap)
                    .transition(.move(edge: .bottom))
            }
        }
        .animation(Self.animation, value: presented)
        return context.child(.part("dialog")).evaluate(layout)
    }
}

/// The action sheet's two cards: the actions (under the title and message), and the cancel action apart.
/// The actions are evaluated once and sorted by the role their style marks on them.
struct ActionSheet<Actions: View, Message: View>: View, PrimitiveView {
    let title: Text?
    let message: Message?
    let actions: Actions
    let dismiss: @MainActor () -> Void

    static var gap: CGFloat { 8 }
    static var rowHeight: CGFloat { 57 }
    static var cornerRadius: CGFloat { 13 }
    static var card: Color { AlertModifier<EmptyView, EmptyView>.card }
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let style = ActionSheetButtonStyle(dismiss: dismiss)
        let nodes = context.child(.part("actions")).evaluate(actions.buttonStyle(style))
        let isCancel = { (node: ViewNode) in node.trait(ActionSheetRoleTrait.self) == .cancel }
        var cancel = nodes.filter(isCancel)
        if cancel.isEmpty {
            cancel = context.child(.part("cancel")).evaluate(Button("Cancel", role: .cancel) {}.buttonStyle(style))
        }
        let rows = nodes.filter { !isCancel($0) }
        let hasHeader = title != nil || message != nil
        let separator = Rectangle().fill(Color(uiColor: .separator)).frame(height: 1 / context.environment.displayScale)
        let sheet = VStack(spacing: Self.gap) {
            VStack(spacing: 0) {
                if hasHeader {
                    VStack(spacing: 2) {
                        if let title { title.font(.footnote).fontWeight(.semibold) }
                        if let message { message.font(.footnote) }
                    }
                    .foregroundStyle(Color(uiColor: .secondaryLabel))
                    .multilineTextAlignment(.center)
                    .padding(EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16))
                    .frame(maxWidth: .infinity)
                }
                ForEach(rows.indices, id: \.self) { index in
                    if index > 0 || hasHeader { separator }
                    EvaluatedNodes(nodes: [rows[index]])
                }
            }
            .background(Self.card, in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
            EvaluatedNodes(nodes: cancel)
                .background(Color(uiColor: .systemBackground), in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
        }
        return context.child(.part("sheet")).evaluate(sheet)
    }
}

/// Which card an action goes in: the role its button was made with.
enum ActionSheetRoleTrait: ViewTraitKey { typealias Value = ButtonRole? }

/// An action-sheet action: a full-width 57 pt row in 20 pt type, in the tint (red when destructive,
/// semibold for cancel), that runs its action and then dismisses the sheet.
struct ActionSheetButtonStyle: PrimitiveButtonStyle {
    let dismiss: @MainActor () -> Void
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.trigger()
            dismiss()
        } label: {
            configuration.label
                .font(.title3)
                .fontWeight(configuration.role == .cancel ? .semibold : nil)
                .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle()))
                .frame(maxWidth: .infinity, minHeight: ActionSheet<EmptyView, EmptyView>.rowHeight)
        }
        .buttonStyle(.plain)
        .trait(ActionSheetRoleTrait.self, configuration.role)
    }
}

extension View {
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> ModifiedContent<Self, ConfirmationDialogModifier<A, EmptyView>> {
        modifier(ConfirmationDialogModifier(title: Text(titleKey), titleVisibility: titleVisibility, isPresented: isPresented,
                                            actions: actions(), message: nil))
    }
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> ModifiedContent<Self, ConfirmationDialogModifier<A, M>> {
        modifier(ConfirmationDialogModifier(title: Text(titleKey), titleVisibility: titleVisibility, isPresented: isPresented,
                                            actions: actions(), message: message()))
    }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> ModifiedContent<Self, ConfirmationDialogModifier<A, EmptyView>> {
        modifier(ConfirmationDialogModifier(title: Text(title), titleVisibility: titleVisibility, isPresented: isPresented,
                                            actions: actions(), message: nil))
    }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M)
        -> ModifiedContent<Self, ConfirmationDialogModifier<A, M>> {
        modifier(ConfirmationDialogModifier(title: Text(title), titleVisibility: titleVisibility, isPresented: isPresented,
                                            actions: actions(), message: message()))
    }
}
