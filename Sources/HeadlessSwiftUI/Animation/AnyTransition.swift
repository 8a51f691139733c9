/// How a view enters and leaves, as SwiftUI's `AnyTransition`: the modifiers of its "active" state
/// (transparent, scaled down, moved off …), animated to and from the view's identity with the
/// transaction's animation when the view is inserted or removed.
public struct AnyTransition: Sendable {
    /// One part of the active state.
    enum Part: Sendable {
        case opacity
        case scale(CGFloat, UnitPoint)
        case offset(CGSize)
        case move(Edge)
        /// A blur of this radius in points, the whole view blurred as one (`.blurReplace`).
        case blur(CGFloat)
        /// A transition given by its bodies, before the view's evaluation resolves it into `effects`.
        case bodies(TransitionBodies)
        /// The effects of a transition given by its bodies, outermost first: `active` at the far end
        /// (about to appear, or removed), `identity` in place. Both lists have the same effects in the same
        /// order, so each value animates between them.
        case effects(active: [Effect], identity: [Effect])
        case identity
    }
    var insertion: [Part]
    var removal: [Part]
    /// An animation of the transition's own, if given (`.animation(_:)`).
    var animation: Animation?

    init(_ parts: [Part]) { insertion = parts; removal = parts }
    init(_ bodies: TransitionBodies) { self.init([.bodies(bodies)]) }
    init(insertion: [Part], removal: [Part]) { self.insertion = insertion; self.removal = removal }

    public static let opacity = AnyTransition([.opacity])
    public static let identity = AnyTransition([.identity])
    public static let scale = AnyTransition([.scale(0, .center)])
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition([.scale(scale, anchor)]) }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition([.offset(offset)]) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// In from the leading edge, out to the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    /// In from `edge` with a fade, out towards the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = switch edge { case .top: .bottom; case .bottom: .top; case .leading: .trailing; case .trailing: .leading }
        return AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(opposite), .opacity])
    }
    /// Different transitions in and out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }
    /// `active` applied to the view about to appear and removed, `identity` in place: the view animates
    /// between the two modifiers' effects.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(TransitionBodies(ModifierPair(active: active, identity: identity)))
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
    }
    /// The transition with an animation of its own.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self; copy.animation = animation; return copy
    }
}

extension View {
    /// How the view enters and leaves when it is inserted or removed in an animated change.
    public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, TransitionModifier> {
        modifier(TransitionModifier(transition: transition))
    }
}
