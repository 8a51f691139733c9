/// Running code when an animation completes, as SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`
/// and `Transaction.addAnimationCompletion(criteria:_:)` do.
///
/// A completion travels in the transaction of the change; the graph the change reaches claims it
/// (``ViewGraph/stateDidChange()``) and the host runs it on the render clock when the change's animation
/// is complete by the criteria: logically (a spring's perceptual duration, a curve's duration) or when it
/// is removed (its settling duration). A change without animation completes at once; a completion no
/// state change claimed runs when `withAnimation` returns, as there is nothing to wait for.

/// When an animation counts as complete, as SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let waitsForRemoval: Bool
    /// The animation has reached its target, though a spring may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(waitsForRemoval: false)
    /// The animation has settled and no longer affects the view.
    public static let removed = AnimationCompletionCriteria(waitsForRemoval: true)

    /// Seconds after the change when an animation `animation` is complete by these criteria.
    func delay(of animation: Animation?) -> Double {
        guard let animation else { return 0 }
        let seconds = waitsForRemoval ? animation.duration : animation.logicalDuration
        return seconds.isFinite ? seconds : .infinity
    }
}

/// A completion waiting for its animation: claimed once, by the first graph the change reaches. Only
/// the main actor touches it (changes, evaluations and the render clock all run there).
final class AnimationCompletion: @unchecked Sendable {
    let criteria: AnimationCompletionCriteria
    let action: () -> Void
    var isClaimed = false
    init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
    }
}

extension Transaction {
    /// Runs `completion` when the animations of the change made in this transaction complete.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append(AnimationCompletion(criteria: criteria, action: completion))
    }
}

/// Runs `body` so that the state changes it makes animate with `animation`, then `completion` once those
/// animations are complete by `completionCriteria`.
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    let waiting = AnimationCompletion(criteria: completionCriteria, action: completion)
    transaction.completions.append(waiting)
    let result = try withTransaction(transaction, body)
    if !waiting.isClaimed {
        waiting.isClaimed = true
        completion()
    }
    return result
}
