@_spi(Reflection) import Swift
import Foundation
import Observation

/// Per-view invalidation, as SwiftUI's graph does it: a view's `body` is called again only when something
/// it depends on changed; otherwise the body value of the last evaluation is evaluated again (its primitives
/// still make their nodes, so environment, transaction and layout are as fresh as before, and closures that
/// primitives call later, a `ForEach`'s content, a `GeometryReader`'s, run as they did).
///
/// What a body depends on, and how a change of it is found:
/// - its own `@State` (and `@Namespace`): a write marks the view's path (``ViewGraph/invalidate(_:)``);
/// - an `ObservableObject` it holds through `@StateObject`, `@ObservedObject` or `@EnvironmentObject`: a
///   `send()` marks the path of every view that observes the object;
/// - an `@Observable` property its `body` read: each call of `body` runs in a `withObservationTracking` of
///   its own, whose change marks the path;
/// - its inputs, the view value its parent made: compared field by field with the last one (a stored
///   `@State` or `@StateObject` is skipped, its storage being the graph's; an `@Environment` or
///   `@EnvironmentObject` compares the value it reads: `==` for an `Equatable` value, identity for an
///   object, otherwise changed); any other field by its bits, so a closure or a string made again counts as
///   changed, which only costs a call of `body`.
/// A view with other dynamic properties (`@AppStorage`, `@SceneStorage`, `@FocusState`, `@GestureState`,
/// `@ScaledMetric`), or one that is not a struct, is evaluated every time, as before.
@MainActor
final class BodyRecord {
    let view: Any
    var body: Any
    let environmentReads: [Any]
    var isDirty = false
    init(view: Any, body: Any, environmentReads: [Any]) {
        self.view = view
        self.body = body
        self.environmentReads = environmentReads
    }
}

/// How a view type's values are compared: each stored field's offset, size and how it counts.
@MainActor
struct BodyMemoLayout {
    enum Field { case bits(offset: Int, size: Int), environment(offset: Int, type: any _EnvironmentReading.Type) }
    let fields: [Field]

    /// Nil when the type's views are always evaluated (not a struct, or a dynamic property that is not known
    /// to report its changes).
    static func of(_ type: Any.Type) -> BodyMemoLayout? {
        let key = ObjectIdentifier(type)
        if let known = layouts[key] { return known }
        var layout: BodyMemoLayout? = nil
        if !(type is AnyClass) {
            var fields: [Field] = []
            var memoizable = true
            let isStruct = _forEachField(of: type, body: { _, offset, fieldType, _ in
                if let reading = fieldType as? any _EnvironmentReading.Type {
                    fields.append(.environment(offset: offset, type: reading))
                } else if fieldType is any _GraphStoredProperty.Type {
                    // Its storage lives in the graph at the view's identity; a change marks the view.
                } else if fieldType is any DynamicProperty.Type, !(fieldType is any _ComparedByValueProperty.Type) {
                    memoizable = false
                    return false
                } else {
                    fields.append(.bits(offset: offset, size: sizeOf(fieldType)))
                }
                return true
            })
            if isStruct, memoizable { layout = BodyMemoLayout(fields: fields) }
        }
        layouts[key] = layout
        return layout
    }
    private static var layouts: [ObjectIdentifier: BodyMemoLayout?] = [:]

    private static func sizeOf(_ type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }

    /// The values the view's environment-reading properties read now (after they were bound).
    @MainActor func environmentReads<V>(of view: V) -> [Any] {
        var reads: [Any] = []
        withUnsafeBytes(of: view) { bytes in
            for case let .environment(offset, type) in fields {
                reads.append(Self.read(type, at: bytes.baseAddress! + offset))
            }
        }
        return reads
    }

    @MainActor private static func read<P: _EnvironmentReading>(_ type: P.Type, at field: UnsafeRawPointer) -> Any {
        field.load(as: P.self)._environmentRead
    }

    /// Whether `new` has the same inputs as `old`, field by field.
    func sameInputs<V>(_ old: V, _ new: V) -> Bool {
        withUnsafeBytes(of: old) { a in
            withUnsafeBytes(of: new) { b in
                for case let .bits(offset, size) in fields where size > 0 {
                    if memcmp(a.baseAddress! + offset, b.baseAddress! + offset, size) != 0 { return false }
                }
                return true
            }
        }
    }

    /// Whether two reads of an environment value are the same: identity for objects, `==` for `Equatable`
    /// values; anything else (a closure, an action) counts as changed.
    static func same(_ a: Any, _ b: Any) -> Bool {
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        guard let a = a as? any Equatable else { return false }
        func equal<T: Equatable>(_ a: T) -> Bool { (b as? T).map { $0 == a } ?? false }
        return equal(a)
    }
}

/// A dynamic property whose storage is the graph's, keyed by the view's identity, and whose changes mark the
/// view (`@State`, `@StateObject`, `@Namespace`): skipped when inputs are compared.
protocol _GraphStoredProperty {}
extension State: _GraphStoredProperty {}
extension StateObject: _GraphStoredProperty {}
extension Namespace: _GraphStoredProperty {}

/// A dynamic property compared by its bits as any other field: it holds what it reads (`@ObservedObject`'s
/// and `@Bindable`'s object, a `Binding`'s closures).
protocol _ComparedByValueProperty {}
extension ObservedObject: _ComparedByValueProperty {}
extension Bindable: _ComparedByValueProperty {}
extension Binding: _ComparedByValueProperty {}

/// A dynamic property that reads the environment: compared by what it reads.
protocol _EnvironmentReading {
    @MainActor var _environmentRead: Any { get }
}
extension Environment: _EnvironmentReading {
    var _environmentRead: Any {
        if let object { return ReadObject(object(box.values ?? EnvironmentValues())) }
        return wrappedValue
    }
}
extension EnvironmentObject: _EnvironmentReading {
    var _environmentRead: Any {
        ReadObject(box.values?[EnvironmentObjectKey<ObjectType>.self])
    }
}

extension ViewGraph {
    /// The body of `view` at `path`: the last one when nothing it depends on changed, else a new call of
    /// `body`, tracked for the `@Observable` properties it reads. `view`'s dynamic properties are bound.
    func body<V: View>(of view: V, at path: ViewPath) -> V.Body {
        touchedBodies.insert(path)
        let layout = reusesBodies ? BodyMemoLayout.of(V.self) : nil
        let reads = layout?.environmentReads(of: view) ?? []
        if let layout, let record = bodies[path], !record.isDirty,
           let old = record.view as? V, let body = record.body as? V.Body,
           layout.sameInputs(old, view),
           record.environmentReads.count == reads.count,
           zip(record.environmentReads, reads).allSatisfy({ BodyMemoLayout.same($0, $1) }) {
            return body
        }
        bodyEvaluations += 1
        guard layout != nil else {
            bodies[path] = nil
            return view.body
        }
        let record = BodyRecord(view: view, body: (), environmentReads: reads)
        bodies[path] = record
        let body = withObservationTracking({ view.body }, onChange: { [weak self, weak record] in
            MainActor.assumeIsolated {
                record?.isDirty = true
                self?.stateDidChange()
            }
        })
        record.body = body
        return body
    }
}

/// An object an environment property reads, or none, compared by identity.
struct ReadObject: Equatable {
    let id: ObjectIdentifier?
    init(_ object: AnyObject?) { id = object.map(ObjectIdentifier.init) }
}
