/// Rows in sections, as SwiftUI's `List`: on iPhone inset-grouped by default (rounded cards on the grouped
/// background), or as `.listStyle` says. It takes the space it is offered and shows its top (nothing
/// scrolls in a rendered frame). Selection is accepted and not drawn.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    public var body: Never { primitiveBody(Self.self) }

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// Controls grouped for data entry, as SwiftUI's `Form`: on iOS an inset-grouped list.
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody(Self.self) }
}

extension List: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] { ListBody.makeNodes(content, name: "List", in: context) }
}
extension Form: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] { ListBody.makeNodes(content, name: "Form", in: context) }
}

/// The background a screen's container asks for under the navigation bar (a list's grouped background).
enum ContainerBackgroundTrait: ViewTraitKey { typealias Value = Color }
