/// A stored property the engine updates before it asks for a body: `@State`, `@Environment`,
/// `@ScaledMetric`, and structs of them, as SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {
    /// Called before the body is evaluated; nothing to do for most properties.
    mutating func update()

    /// Connects `property` to the view graph at the binder's view, as SwiftUI's `_makeProperty`: the
    /// engine's hook, not for user code. The default connects the property's own fields (a struct of
    /// other dynamic properties); the module's property wrappers bind themselves.
    @MainActor static func _bind(_ property: Self, to binder: inout _DynamicPropertyBinder)
}

extension DynamicProperty {
    public mutating func update() {}

    @MainActor public static func _bind(_ property: Self, to binder: inout _DynamicPropertyBinder) {
        binder.bindFields(of: property)
    }
}
