extension _ShapeView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let env = context.environment
        func paint(_ style: Style) -> ResolvedPaint {
            if let paint = style.resolvedPaint(in: env) { return paint }
            context.graph.diagnostics.append(ViewDiagnostic(severity: .error, view: "\(Content.self)",
                                                            message: "the shape style \(Style.self) is not supported"))
            return .color(.clear)
        }
        let leafDrawing: ShapeLeaf.Drawing = switch drawing {
        case .fill(let style, let fill): .fill(paint(style), evenOdd: fill.isEOFilled)
        case .stroke(let style, let stroke): .stroke(paint(style), stroke)
        case .strokeBorder(let style, let stroke): .strokeBorder(paint(style), stroke)
        }
        return [ViewNode(kind: .shape(ShapeLeaf(shape: shape, drawing: leafDrawing)), name: "\(Content.self)", context: context)]
    }
}

/// A colour used as a view fills its frame.
extension Color: View, PrimitiveView {
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        [ViewNode(kind: .shape(ShapeLeaf(shape: Rectangle(), drawing: .fill(resolve(in: context.environment), evenOdd: false))),
                  name: "Color", context: context)]
    }
}

/// Gradients used as views fill their frames.
extension LinearGradient: View, PrimitiveView {
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(in context: EvaluationContext) -> [ViewNode] { fillingRectangle(self, "LinearGradient", context) }
}
extension RadialGradient: View, PrimitiveView {
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(in context: EvaluationContext) -> [ViewNode] { fillingRectangle(self, "RadialGradient", context) }
}
extension AngularGradient: View, PrimitiveView {
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(in context: EvaluationContext) -> [ViewNode] { fillingRectangle(self, "AngularGradient", context) }
}

@MainActor private func fillingRectangle<S: ResolvableShapeStyle>(_ style: S, _ name: String, _ context: EvaluationContext) -> [ViewNode] {
    [ViewNode(kind: .shape(ShapeLeaf(shape: Rectangle(), drawing: .fill(style.resolve(in: context.environment), evenOdd: false))),
              name: name, context: context)]
}
