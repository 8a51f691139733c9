import Observation

/// `@Observable` objects in the environment, as SwiftUI keeps them: `.environment(model)` puts one there
/// for the subtree, `@Environment(Model.self)` reads it by type. Views that read its properties are
/// evaluated again when those change (the graph tracks every read, ViewGraph.swift).
enum ObservableObjectKey<T: AnyObject>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

extension Environment where Value: AnyObject & Observable {
    /// The `@Observable` object of type `Value` an ancestor provided; reading it when none did stops the
    /// program, as SwiftUI does.
    public init(_ objectType: Value.Type) {
        self.init(reading: { environment in
            guard let object = environment[ObservableObjectKey<Value>.self] else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }, object: { $0[ObservableObjectKey<Value>.self] })
    }
}

extension Environment {
    /// The `@Observable` object of type `T` an ancestor provided, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0[ObservableObjectKey<T>.self] })
    }
}

extension View {
    /// Puts the `@Observable` `object` in the environment of this view's subtree (nil removes it).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0[ObservableObjectKey<T>.self] = object })
    }
}
