/// Reads a value from the view's environment, as SwiftUI's `@Environment(\.keyPath)`, or an `@Observable`
/// object an ancestor put there with `.environment(_:)` (`@Environment(Model.self)`, Environment+Observable.swift).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value
    /// For an object read by type: the object, or nil when no ancestor provided one (where ``read`` stops
    /// the program), so that the graph can compare what the view reads without reading it (BodyMemo.swift).
    let object: ((EnvironmentValues) -> AnyObject?)?
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] }; object = nil }
    init(reading read: @escaping (EnvironmentValues) -> Value, object: ((EnvironmentValues) -> AnyObject?)? = nil) {
        self.read = read
        self.object = object
    }

    @MainActor public var wrappedValue: Value {
        read(box.values ?? EnvironmentValues())
    }
}

extension Environment {
    @MainActor public static func _bind(_ property: Environment, to binder: inout _DynamicPropertyBinder) {
        property.box.values = binder.context.environment
    }
}

/// The environment an `@Environment` property reads, set when its view is evaluated.
final class EnvironmentBox: @unchecked Sendable {
    var values: EnvironmentValues?
}

extension View {
    /// Sets an environment value for this view and its subtree.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0[keyPath: keyPath] = value })
    }

    /// Changes an environment value for this view and its subtree.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { transform(&$0[keyPath: keyPath]) })
    }
}

/// A modifier that changes the environment of its content (every environment-setting modifier of this
/// module is one: `.font`, `.foregroundStyle`, `.toggleStyle` …).
public struct EnvironmentWriter: ViewModifier, PrimitiveModifier {
    let update: (inout EnvironmentValues) -> Void
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        context.withEnvironment(update).evaluate(content)
    }
}
