/// A reference to a value owned elsewhere, as SwiftUI's `@Binding`: reads and writes go to the owner.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value, Transaction?) -> Void
    /// The transaction the binding's writes run in (`$x.animation(…)`), if set.
    public var transaction: Transaction = Transaction()
    var hasTransaction = false

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    /// A binding whose setter also receives the transaction.
    @MainActor
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = { value, transaction in set(value, transaction ?? Transaction.current) }
    }

    /// A binding to an immutable value: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { (_: Value) in })
    }

    /// `@Binding var x` initialised from a binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    @MainActor public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            if hasTransaction {
                withTransaction(transaction) { setter(newValue, transaction) }
            } else {
                setter(newValue, nil)
            }
        }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$model.name`).
    @MainActor public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = self
        return Binding<Subject>(get: { parent.wrappedValue[keyPath: keyPath] },
                                set: { parent.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// The same binding, whose writes animate with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction = Transaction(animation: animation)
        copy.hasTransaction = true
        return copy
    }

    /// The same binding, whose writes run in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        copy.hasTransaction = true
        return copy
    }
}

extension Binding: DynamicProperty {
    /// A binding reads and writes storage that another view owns: nothing of it lives at this view.
    @MainActor public static func _bind(_ property: Binding, to binder: inout _DynamicPropertyBinder) {}
}

/// Bindings cross into `.task` closures and styles, as in SwiftUI; every read and write runs on the main actor.
extension Binding: @unchecked Sendable {}

extension Binding where Value: Sendable {
    /// A binding to an unchanging value.
    public init(_ base: Binding<Value>) { self = base }
}
