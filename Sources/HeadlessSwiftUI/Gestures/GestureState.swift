/// State that lives while a gesture runs, as SwiftUI's `@GestureState`: a gesture's `updating` sets it at
/// each change, and it returns to its initial value when the gesture ends or is cancelled, under the reset
/// transaction (none by default, so it jumps back unless that transaction animates).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let box: StateBox<Value>
    let reset: (Value, inout Transaction) -> Void

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }
    public init(initialValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: initialValue, resetTransaction: resetTransaction) }
    /// `reset` sees the value being reset and sets the transaction the reset runs in.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = StateBox(initialValue: wrappedValue); self.reset = reset
    }
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: initialValue, reset: reset) }

    @MainActor public var wrappedValue: Value { box.value }
    /// What `updating(_:body:)` takes (`$state`).
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value as a gesture's `updating` body leaves it, in the transaction the body chose.
    @MainActor func update(_ body: (inout Value, inout Transaction) -> Void) {
        var value = box.value, transaction = Transaction()
        body(&value, &transaction)
        withTransaction(transaction) { box.value = value }
    }

    /// Back to the initial value, in the reset transaction.
    @MainActor func resetToInitial() {
        var transaction = Transaction()
        reset(box.value, &transaction)
        withTransaction(transaction) { box.value = box.initialValue }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }
}

extension GestureState {
    @MainActor public static func _bind(_ property: GestureState, to binder: inout _DynamicPropertyBinder) {
        let context = binder.context
        property.box.cell = context.graph.stateCell(at: context.path, index: binder.nextIndex(),
                                                    initialValue: property.box.initialValue)
    }
}
