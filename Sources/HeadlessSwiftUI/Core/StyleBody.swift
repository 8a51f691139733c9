/// A control style's body as a view: the style's own dynamic properties (its `@Environment`s and
/// `@State`) are bound where the styled control is before `makeBody` runs, as SwiftUI binds a style's.
/// The body is evaluated under the style's type, so that switching styles starts its state afresh.
struct StyleBody<Style, Body: View>: View, PrimitiveView {
    let style: Style
    let makeBody: (Style) -> Body
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        context.graph.bindDynamicProperties(of: style, in: context)
        return context.child(.body(ObjectIdentifier(Style.self))).evaluate(makeBody(style))
    }
}
