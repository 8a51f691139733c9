/// `.contentMargins` (iOS 17): margins that the scroll views in the subtree (a `List`'s among them) put
/// around their content. The content is laid out inside them (proposed the scroll view's size less the
/// margins across the scroll axes, placed past the leading and top margins); a scroll view sized to its
/// content includes them. An inner `.contentMargins` replaces the outer one on the edges it names.
/// Indicators are not drawn, so `.scrollIndicators` placement is accepted and changes nothing.
public struct ContentMarginPlacement: Hashable, Sendable {
    let value: Int
    /// Content and indicators alike (here: the content).
    public static let automatic = ContentMarginPlacement(value: 0)
    public static let scrollContent = ContentMarginPlacement(value: 1)
    public static let scrollIndicators = ContentMarginPlacement(value: 2)

    var reachesContent: Bool { self != .scrollIndicators }
}

extension EnvironmentValues {
    /// The scroll content margins in force (`.contentMargins`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

private enum ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension View {
    /// Margins of `insets` on `edges` around the content of the scroll views inside.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { env in
            guard placement.reachesContent else { return }
            var m = env.scrollContentMargins
            if edges.contains(.top) { m.top = insets.top }
            if edges.contains(.leading) { m.leading = insets.leading }
            if edges.contains(.bottom) { m.bottom = insets.bottom }
            if edges.contains(.trailing) { m.trailing = insets.trailing }
            env.scrollContentMargins = m
        })
    }
    /// Margins of `length` on `edges` (the default padding, 16 pt, when nil: a guess at the system's amount).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, EnvironmentWriter> {
        contentMargins(edges, EdgeInsets(.all, length ?? PaddingModifier.defaultPadding), for: placement)
    }
    /// Margins of `length` on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, EnvironmentWriter> {
        contentMargins(.all, EdgeInsets(.all, length), for: placement)
    }
}
