/// A piece of user interface, as SwiftUI's `View`: a value whose `body` describes other views.
///
/// Views are evaluated on the main actor, as in SwiftUI; what a frame needs afterwards (shapes, text,
/// timelines) is plain `Sendable` data, so frames render on any thread.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View
    /// The view's content, rebuilt whenever the state it reads changes.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// The engine's entry for a built-in view, as SwiftUI's `_makeView`: nil (the default) for a view
    /// with a body. A requirement, so the engine finds a built-in view through the witness table it
    /// already holds instead of asking the runtime whether the type conforms to ``PrimitiveView`` (the
    /// first such question about each type reads every conformance record in the binary).
    static func _makeNodes(of view: Self, in inputs: _ViewInputs) -> _ViewOutputs?
}

extension View {
    public static func _makeNodes(of view: Self, in inputs: _ViewInputs) -> _ViewOutputs? { nil }
}

extension Never: View {
    public typealias Body = Never
    /// `Never` is the body type of primitive views; it has no body of its own.
    public var body: Never { fatalError("Never has no body") }
}

/// The body of a primitive view: the engine draws such a view itself and never asks for its body.
func primitiveBody<V>(_ type: V.Type) -> Never {
    fatalError("\(type) is a primitive view: HeadlessSwiftUI evaluates it directly, it has no body")
}
