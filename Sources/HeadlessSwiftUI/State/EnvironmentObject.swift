/// An ``ObservableObject`` an ancestor put in the environment with `.environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`: found by its type, and listened to. Reading one that no ancestor provided stops
/// the program, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentBox()

    public init() {}

    @MainActor public var wrappedValue: ObjectType {
        guard let object = box.values?[EnvironmentObjectKey<ObjectType>.self] else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject {
    @MainActor public static func _bind(_ property: EnvironmentObject, to binder: inout _DynamicPropertyBinder) {
        let environment = binder.context.environment
        property.box.values = environment
        if let object = environment[EnvironmentObjectKey<ObjectType>.self] { binder.context.graph.observe(object, at: binder.context.path) }
    }
}

/// Where `.environmentObject(_:)` keeps an object of type `T`.
enum EnvironmentObjectKey<T: AnyObject>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

extension View {
    /// Puts `object` in the environment of this view's subtree, for its `@EnvironmentObject` properties.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0[EnvironmentObjectKey<T>.self] = object })
    }
}
