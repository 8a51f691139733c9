/// The view an animator modifier was applied to, handed to its content closure, as SwiftUI's
/// `PlaceholderContentView`.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value
    public var body: Value { content }
}

/// A trigger of any `Equatable` type, compared as its own type (`onChange` needs one concrete type).
struct AnimatorTrigger: Equatable {
    let value: any Equatable
    static func == (a: AnimatorTrigger, b: AnimatorTrigger) -> Bool {
        func equal<T: Equatable>(_ x: T, _ y: any Equatable) -> Bool { (y as? T) == x }
        return equal(a.value, b.value)
    }
}
