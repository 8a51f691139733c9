/// A value kept under a key in the app's defaults, as SwiftUI's `@AppStorage`: read from the render's
/// defaults (`RenderConfiguration.appStorage`, or the property's default when the key is not there), and
/// written to memory for the rest of the render: never to a file. Every view reading the key follows a
/// write, under its transaction. The `store:` argument is accepted and the render's store used instead.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let box: StorageBox<Value>

    @MainActor public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the stored value (`$value`).
    @MainActor public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    init(key: String, defaultValue: Value, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any) {
        box = StorageBox(key: key, defaultValue: defaultValue, domain: \.app, decode: decode, encode: encode)
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(key: key, plain: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(key: key, plain: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(key: key, plain: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(key: key, plain: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(key: key, plain: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(key: key, plain: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, encode: \.rawValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: \.rawValue)
    }

    private init(key: String, plain defaultValue: Value) {
        // A whole number stored (a defaults file's `2`) reads as a Double property's 2.0, as UserDefaults does.
        self.init(key: key, defaultValue: defaultValue, decode: { $0 as? Value ?? (($0 as? Int).map(Double.init) as? Value) }, encode: { $0 })
    }

    @MainActor public static func _bind(_ property: AppStorage, to binder: inout _DynamicPropertyBinder) {
        property.box.bind(binder.context)
    }
}

/// A value kept under a key for the scene, as SwiftUI's `@SceneStorage`: here the scene lives as long as the
/// render, so it starts at the property's default and keeps writes in memory.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let box: StorageBox<Value>

    @MainActor public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the stored value (`$value`).
    @MainActor public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    private init(key: String, defaultValue: Value) {
        box = StorageBox(key: key, defaultValue: defaultValue, domain: \.scene, decode: { $0 as? Value }, encode: { $0 })
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { self.init(key: key, defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { self.init(key: key, defaultValue: wrappedValue) }

    @MainActor public static func _bind(_ property: SceneStorage, to binder: inout _DynamicPropertyBinder) {
        property.box.bind(binder.context)
    }
}

/// The render's stores of `@AppStorage` and `@SceneStorage` values: one pair per environment made from a
/// ``RenderConfiguration``, so one per render.
final class StorageDomains: @unchecked Sendable {
    final class Domain { var values: [String: Any] = [:] }
    let app = Domain()
    let scene = Domain()
    init(appStorage: [String: any Sendable]) { app.values = appStorage }
}

extension EnvironmentValues {
    var storage: StorageDomains? {
        get { self[StorageKey.self] }
        set { self[StorageKey.self] = newValue }
    }
}
private enum StorageKey: EnvironmentKey { static let defaultValue: StorageDomains? = nil }

/// What a storage property carries: its key and default, and once bound, the render's store and graph.
final class StorageBox<Value>: @unchecked Sendable {
    let key: String
    let defaultValue: Value
    let domain: KeyPath<StorageDomains, StorageDomains.Domain>
    let decode: (Any) -> Value?
    let encode: (Value) -> Any
    private var store: StorageDomains.Domain?
    private weak var graph: ViewGraph?

    init(key: String, defaultValue: Value, domain: KeyPath<StorageDomains, StorageDomains.Domain>,
         decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any) {
        self.key = key; self.defaultValue = defaultValue; self.domain = domain; self.decode = decode; self.encode = encode
    }

    @MainActor func bind(_ context: EvaluationContext) {
        store = context.environment.storage?[keyPath: domain]
        graph = context.graph
    }

    @MainActor var value: Value {
        get { store?.values[key].flatMap(decode) ?? defaultValue }
        set {
            guard let store else { return }
            store.values[key] = encode(newValue)
            graph?.stateDidChange()
        }
    }
}
