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
    var index = 0

    /// Binds the dynamic properties among the stored fields of `value`.
    ///
    /// A struct's fields are read through the runtime's field records (their types and offsets), not a
    /// `Mirror`: a mirror's first use per type asks the runtime whether the type is `CustomReflectable`,
    /// one more read of every conformance record. Enums, and classes (whose fields are not in the
    /// value), go through a mirror.
    mutating func bindFields<Value>(of value: Value) {
        if !(Value.self is AnyClass) {
            var dynamicFields: [(offset: Int, type: any DynamicProperty.Type)] = []
            let isStruct = _forEachField(of: Value.self) { _, offset, type, _ in
                if let dynamic = type as? any DynamicProperty.Type { dynamicFields.append((offset, dynamic)) }
                return true
            }
            if isStruct {
                withUnsafeBytes(of: value) { bytes in
                    for field in dynamicFields { bind(field.type, at: bytes.baseAddress! + field.offset) }
                }
                return
            }
        }
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any DynamicProperty { bind(property) }
        }
    }

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
