/// SwiftUI's `Transition` protocol (iOS 17), for the transitions that SwiftUI gives as values of their own
/// type (`BlurReplaceTransition`), so `.transition(.blurReplace)` resolves as it does in SwiftUI. Each one
/// says which of this layer's transition parts it is; a transition of your own with
/// `body(content:phase:)` is not supported (docs/views.md).
public protocol Transition: Sendable {
    /// The transition as the animation model draws it (this layer's requirement, not SwiftUI's).
    var _anyTransition: AnyTransition { get }
}

extension AnyTransition {
    /// A transition value type-erased, as SwiftUI's `AnyTransition(_:)`.
    public init<T: Transition>(_ transition: T) { self = transition._anyTransition }
}

extension View {
    /// How the view enters and leaves, given as a `Transition` value (`.blurReplace`).
    public func transition<T: Transition>(_ transition: T) -> ModifiedContent<Self, TraitModifier> {
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
