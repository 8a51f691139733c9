/// SwiftUI's `Transition` protocol (iOS 17): how a view looks about to appear, in place, and removed.
/// A transition of your own writes `body(content:phase:)` with effect modifiers (opacity, scale,
/// rotation, offset, blur, 3D rotation, clip …), and the view animates between its phases' bodies
/// (`TransitionBodies`). SwiftUI's own transitions (`.blurReplace`) say which of this layer's built-in
/// transition parts they are instead.
public protocol Transition: Sendable {
    /// The content with the phase's modifiers applied.
    associatedtype Body: View = Never
    /// The view (`content`) as it looks in `phase`.
    @ViewBuilder @MainActor func body(content: Content, phase: TransitionPhase) -> Body
    /// Whether the transition moves the view (read by the system for Reduce Motion).
    static var properties: TransitionProperties { get }
    /// The view the transition is applied to, inside `body`.
    typealias Content = PlaceholderContentView<Self>
    /// The transition as the animation model draws it (this layer's requirement, not SwiftUI's).
    var _anyTransition: AnyTransition { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
    /// A transition of your own: drawn from its bodies.
    public var _anyTransition: AnyTransition { AnyTransition(TransitionBodies(self)) }
}

extension Transition where Body == Never {
    /// SwiftUI's own transitions are drawn by the renderer from their parts, not from a body.
    public func body(content: Content, phase: TransitionPhase) -> Never { primitiveBody(Self.self) }
}

extension AnyTransition {
    /// A transition value type-erased, as SwiftUI's `AnyTransition(_:)`.
    public init<T: Transition>(_ transition: T) { self = transition._anyTransition }
}

extension View {
    /// How the view enters and leaves, given as a `Transition` value (`.blurReplace`, or your own).
    public func transition<T: Transition>(_ transition: T) -> ModifiedContent<Self, TransitionModifier> {
        self.transition(transition._anyTransition)
    }
}

/// A built-in transition changed by `animation(_:)` or `combined(with:)`, or two in `AsymmetricTransition`:
/// SwiftUI returns types of its own (`some Transition`); here one type carries the parts.
public struct _ComposedTransition: Transition {
    public let _anyTransition: AnyTransition
}

extension Transition {
    /// The transition with an animation of its own.
    public func animation(_ animation: Animation?) -> some Transition { _ComposedTransition(_anyTransition: _anyTransition.animation(animation)) }
    /// Both transitions at once.
    public func combined<T: Transition>(with other: T) -> some Transition {
        _ComposedTransition(_anyTransition: _anyTransition.combined(with: other._anyTransition))
    }
}

/// One transition for insertion and another for removal, as SwiftUI's `AsymmetricTransition`.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    public var insertion: Insertion
    public var removal: Removal
    public init(insertion: Insertion, removal: Removal) { self.insertion = insertion; self.removal = removal }
    public var _anyTransition: AnyTransition {
        var t = AnyTransition.asymmetric(insertion: insertion._anyTransition, removal: removal._anyTransition)
        // Each side keeps an animation of its own only as one: the insertion's, else the removal's.
        t.animation = insertion._anyTransition.animation ?? removal._anyTransition.animation
        return t
    }
}
