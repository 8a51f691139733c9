@_spi(Reflection) import Swift

/// Connects a view's dynamic properties to the graph at the view's path, in declaration order: what
/// ``ViewGraph/bindDynamicProperties(of:in:)`` hands each property's ``DynamicProperty/_bind(_:to:)``.
///
/// Each stored field is asked one question, whether it is a `DynamicProperty`, and a dynamic one then
/// binds itself through the protocol's witness table. The first time the Swift runtime is asked about a
/// type and a protocol it reads every conformance record in the binary, so a question saved per field type
/// is a read of all of them saved (a `Binding`, which binds nothing, is not looked into either).
@MainActor
public struct _DynamicPropertyBinder {
    let context: EvaluationContext
    /// How many of the view's `@State` properties were bound so far: the next one's cell is keyed by it.
    private var index = 0

    init(context: EvaluationContext) { self.context = context }

    /// Binds the dynamic properties among the stored fields of `value`.
    mutating func bindFields<Value>(of value: Value) {
        guard let fields = Self.dynamicFields(of: Value.self) else {
            for child in Mirror(reflecting: value).children {
                if let property = child.value as? any DynamicProperty { bind(property) }
            }
            return
        }
        withUnsafeBytes(of: value) { bytes in
            for field in fields { bind(field.type, at: bytes.baseAddress! + field.offset) }
        }
    }

    /// A struct's dynamic fields (offset and type), read once per type through the runtime's field records
    /// rather than a `Mirror`: a mirror's first use per type asks the runtime whether the type is
    /// `CustomReflectable`, one more read of every conformance record. Nil for enums, and for classes (whose
    /// fields are not in the value): those go through a mirror.
    private static func dynamicFields(of type: Any.Type) -> [DynamicField]? {
        let key = ObjectIdentifier(type)
        if let known = fieldsByType[key] { return known }
        var fields: [DynamicField]? = nil
        if !(type is AnyClass) {
            var found: [DynamicField] = []
            if _forEachField(of: type, body: { _, offset, fieldType, _ in
                if let dynamic = fieldType as? any DynamicProperty.Type { found.append(DynamicField(offset: offset, type: dynamic)) }
                return true
            }) { fields = found }
        }
        fieldsByType[key] = fields
        return fields
    }

    private struct DynamicField { let offset: Int; let type: any DynamicProperty.Type }
    /// ``dynamicFields(of:)`` by type: a view type's layout never changes, and views are evaluated again at
    /// every change of state.
    private static var fieldsByType: [ObjectIdentifier: [DynamicField]?] = [:]

    private mutating func bind<Property: DynamicProperty>(_ type: Property.Type, at field: UnsafeRawPointer) {
        bind(field.load(as: Property.self))
    }

    private mutating func bind<Property: DynamicProperty>(_ property: Property) {
        Property._bind(property, to: &self)
    }

    /// The key of the next `@State` cell of this view.
    mutating func nextIndex() -> Int {
        defer { index += 1 }
        return index
    }
}
