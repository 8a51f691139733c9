/// A value a view owns, as SwiftUI's `@State`: it lives in the graph at the view's identity, survives
/// re-evaluation, and setting it schedules an update under the current transaction.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(initialValue: value) }
    public init(initialValue value: Value) { box = StateBox(initialValue: value) }

    @MainActor public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state (`$value`).
    @MainActor public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// `@State var x: T?` starts at nil.
    public init() { self.init(wrappedValue: nil) }
}

extension State {
    @MainActor public static func _bind(_ property: State, to binder: inout _DynamicPropertyBinder) {
        let context = binder.context
        property.box.cell = context.graph.stateCell(at: context.path, index: binder.nextIndex(),
                                                    initialValue: property.box.initialValue)
    }
}

/// The reference a `State` value carries: before the view is evaluated it holds the initial value; after,
/// it points at the graph's storage cell for the view's identity.
final class StateBox<Value>: @unchecked Sendable {
    let initialValue: Value
    var cell: StateCell<Value>?
    init(initialValue: Value) { self.initialValue = initialValue }

    @MainActor var value: Value {
        get { cell?.value ?? initialValue }
        set {
            if let cell { cell.set(newValue) }
        }
    }
}

/// The graph's storage of one `@State` property of one view.
@MainActor final class StateCell<Value> {
    private(set) var value: Value
    unowned let graph: ViewGraph
    /// The view that owns it, whose body is called again after a write.
    let path: ViewPath
    init(value: Value, graph: ViewGraph, path: ViewPath) { self.value = value; self.graph = graph; self.path = path }

    func set(_ newValue: Value) {
        graph.stateWillChange()
        value = newValue
        graph.invalidate(path)
        graph.stateDidChange()
    }
}
