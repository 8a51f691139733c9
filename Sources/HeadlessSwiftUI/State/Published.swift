/// A property of an ``ObservableObject`` that announces its changes, as Combine's `@Published`: setting it
/// sends the object's `objectWillChange` first (so views evaluate again under the setter's transaction),
/// then the new value to the subscribers of `$property` (``Published/Publisher``, Publishers/Published+Publisher.swift),
/// and stores it last, as Combine does (a subscriber that reads the property still sees the old value).
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    /// Where the enclosing object's default publisher is kept (shared by all its `@Published` properties).
    let slot = PublisherSlot()
    /// What `$property` publishes: the current value at each subscription, then each new one.
    let subject: PublishedSubject<Value>

    public init(wrappedValue: Value) { value = wrappedValue; subject = PublishedSubject(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// `$property`: a publisher of the property's values.
    public var projectedValue: Publisher { Publisher(subject: subject) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The property as its class reads and writes it: a write sends the object's `objectWillChange`.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            let storage = object[keyPath: storageKeyPath]
            if let publisher = storage.slot.publisher {
                publisher.send()
            } else if let observable = object as? any ObservableObject {
                observable._willChangePublisher?.send()
            }
            storage.subject.send(newValue)
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// What the default `objectWillChange` looks for in an object's fields.
protocol _PublishedProperty { var slot: PublisherSlot { get } }
extension Published: _PublishedProperty {}

/// A `@Published` property's reference to its object's publisher, set when the object's default
/// `objectWillChange` is first asked for.
final class PublisherSlot: @unchecked Sendable {
    var publisher: ObservableObjectPublisher?
}
