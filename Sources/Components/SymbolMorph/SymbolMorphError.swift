/// A toggle or demo that cannot be built from what was asked; each message says what is accepted.
public enum SymbolMorphError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A card width outside ``SymbolMorphToggleScene/widthRange``.
    case invalidWidth(Double)
    /// An empty title: VoiceOver would read nothing.
    case emptyTitle
    /// A demo that toggles no card: nothing would change.
    case noCardToggled

    public var description: String {
        switch self {
        case .invalidWidth(let w):
            let r = SymbolMorphToggleScene.widthRange
            return "the card width must be \(Int(r.lowerBound)) to \(Int(r.upperBound)) points, not \(w)"
        case .emptyTitle:
            return "the title must not be empty (VoiceOver reads it as the switch's label)"
        case .noCardToggled:
            return "choose at least one card to toggle: "
                + SymbolMorphToggleDemoScene.Card.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }
}
