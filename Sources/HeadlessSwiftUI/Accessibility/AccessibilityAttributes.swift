/// What VoiceOver knows about a node: set by the accessibility modifiers and by controls.
struct AccessibilityAttributes {
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var isHidden = false
    /// `.accessibilityElement(children:)`: how the subtree becomes elements.
    var children: AccessibilityChildBehavior?
    /// `.accessibilityRepresentation`: the evaluated representation that replaces this node's accessibility.
    var representation: [ViewNode]?
    /// The node's own role, for controls: a toggle's current state, or a button.
    var role: Role?
    /// What activating the element does (a tap on it).
    var activate: (@MainActor () -> Void)?
    /// The words of a `Text` that is only read, never laid out or drawn (a control's label read for its
    /// accessibility, a representation's text): such a Text loads no font.
    var text: String?

    enum Role { case button, toggle(isOn: Bool) }
}

/// Traits of an accessibility element, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How a subtree becomes accessibility elements, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let value: Int
    /// The children are hidden; the element has only what is set on it.
    public static let ignore = AccessibilityChildBehavior(value: 0)
    /// The children stay separate elements inside this one.
    public static let contain = AccessibilityChildBehavior(value: 1)
    /// The children's labels are combined into this element's.
    public static let combine = AccessibilityChildBehavior(value: 2)
}
