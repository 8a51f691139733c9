/// One view per element of a collection, each identified by its element's id: an element that moves
/// keeps its view (and state); a new id is a new view.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    let id: KeyPath<Data.Element, ID>
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    /// Over any data, with an id key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.id = id; self.content = content
    }
    public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Over identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// Over a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView where Content: View {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        data.flatMap { element in
            context.child(.id(AnyHashable(element[keyPath: id]))).evaluate(content(element))
        }
    }
}
