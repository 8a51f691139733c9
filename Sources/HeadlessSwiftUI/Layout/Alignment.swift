/// A horizontal position a container lines its children up at, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
    /// Fraction of the width from the leading edge (0, 0.5, 1): where the guide is by default.
    let fraction: CGFloat
    /// A custom guide's identity (`AlignmentID`); nil for the built-in ones.
    var id: ObjectIdentifier? = nil
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
    /// A guide of your own (`Layout/AlignmentGuide.swift`): its default is `ID.defaultValue(in:)`, read as a
    /// fraction of the width.
    public init(_ id: AlignmentID.Type) {
        fraction = id.defaultValue(in: .unit)
        self.id = ObjectIdentifier(id)
    }
    init(fraction: CGFloat) { self.fraction = fraction }
    /// `.listRowSeparatorLeading` and friends are list-only; not provided.
}

/// A vertical position a container lines its children up at, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
    enum Guide: Hashable, Sendable { case fraction(CGFloat), firstTextBaseline, lastTextBaseline }
    let guide: Guide
    /// A custom guide's identity (`AlignmentID`); nil for the built-in ones.
    var id: ObjectIdentifier? = nil
    /// A guide of your own: its default is `ID.defaultValue(in:)`, read as a fraction of the height.
    public init(_ id: AlignmentID.Type) {
        guide = .fraction(id.defaultValue(in: .unit))
        self.id = ObjectIdentifier(id)
    }
    init(guide: Guide) { self.guide = guide }
    public static let top = VerticalAlignment(guide: .fraction(0))
    public static let center = VerticalAlignment(guide: .fraction(0.5))
    public static let bottom = VerticalAlignment(guide: .fraction(1))
    /// The first line's baseline of text (the bottom for views without text).
    public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
    /// The last line's baseline of text.
    public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)
}

/// A horizontal and a vertical alignment, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
}
