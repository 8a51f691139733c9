/// An ``ObservableObject`` passed to a view, as SwiftUI's `@ObservedObject`: the graph listens to it, so a
/// `send()` evaluates the view again; the view does not own it.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// What `$object` gives: a binding to each writable property.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        @MainActor public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject {
    @MainActor public static func _bind(_ property: ObservedObject, to binder: inout _DynamicPropertyBinder) {
        binder.context.graph.observe(property.wrappedValue, at: binder.context.path)
    }
}
