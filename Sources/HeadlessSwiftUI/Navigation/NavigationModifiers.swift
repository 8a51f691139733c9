/// How a screen's title is shown, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// What a screen's views tell its navigation stack (read off the screen's nodes, `NavigationScreen`).
enum NavigationTitleTrait: ViewTraitKey { typealias Value = Text }
enum TitleDisplayModeTrait: ViewTraitKey { typealias Value = NavigationBarItem.TitleDisplayMode }
enum BackButtonHiddenTrait: ViewTraitKey { typealias Value = Bool }
enum BarHiddenTrait: ViewTraitKey { typealias Value = Bool }

/// The bars `.toolbar(_:for:)` hides, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let value: Int
    public static let navigationBar = ToolbarPlacement(value: 0)
    public static let tabBar = ToolbarPlacement(value: 1)
    public static let bottomBar = ToolbarPlacement(value: 2)
    public static let automatic = ToolbarPlacement(value: 3)
}

extension View {
    /// The title of the screen this view is in: large in the bar's second row by default, or inline.
    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, TraitModifier> { trait(NavigationTitleTrait.self, title) }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, TraitModifier> { navigationTitle(Text(titleKey)) }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, TraitModifier> { navigationTitle(Text(title)) }
    /// The older form of `navigationTitle` (large).
    public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, TraitModifier> { navigationTitle(title) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, TraitModifier> { navigationTitle(Text(titleKey)) }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// Large (the default, `.automatic`) or inline.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, TraitModifier> {
        trait(TitleDisplayModeTrait.self, mode)
    }
    /// Hides the back button of a pushed screen.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<Self, TraitModifier> {
        trait(BackButtonHiddenTrait.self, hidesBackButton)
    }
    /// `.hidden` for `.navigationBar` hides the screen's bar; other bars are accepted.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, TraitModifier> {
        let hides = visibility == .hidden && bars.contains(.navigationBar)
        return modifier(TraitModifier { if hides { $0.traits[ObjectIdentifier(BarHiddenTrait.self)] = true } })
    }
    /// The older `navigationBarHidden`.
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, TraitModifier> {
        modifier(TraitModifier { if hidden { $0.traits[ObjectIdentifier(BarHiddenTrait.self)] = true } })
    }
    /// Accepted: the bar's background is transparent at the top of the content, as iOS draws it there.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> Self { self }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
    /// Accepted: `StackNavigationViewStyle` is the only look on iPhone.
    public func navigationViewStyle<S>(_ style: S) -> Self { self }
}

/// The iPhone's only navigation view style.
public struct StackNavigationViewStyle { public init() {} }
extension StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() } }
