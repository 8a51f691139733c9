/// A style's `makeBody` evaluated as a view of the style's own type, as `Toggle` evaluates a toggle style:
/// the style's `@Environment` and `@State` are bound at this path before its body is made, so a style
/// users write keeps its state and reads the environment where the control is.
struct StyleBody<Style, Content: View>: View {
    let style: Style
    let makeBody: (Style) -> Content
    var body: Never { primitiveBody(Self.self) }
}

extension StyleBody: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        context.graph.bindDynamicProperties(of: style, in: context)
        return context.child(.body(ObjectIdentifier(Style.self))).evaluate(makeBody(style))
    }
}
