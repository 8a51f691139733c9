/// Where a view is in its transition, as SwiftUI's `TransitionPhase` (iOS 17): a transition's
/// `body(content:phase:)` is asked for the view about to be inserted (`willAppear`), in place
/// (`identity`), and removed (`didDisappear`), and the view animates between those bodies.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear
    case identity
    case didDisappear

    /// In place: neither appearing nor disappearing.
    public var isIdentity: Bool { self == .identity }

    /// −1 about to appear, 0 in place, 1 removed: SwiftUI's signed reading of the phase, so a body can
    /// move a view in from one side and out to the other with one expression.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does, for the system to weigh (`hasMotion`: whether Reduce Motion should replace it).
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}
