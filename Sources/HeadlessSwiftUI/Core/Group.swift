/// Several views as one: modifiers on a group apply to each of its children, and a container lays the
/// children out as its own.
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody(Self.self) }
}

extension Group: PrimitiveView where Content: View {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] { context.evaluate(content) }
}

// MARK: - Group(subviews:transform:)

/// One resolved child of a view, as `Group(subviews:)` hands it out: a view that shows that child.
public struct Subview: View, Identifiable {
    let node: ViewNode
    /// The child's identity.
    public let id: Int
    init(node: ViewNode) { self.node = node; id = node.key }
    public var body: Never { primitiveBody(Self.self) }
}

extension Subview: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] { [node] }
}

/// The resolved children of a view, in order.
public struct SubviewsCollection: RandomAccessCollection {
    let subviews: [Subview]
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
}

@MainActor
extension Group {
    /// SwiftUI's `Group(subviews:transform:)` (iOS 18): `transform` receives `view`'s children as
    /// subviews and builds a view from them.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupSubviewsContent<Base, Result> {
        content = GroupSubviewsContent(base: view, transform: transform)
    }
}

/// The content of `Group(subviews:transform:)`: evaluates the base, then the transform of its children.
public struct GroupSubviewsContent<Base: View, Result: View>: View {
    let base: Base
    let transform: (SubviewsCollection) -> Result
    public var body: Never { primitiveBody(Self.self) }
}

extension GroupSubviewsContent: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let children = context.child(.content).evaluate(base).map { Subview(node: $0) }
        return context.child(.index(1)).evaluate(transform(SubviewsCollection(subviews: children)))
    }
}
