/// Where a view sits in the tree: SwiftUI's structural identity. Two evaluations that reach a view by the
/// same path see the same view (same state, animated from one to the other); a different path is a
/// different view.
struct ViewPath: Hashable, CustomStringConvertible {
    /// One step down the tree.
    enum Component: Hashable {
        /// The n-th child of a builder block.
        case index(Int)
        /// A branch of an `if`/`else` (0 the `if`, 1 the `else`) or an optional's content.
        case branch(Int)
        /// An element of `ForEach`, or an explicit `.id(_:)`.
        case id(AnyHashable)
        /// The type wrapped by an `AnyView`.
        case type(ObjectIdentifier)
        /// The body of a view of the given type.
        case body(ObjectIdentifier)
        /// The body of a custom modifier of the given type.
        case modifier(ObjectIdentifier)
        /// The content a modifier wraps.
        case content
        /// The n-th node made by a modifier over several views (a group's children).
        case element(Int)
        /// A named part of a primitive (a style's body, an overlay, a background, a label …).
        case part(String)
    }

    var components: [Component] = []

    func appending(_ component: Component) -> ViewPath {
        var copy = self
        copy.components.append(component)
        return copy
    }

    var description: String {
        components.map { c -> String in
            switch c {
            case .index(let i): "\(i)"
            case .branch(let b): b == 0 ? "if" : "else"
            case .id(let id): "id(\(id))"
            case .type: "any"
            case .body: "body"
            case .modifier: "modifier"
            case .content: "content"
            case .element(let i): "#\(i)"
            case .part(let name): name
            }
        }.joined(separator: "/")
    }
}
