/// SwiftUI's `@ViewBuilder`: any number of children, `if`/`else`, `switch`, optionals and `#available`.
@resultBuilder @MainActor @preconcurrency
public enum ViewBuilder {
    /// No children.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One child, as it is.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several children, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }
    /// One expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// `if` without `else` (the newer spelling).
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch of `if`/`else` or the first of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .trueContent(first)) }
    /// The `else` branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .falseContent(second)) }
    /// `if #available`: the branch, type-erased as SwiftUI does.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views side by side in one builder: each child is a separate view of the enclosing container.
public struct TupleView<each Content: View>: View {
    let content: (repeat each Content)
    public init(_ content: repeat each Content) { self.content = (repeat each content) }
    public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        var nodes: [ViewNode] = []
        var index = 0
        for child in repeat each content {
            nodes += context.child(.index(index)).evaluate(child)
            index += 1
        }
        return nodes
    }
}

/// One of two views, chosen by an `if`/`else` (or `switch`): the two branches are different views,
/// so switching between them removes one and inserts the other.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): context.child(.branch(0)).evaluate(view)
        case .falseContent(let view): context.child(.branch(1)).evaluate(view)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        guard let view = self else { return [] }
        return context.child(.branch(0)).evaluate(view)
    }
}
