/// A transition given by its bodies: a `Transition` of your own (`body(content:phase:)`) or
/// `AnyTransition.modifier(active:identity:)`.
///
/// SwiftUI animates such a view between the body of its far phase and the identity body. Here each body
/// is evaluated once around a stand-in for the content, and the chain of effect modifiers it wraps the
/// content in (opacity, scale, rotation, offset, blur, 3D rotation, clip, colour effects …) becomes the
/// transition's `effects` part: drawn around the view at every instant, each value weighted between the
/// far phase (presence 0) and identity (presence 1). A body that changes layout (a frame, padding) or
/// draws more than the content keeps only the effects outside that change, with a warning.
struct TransitionBodies: @unchecked Sendable {
    // Unchecked: the body is only ever called on the main actor, while a view is evaluated.
    let body: @MainActor (_ content: @escaping @MainActor (EvaluationContext) -> [ViewNode], TransitionPhase) -> AnyView

    init(_ body: @escaping @MainActor (_ content: @escaping @MainActor (EvaluationContext) -> [ViewNode], TransitionPhase) -> AnyView) {
        self.body = body
    }

    init<T: Transition>(_ transition: T) {
        body = { content, phase in AnyView(transition.body(content: PlaceholderContentView<T>(makeContent: content), phase: phase)) }
    }

    init<E: ViewModifier>(_ pair: ModifierPair<E>) {
        body = { content, phase in
            AnyView(PlaceholderContentView<E>(makeContent: content).modifier(phase.isIdentity ? pair.identity : pair.active))
        }
    }

    /// The name of the stand-in node, where the chain of effects ends.
    static let contentName = "TransitionContent"

    /// The effects `phase`'s body wraps the content in, outermost first.
    @MainActor func effects(_ phase: TransitionPhase, in context: EvaluationContext) -> [Effect] {
        let probe = context.child(.part("transition \(phase)"))
        var nodes = probe.evaluate(body({ [ViewNode(kind: .empty, name: Self.contentName, context: $0.child(.content))] }, phase))
        var effects: [Effect] = []
        while nodes.count == 1, let node = nodes.first {
            switch node.kind {
            case .effect(.mask), .effect(.hidden):
                break
            case .effect(let effect):
                effects.append(effect)
                nodes = node.children
                continue
            case .passthrough:
                nodes = node.children
                continue
            case .empty where node.name == Self.contentName:
                return effects
            default:
                break
            }
            break
        }
        context.graph.diagnostics.append(ViewDiagnostic(severity: .warning, view: "transition",
            message: "its body does more than apply effects to the content (\(nodes.map { $0.name }.joined(separator: ", "))); only the effects outside that are animated"))
        return effects
    }
}

/// The two modifiers of `AnyTransition.modifier(active:identity:)`. Unchecked: modifiers need not be
/// `Sendable`, and these are only read on the main actor, while a view is evaluated.
struct ModifierPair<E: ViewModifier>: @unchecked Sendable {
    let active: E
    let identity: E
}

extension AnyTransition {
    /// The transition with its bodies resolved into effects, for a view evaluated in `context`.
    @MainActor func resolved(in context: EvaluationContext) -> AnyTransition {
        func resolve(_ parts: [Part], far: TransitionPhase) -> [Part] {
            parts.map { part in
                guard case .bodies(let bodies) = part else { return part }
                return .effects(active: bodies.effects(far, in: context), identity: bodies.effects(.identity, in: context))
            }
        }
        var copy = self
        copy.insertion = resolve(insertion, far: .willAppear)
        copy.removal = resolve(removal, far: .didDisappear)
        return copy
    }

    /// The identity effects of a transition given by its bodies: drawn around the view when it is in place.
    var identityEffects: [Effect] {
        for case .effects(_, let identity) in insertion + removal { return identity }
        return []
    }
}

/// `.transition(_:)`: marks the view's nodes with how they enter and leave, a transition given by its
/// bodies resolved here, where the view is evaluated.
public struct TransitionModifier: ViewModifier, PrimitiveModifier {
    let transition: AnyTransition
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        let nodes = context.evaluate(content)
        let resolved = transition.resolved(in: context)
        for node in nodes { node.transition = resolved }
        return nodes
    }
}
