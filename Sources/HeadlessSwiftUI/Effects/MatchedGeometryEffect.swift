/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`, as SwiftUI's: views with the same id in a
/// namespace share one geometry. When one is removed and another inserted in the same animated change, the
/// new one starts at the old one's frame and the old one goes to the new one's, both with their
/// transitions (a fade by default), so the view seems to move — the tab underline that glides. A view with
/// `isSource: false` takes the frame of the source present with it.
///
/// The modifier only marks its node; the matching happens where frames are animated
/// (`Engine/AnimationModel+MatchedGeometry.swift`).

/// Which parts of the geometry are matched, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The anchor point's position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A node's membership of a matched group: which group, what is matched, and whether it is the source.
struct MatchedGeometry: Hashable, Sendable {
    struct Key: Hashable, Sendable {
        let namespace: Int
        let id: String
    }
    let key: Key
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
}

/// The modifier: a node around the content, marked with its group.
public struct MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
    let geometry: MatchedGeometry
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        context.child(.content).evaluate(content).map { child in
            let node = ViewNode(kind: .passthrough, children: [child], name: "matchedGeometryEffect", context: context)
            node.matchedGeometry = geometry
            return node
        }
    }
}

extension View {
    /// Matches this view's geometry with the other views of `id` in `namespace`.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> ModifiedContent<Self, MatchedGeometryModifier> {
        let key = MatchedGeometry.Key(namespace: namespace.value, id: "\(ID.self):\(String(reflecting: id))")
        return modifier(MatchedGeometryModifier(geometry: MatchedGeometry(key: key, properties: properties, anchor: anchor, isSource: isSource)))
    }
}
