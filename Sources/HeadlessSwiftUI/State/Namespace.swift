/// A namespace for matched views, as SwiftUI's `@Namespace`: an identifier that stays the same for the
/// view's identity across evaluations and differs between views: what `matchedGeometryEffect` groups
/// its views by.
@propertyWrapper
public struct Namespace: DynamicProperty {
    let state = State(wrappedValue: Namespace.ID(value: 0))

    public init() {}

    @MainActor public var wrappedValue: Namespace.ID { state.wrappedValue }

    /// A namespace's identity.
    public struct ID: Hashable, Sendable { let value: Int }

    @MainActor public static func _bind(_ property: Namespace, to binder: inout _DynamicPropertyBinder) {
        let context = binder.context
        property.state.box.cell = context.graph.stateCell(at: context.path, index: binder.nextIndex(),
                                                          initialValue: ID(value: context.graph.newNamespace()))
    }
}
