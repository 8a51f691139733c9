/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom }
    let slot: Slot
    /// `.confirmationAction` is drawn semibold, as iOS does.
    var isProminent = false

    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing, isProminent: true)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// Accepted; the bottom bar is not drawn.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    public static let status = ToolbarItemPlacement(slot: .bottom)
    public static let keyboard = ToolbarItemPlacement(slot: .bottom)
}

/// One item of a bar: its view and where it goes.
public struct _ToolbarItemSpec {
    let placement: ToolbarItemPlacement
    let content: AnyView
}

/// What `.toolbar { }` holds, as SwiftUI's `ToolbarContent`.
@MainActor @preconcurrency
public protocol ToolbarContent {
    var _items: [_ToolbarItemSpec] { get }
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public var _items: [_ToolbarItemSpec] { [_ToolbarItemSpec(placement: placement, content: AnyView(content))] }
}
extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}
extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}

/// Several views in one place of a toolbar, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    public var _items: [_ToolbarItemSpec] { [_ToolbarItemSpec(placement: placement, content: AnyView(content))] }
}

/// Items in order (what the builder makes).
public struct _ToolbarItems: ToolbarContent {
    public let _items: [_ToolbarItemSpec]
}

/// Builds `.toolbar { }`'s items, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarItems { _ToolbarItems(_items: content._items) }
    public static func buildBlock(_ parts: _ToolbarItems...) -> _ToolbarItems { _ToolbarItems(_items: parts.flatMap(\._items)) }
    public static func buildOptional(_ part: _ToolbarItems?) -> _ToolbarItems { part ?? _ToolbarItems(_items: []) }
    public static func buildEither(first: _ToolbarItems) -> _ToolbarItems { first }
    public static func buildEither(second: _ToolbarItems) -> _ToolbarItems { second }
}

/// A screen's bar items, read by its navigation stack.
enum ToolbarTrait: ViewTraitKey { typealias Value = [_ToolbarItemSpec] }

extension View {
    /// Items for the navigation bar of the screen this view is in.
    public func toolbar(@ToolbarContentBuilder content: () -> _ToolbarItems) -> ModifiedContent<Self, TraitModifier> {
        trait(ToolbarTrait.self, content()._items)
    }
    /// Views for the bar's trailing side.
    @_disfavoredOverload
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, TraitModifier> {
        trait(ToolbarTrait.self, [_ToolbarItemSpec(placement: .automatic, content: AnyView(content()))])
    }
    /// The older bar items (`navigationBarItems(leading:trailing:)`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<Self, TraitModifier> {
        trait(ToolbarTrait.self, [_ToolbarItemSpec(placement: .topBarLeading, content: AnyView(leading)),
                                  _ToolbarItemSpec(placement: .topBarTrailing, content: AnyView(trailing))])
    }
    public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, TraitModifier> {
        trait(ToolbarTrait.self, [_ToolbarItemSpec(placement: .topBarLeading, content: AnyView(leading))])
    }
    public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, TraitModifier> {
        trait(ToolbarTrait.self, [_ToolbarItemSpec(placement: .topBarTrailing, content: AnyView(trailing))])
    }
    /// Accepted: the title menu is not drawn.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> Self { self }
}
