/// A value a container reads off a child view, as SwiftUI's view traits: a list row's insets or
/// background, a section's parts, a navigation title, a picker option's tag.
protocol ViewTraitKey {
    associatedtype Value
}

extension ViewNode {
    /// The trait `key` set on this node or on the node a chain of single-child wrappers leads to (a row
    /// whose `.listRowBackground` sits under a `.padding` still has it).
    func trait<K: ViewTraitKey>(_ key: K.Type) -> K.Value? {
        var node: ViewNode? = self
        while let n = node {
            if let value = n.traits[ObjectIdentifier(key)] as? K.Value { return value }
            switch n.kind {
            case .overlay, .background, .effect(.mask): node = n.children.first
            default: node = n.children.count == 1 ? n.children[0] : nil
            }
        }
        return nil
    }

    /// The first node of the subtree (depth-first) carrying trait `key`, not looking inside nodes for which
    /// `stop` holds (a nested navigation stack keeps its own title).
    func firstTrait<K: ViewTraitKey>(_ key: K.Type, stoppingAt stop: (ViewNode) -> Bool = { _ in false }) -> K.Value? {
        if let value = traits[ObjectIdentifier(key)] as? K.Value { return value }
        for child in children where !stop(child) {
            if let value = child.firstTrait(key, stoppingAt: stop) { return value }
        }
        return nil
    }
}

@MainActor extension Array where Element == ViewNode {
    /// The first node of these subtrees (in order, each depth-first) carrying trait `key`.
    func firstTrait<K: ViewTraitKey>(_ key: K.Type, stoppingAt stop: (ViewNode) -> Bool = { _ in false }) -> K.Value? {
        for node in self {
            if let value = node.firstTrait(key, stoppingAt: stop) { return value }
        }
        return nil
    }
}

extension View {
    /// Sets trait `key` on each node of this view.
    func trait<K: ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> ModifiedContent<Self, TraitModifier> {
        modifier(TraitModifier { $0.traits[ObjectIdentifier(key)] = value })
    }
}

/// Nodes already evaluated, placed as a view in a container's layout (a list's rows inside the section
/// card it builds around them). They keep their own identity.
struct EvaluatedNodes: View, PrimitiveView {
    let nodes: [ViewNode]
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(in context: EvaluationContext) -> [ViewNode] { nodes }
}

/// How a text is cased, as SwiftUI's `Text.Case` (`.textCase(_:)`): section headers are uppercase.
extension Text {
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

extension EnvironmentValues {
    /// `.textCase`: nil leaves text as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}
private enum TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension View {
    /// Cases the text in the subtree (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.textCase = textCase })
    }
}
