import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`: `$model.name` (or
/// `Bindable(model).name`) reads and writes the object, so a control changes it and the views that read
/// it follow.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// A binding to one of the object's properties.
    @MainActor public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {
    /// A bindable refers to an object others own: nothing of it lives at this view.
    @MainActor public static func _bind(_ property: Bindable, to binder: inout _DynamicPropertyBinder) {}
}
