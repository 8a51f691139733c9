/// A symbol scale (SwiftUI's `.imageScale`, UIKit's `SymbolScale`): the same point size and cap
/// height, a smaller or larger drawing.
public enum SymbolScale: String, CaseIterable, Hashable, Sendable {
    case small, medium, large

    /// The drawing's size relative to medium. Apple publishes no numbers: 0.78 and 1.29 are the
    /// view layer's guesses for `.imageScale` (docs/views.md), kept equal here so a symbol is the
    /// same size whichever way its scale is asked for. An SF Symbols template's scales come from its
    /// `-S`/`-M`/`-L` variants; a missing one is its small variant scaled by `factor / small.factor`.
    public var factor: Double {
        switch self {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }

    /// The scale's letter in an SF Symbols template's variant ids (`S` in `Regular-S`).
    public var templateLetter: String {
        switch self {
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        }
    }
}
