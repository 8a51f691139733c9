/// A stored property the engine updates before it asks for a body: `@State`, `@Environment`,
/// `@ScaledMetric`, and structs of them, as SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {
    /// Called before the body is evaluated; nothing to do for most properties.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property of this module: it connects itself to the graph at the path of the view that
/// holds it (`index` counts the view's dynamic properties in declaration order).
@MainActor protocol GraphBoundProperty: DynamicProperty {
    func bind(in context: EvaluationContext, index: Int)
}
