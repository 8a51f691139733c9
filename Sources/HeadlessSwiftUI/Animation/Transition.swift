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
