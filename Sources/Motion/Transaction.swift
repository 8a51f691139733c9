/// The animation context of a state change, and how `.animation(_:value:)` scopes change it.
///
/// In SwiftUI a state change carries a transaction: `withAnimation(a) { … }` puts `a` in it, a plain
/// assignment puts none. Walking down the view tree, every `.animation(b, value: v)` whose `v` changed
/// replaces the transaction's animation with `b` (even `nil`) for the views inside it. So a property's
/// animation is decided by the nearest such scope above it, or by `withAnimation` when there is none.
///
/// The day/night demo, for the knob's offset: no `withAnimation` → the demo's `.easeInOut(0.55)` scope →
/// the toggle's `.spring(0.55, 0.25)` scope: the knob springs. The demo's night gradient sits only inside
/// the outer scope and eases. Under Reduce Motion both scopes set `nil`, so nothing animates.
public struct Transaction: Hashable, Sendable {
    /// The animation the change will run with; `nil` means it happens at once.
    public var animation: Animation?
    /// When true, `.animation(_:value:)` scopes leave the animation alone (SwiftUI's `disablesAnimations`).
    public var disablesAnimations: Bool

    /// A transaction, as `withAnimation(animation)` (or a plain assignment when `animation` is nil) makes one.
    public init(animation: Animation? = nil, disablesAnimations: Bool = false) {
        self.animation = animation
        self.disablesAnimations = disablesAnimations
    }

    /// The transaction seen inside an `.animation(animation, value:)` scope. If the watched value changed
    /// (`valueChanged`), the scope's animation replaces the current one; otherwise the transaction passes
    /// through untouched. Apply scopes outermost first, so that the nearest one wins.
    public func scoped(_ animation: Animation?, valueChanged: Bool = true) -> Transaction {
        guard valueChanged, !disablesAnimations else { return self }
        var copy = self
        copy.animation = animation
        return copy
    }

    /// The transaction after a chain of scopes, listed outermost first.
    public func scoped(through scopes: [Animation?]) -> Transaction {
        scopes.reduce(self) { $0.scoped($1) }
    }
}
