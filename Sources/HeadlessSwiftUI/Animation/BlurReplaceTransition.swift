/// `.blurReplace` (iOS 17): the view fades, blurs and scales as it leaves, and un-blurs, fades in and
/// scales up to its size as it arrives.
///
/// The numbers are SwiftUI's as OpenSwiftUI gives them (`BlurReplaceTransition.body(content:phase:)`,
/// audited against SwiftUI 6.5.4; likely, not measured on a device): blur radius 7 pt, scale 0.9 on
/// insertion, and on removal 0.9 (`.downUp`) or 1.1 (`.upUp`), all at the transition's start or end,
/// under the same animation. The modifiers nest as there: opacity, blur, then the scale outermost (so
/// the blur scales with the view).
public struct BlurReplaceTransition: Transition {
    /// Which way the leaving view scales.
    public struct Configuration: Hashable, Sendable {
        let removalScale: CGFloat
        /// Scaled down while it is removed, up while it is inserted.
        public static let downUp = Configuration(removalScale: 0.9)
        /// Scaled up both while it is removed and while it is inserted.
        public static let upUp = Configuration(removalScale: 1.1)
    }

    /// The blur radius at the transition's far end, in points.
    static let radius: CGFloat = 7
    /// The inserted view's scale at the start.
    static let insertionScale: CGFloat = 0.9

    public var configuration: Configuration

    public init(configuration: Configuration) { self.configuration = configuration }

    public var _anyTransition: AnyTransition {
        AnyTransition(insertion: [.opacity, .blur(Self.radius), .scale(Self.insertionScale, .center)],
                      removal: [.opacity, .blur(Self.radius), .scale(configuration.removalScale, .center)])
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blur, fade and scale, configured (`.downUp` by default).
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
    /// Blur, fade and scale, `.downUp`.
    public static var blurReplace: BlurReplaceTransition { blurReplace(.downUp) }
}
