/// A content transition between two symbols (SwiftUI's `.contentTransition(.symbolEffect(…))`).
public enum SymbolEffect: Hashable, Sendable {
    /// How the old symbol leaves in a replace; the new one always scales up as it arrives.
    public enum ReplaceStyle: String, CaseIterable, Hashable, Sendable {
        /// Old scales down and fades; new scales up with a slight overshoot (`.replace`'s default).
        case downUp
        /// Old scales up and fades; new scales up.
        case upUp
        /// Old vanishes at once; new scales up.
        case offUp
    }

    /// Whether layers move one after another or together.
    public enum Grouping: String, CaseIterable, Hashable, Sendable {
        case byLayer, wholeSymbol
    }

    /// `.replace.<style>.<grouping>`.
    case replace(ReplaceStyle, Grouping)
    /// `.replace.magic(fallback:)`: shared layers stay, the slash draws on or off; symbols that
    /// share no layer use the fallback replace.
    case magic(fallback: ReplaceStyle, Grouping)
    /// The opacity cross-fade (`.opacity`, what Reduce Motion uses).
    case fade

    /// `.symbolEffect(.replace)`: SwiftUI's default replace is down-up by layer.
    public static let defaultReplace = SymbolEffect.replace(.downUp, .byLayer)
    /// The symbol morph toggle's `.replace.magic(fallback: .downUp.byLayer)`.
    public static let morphMagic = SymbolEffect.magic(fallback: .downUp, .byLayer)
}
