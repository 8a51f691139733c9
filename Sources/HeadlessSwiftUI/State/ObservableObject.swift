/// A class whose changes views follow, as SwiftUI's (Combine's) `ObservableObject`, without Combine, which
/// Linux does not have: `objectWillChange` is an ``ObservableObjectPublisher`` whose `send()` tells every
/// view graph that uses the object (through `@StateObject`, `@ObservedObject` or `@EnvironmentObject`)
/// to evaluate again, under the transaction it is sent in. `@Published` properties send it before they
/// change.
public protocol ObservableObject: AnyObject {
    /// The type of ``objectWillChange``; only ``ObservableObjectPublisher`` is listened to here.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// What announces a change, before it is made.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher when it declares none, as Combine makes it: one publisher kept in the
    /// storage of the object's `@Published` properties (found by reflection the first time), so that each
    /// of them sends it. An object without `@Published` properties gets a new publisher at each call, as
    /// in Combine: nothing would send it.
    public var objectWillChange: ObservableObjectPublisher {
        var slots: [PublisherSlot] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let published = child.value as? any _PublishedProperty { slots.append(published.slot) }
            }
            mirror = current.superclassMirror
        }
        if let existing = slots.lazy.compactMap(\.publisher).first { return existing }
        let publisher = ObservableObjectPublisher()
        for slot in slots { slot.publisher = publisher }
        return publisher
    }
}

extension ObservableObject {
    /// The publisher the view graph subscribes to, when it is one it can listen to.
    var _willChangePublisher: ObservableObjectPublisher? { objectWillChange as? ObservableObjectPublisher }
}
