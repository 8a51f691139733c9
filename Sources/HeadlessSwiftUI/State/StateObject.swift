/// An ``ObservableObject`` a view owns, as SwiftUI's `@StateObject`: made once, the first time its view is
/// evaluated (the autoclosure is not called again for later values of the view), kept in the graph at the
/// view's identity, and listened to.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateObjectBox(make: thunk) }

    @MainActor public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties (`$model.name`).
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: box.object) }
}

extension StateObject {
    @MainActor public static func _bind(_ property: StateObject, to binder: inout _DynamicPropertyBinder) {
        let context = binder.context
        let cell = context.graph.stateCell(at: context.path, index: binder.nextIndex(), initialValue: property.box.make())
        property.box.cell = cell
        context.graph.observe(cell.value, at: context.path)
    }
}

/// The reference a `StateObject` carries: how to make the object, and the graph's cell once bound.
final class StateObjectBox<ObjectType>: @unchecked Sendable {
    let make: () -> ObjectType
    var cell: StateCell<ObjectType>?
    /// The object made for a read before the view was evaluated (SwiftUI warns of it; it is not kept).
    private lazy var unbound: ObjectType = make()
    init(make: @escaping () -> ObjectType) { self.make = make }

    @MainActor var object: ObjectType { cell?.value ?? unbound }
}
