/// Combine's `Just`: a publisher that sends one value to each subscriber, when it subscribes, and then
/// nothing more (`.onReceive(Just(x))` runs its action once, after the view first appears).
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value sent.
    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        receive(output)
        return AnyCancellable {}
    }
}
