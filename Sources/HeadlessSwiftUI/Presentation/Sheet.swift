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
        // The sheet first: its content says where it rests (`.presentationDetents`).
        let card = presented ? context.child(.part("card")).evaluate(
            SheetContainer(content: sheet).environment(\.dismiss, DismissAction { dismiss.wrappedValue = false })) : []
        let height = PresentationDetent.restingHeight(of: card, screen: context.environment.screenSize,
                                                      safeArea: context.environment.screenSafeArea)
        // Only a sheet at its large detent sets the presenting view back (scaled, rounded, on black).
        let stepsBack = presented && height == nil
        let layout = ZStack(alignment: .top) {
            if stepsBack { Color.black.ignoresSafeArea() }
            content
                .overlay { if presented { Color.black.opacity(Self.presentingDimming).ignoresSafeArea() } }
                .clipShape(PresentingCardClip(setBack: stepsBack ? 1 : 0, screenInsets: context.environment.screenSafeArea ?? EdgeInsets()))
                .scaleEffect(stepsBack ? Self.presentingScale : 1, anchor: .top)
            if presented {
                SheetCard(nodes: card, height: height)
                    .transition(.move(edge: .bottom))
            }
        }
        .animation(Self.animation, value: presented)
        return context.child(.part("sheet")).evaluate(layout)
    }
}

/// The presenting view's clip: none at rest, so its background reaches under the status bar and home
/// indicator as without a sheet; set back (`setBack` 1), its frame in the safe area with the card's rounded
/// corners. In between the clip's edges move in from the screen's edges (its frame grown by the safe area)
/// as its corners round.
struct PresentingCardClip: Shape {
    var setBack: Double
    let screenInsets: EdgeInsets

    nonisolated var animatableData: Double {
        get { setBack }
        set { setBack = newValue }
    }

    nonisolated func path(in rect: CGRect) -> Path {
        guard setBack > 0 else { return Path(rect.insetBy(dx: -1e5, dy: -1e5)) }
        let rest = CGFloat(1 - setBack)
        let grown = CGRect(x: rect.minX - screenInsets.leading * rest, y: rect.minY - screenInsets.top * rest,
                           width: rect.width + (screenInsets.leading + screenInsets.trailing) * rest,
                           height: rect.height + (screenInsets.top + screenInsets.bottom) * rest)
        return RoundedRectangle(cornerRadius: SheetModifier<EmptyView>.cornerRadius * CGFloat(setBack), style: .continuous).path(in: grown)
    }
}

/// The evaluated card where its detent puts it: 10 pt below the safe area's top at `.large` (`height`
/// nil), else its top `height` above the screen's bottom edge.
struct SheetCard: View {
    let nodes: [ViewNode]
    let height: CGFloat?
    var body: some View {
        if let height {
            EvaluatedNodes(nodes: nodes)
                .frame(height: height)
                .frame(maxHeight: .infinity, alignment: .bottom)
        } else {
            EvaluatedNodes(nodes: nodes)
                .padding(.top, SheetModifier<EmptyView>.topGap)
        }
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
}
