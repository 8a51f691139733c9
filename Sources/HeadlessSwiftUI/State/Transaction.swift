/// The context of a state change, as SwiftUI's `Transaction`: chiefly the animation it runs with.
///
/// `withAnimation` sets the transaction's animation for the changes made in its body; walking down the
/// tree, `.animation(_:value:)` replaces it in its subtree (see ``AnimationModifier``). A view's changed
/// values then animate with the animation in force at that view.
public struct Transaction {
    /// The animation the change runs with; nil changes at once.
    public var animation: Animation?
    /// When true, `.animation(_:value:)` scopes below leave the animation alone.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (accepted; it changes nothing here).
    public var isContinuous = false
    /// Whether velocity is tracked for later changes (accepted; springs always keep velocity here).
    public var tracksVelocity = false
    /// What runs when the change's animations complete (``addAnimationCompletion(criteria:_:)``); the
    /// graph the change reaches claims them (`Animation/AnimationCompletion.swift`).
    var completions: [AnimationCompletion] = []

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction of the change being made now (what `withAnimation` and `withTransaction` set).
    @MainActor static var current = Transaction()
}

/// Runs `body` with `transaction` as the current transaction: state it changes updates the views under it.
@MainActor @discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = saved }
    return try body()
}

/// Runs `body` so that the state changes it makes animate with `animation` (`nil` disables animation).
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try withTransaction(transaction, body)
}
