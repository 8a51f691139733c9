import Foundation

/// The row traits a list reads off each row (`ListBody`).
enum ListRowInsetsTrait: ViewTraitKey { typealias Value = EdgeInsets }
enum ListRowBackgroundTrait: ViewTraitKey { typealias Value = AnyView }
enum ListRowSeparatorTrait: ViewTraitKey { typealias Value = Visibility }

extension View {
    /// The row's insets inside its card, replacing the system's (20 pt leading and trailing, baselines).
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, TraitModifier> {
        modifier(TraitModifier { $0.traits[ObjectIdentifier(ListRowInsetsTrait.self)] = insets })
    }
    /// What fills the row instead of the card's colour.
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, TraitModifier> {
        let background = view.map { AnyView($0) }
        return modifier(TraitModifier { $0.traits[ObjectIdentifier(ListRowBackgroundTrait.self)] = background })
    }
    /// `.hidden` leaves out the separator under this row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, TraitModifier> {
        modifier(TraitModifier { $0.traits[ObjectIdentifier(ListRowSeparatorTrait.self)] = visibility })
    }
    /// Accepted: separators keep the system colour.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }
    /// Accepted: swipe actions are not drawn (a rendered frame does not swipe).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> Self { self }
    /// Accepted: rows are never deleted or moved in a render.
    public func deleteDisabled(_ isDisabled: Bool) -> Self { self }
    public func moveDisabled(_ isDisabled: Bool) -> Self { self }
}

extension ForEach where Content: View {
    /// Accepted: deleting needs a swipe or edit mode, which a render does not enter.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Accepted: moving needs a drag in edit mode.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

/// The top and bottom edges, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading and trailing edges, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

/// The button that turns a list's edit mode on and off, as SwiftUI's `EditButton`: drawn as a bar button
/// reading "Edit" (edit mode itself is not drawn).
public struct EditButton: View {
    public init() {}
    public var body: some View { Button("Edit") {} }
}
