/// `.sheet(isPresented:content:)`: iOS 18's page sheet on iPhone. When presented the sheet slides up from
/// the bottom to 10 pt below the safe area's top, with 10 pt continuous corners, on its content's background
/// (a form's grouped background, else the system background); the presenting view shrinks about its top to
/// 91.35 % of its width, takes rounded corners and dims by 12 % on black. Dismissing reverses it.
///
/// Measured on the iOS 17 item form sheet (GT: form_sheet_…_ios17_3x.png, facts only): the presenting card
/// x = 17–376 pt on a 393 pt screen from y = 59, (213, 213, 217) over (242, 242, 247); the sheet's top at
/// 69 pt (the 59 pt safe area + 10) with a 10 pt continuous corner. The 0.5 s critically damped spring is a
/// guess. The sheet covers the view the modifier is on: put `.sheet` on the screen's root view.
public struct SheetModifier<SheetContent: View>: ViewModifier, PrimitiveModifier {
    let isPresented: Binding<Bool>
    let sheet: SheetContent

    static var topGap: CGFloat { 10 }
    static var cornerRadius: CGFloat { 10 }
    static var presentingScale: CGFloat { 359.0 / 393.0 }
    static var presentingDimming: Double { 0.12 }
    static var animation: Animation { .spring(duration: 0.5, bounce: 0) }

    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        let presented = isPresented.wrappedValue
        let dismiss = isPresented
        let layout = ZStack(alignment: .top) {
            if presented { Color.black.ignoresSafeArea() }
            content
                .overlay { if presented { Color.black.opacity(Self.presentingDimming).ignoresSafeArea() } }
                .clipShape(RoundedRectangle(cornerRadius: presented ? Self.cornerRadius : 0, style: .continuous))
                .scaleEffect(presented ? Self.presentingScale : 1, anchor: .top)
            if presented {
                SheetContainer(content: sheet)
                    .environment(\.dismiss, DismissAction { dismiss.wrappedValue = false })
                    .padding(.top, Self.topGap)
                    .transition(.move(edge: .bottom))
            }
        }
        .animation(Self.animation, value: presented)
        return context.child(.part("sheet")).evaluate(layout)
    }
}

/// The sheet's card: its content on the background the content's container asks for, rounded at the top,
/// down to the screen's bottom edge.
struct SheetContainer<Content: View>: View, PrimitiveView {
    let content: Content
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let nodes = context.child(.content).evaluate(content)
        var background = Color(uiColor: .systemBackground)
        for node in nodes {
            if let found = node.firstTrait(ContainerBackgroundTrait.self) { background = found; break }
        }
        let card = EvaluatedNodes(nodes: nodes)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background(background)
            .clipShape(RoundedRectangle(cornerRadius: SheetModifier<EmptyView>.cornerRadius, style: .continuous))
            .ignoresSafeArea(edges: .bottom)
        return context.child(.part("card")).evaluate(card)
    }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: () -> Content) -> ModifiedContent<Self, SheetModifier<Content>> {
        modifier(SheetModifier(isPresented: isPresented, sheet: content()))
    }
    /// Presents a sheet for `item` while it is not nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content)
        -> ModifiedContent<Self, SheetModifier<Content?>> {
        let presented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(SheetModifier(isPresented: presented, sheet: item.wrappedValue.map(content)))
    }
    /// On iPhone a full-screen cover is drawn as a sheet here (a difference: iOS covers the whole screen).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: () -> Content) -> ModifiedContent<Self, SheetModifier<Content>> {
        modifier(SheetModifier(isPresented: isPresented, sheet: content()))
    }
    /// Accepted: the sheet is drawn at its large detent.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
}

/// A sheet's resting height, as SwiftUI's `PresentationDetent` (accepted; sheets draw at `.large`).
public struct PresentationDetent: Hashable, Sendable {
    let value: Double
    public static let medium = PresentationDetent(value: 0.5)
    public static let large = PresentationDetent(value: 1)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(value: Double(fraction)) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(value: -Double(height)) }
}
