import Typesetting

/// A length that follows Dynamic Type, as SwiftUI's `@ScaledMetric(relativeTo:)`: the base value times
/// size(style, current category) / size(style, large).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    let textStyle: Font.TextStyle
    let box = EnvironmentBox()

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue; self.textStyle = textStyle
    }
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    @MainActor public var wrappedValue: Value {
        let size = box.values?.dynamicTypeSize ?? .large
        let metric = Typesetting.ScaledMetric(wrappedValue: Double(base), relativeTo: textStyle)
        return Value(metric.value(at: size))
    }
}

extension ScaledMetric {
    @MainActor public static func _bind(_ property: ScaledMetric, to binder: inout _DynamicPropertyBinder) {
        property.box.values = binder.context.environment
    }
}
