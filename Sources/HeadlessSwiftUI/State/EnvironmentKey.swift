/// A key for a custom environment value, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}
