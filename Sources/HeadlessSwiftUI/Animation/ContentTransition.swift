import Symbols

/// How text and images animate a change of their content in place, as SwiftUI's `ContentTransition`.
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity
        case opacity
        case interpolate
        case numericText(countsDown: Bool)
        /// Numeric text whose direction comes from the value: down when it is less than the old one's.
        case numericValue(Double)
        case symbolEffect(Symbols.SymbolEffect)
    }
    let kind: Kind

    /// No animation: the new content appears at once.
    public static let identity = ContentTransition(kind: .identity)
    /// A cross-fade (also what a text change does by default here).
    public static let opacity = ContentTransition(kind: .opacity)
    /// Interpolated glyphs where possible; drawn as a cross-fade here (docs/views.md).
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Digits that roll: each changed glyph leaves upwards (downwards when `countsDown`) while the new one
    /// comes in from the other side; unchanged ones stay (`Render/DisplayListBuilder+NumericText.swift`).
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(kind: .numericText(countsDown: countsDown)) }
    /// Digits that roll in the direction the value moved: down when the new value is less than the old one.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: .numericValue(value)) }

    /// Whether numeric text changing from a text under `old` rolls down; nil if this is not numeric text.
    func numericCountsDown(from old: ContentTransition) -> Bool? {
        switch kind {
        case .numericText(let down): down
        case .numericValue(let value):
            if case .numericValue(let before) = old.kind { value < before } else { false }
        default: nil
        }
    }
    /// A symbol effect replacing one symbol with another.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(kind: .symbolEffect(effect.resolved))
    }
}

extension View {
    /// How text and images in the subtree animate a change of their content.
    public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, EnvironmentWriter> {
        environment(\.contentTransition, transition)
    }
}

/// A symbol effect, as the Symbols framework's `SymbolEffect`: a content transition between symbols
/// (below) or an effect run on one symbol (`Images/SymbolEffects.swift`).
public protocol SymbolEffect: Sendable {}

/// A symbol effect that can run as a content transition.
public protocol ContentTransitionSymbolEffect {
    /// The effect as the Symbols module draws it.
    var resolved: Symbols.SymbolEffect { get }
}

/// Options of a symbol effect, as the Symbols framework's `SymbolEffectOptions`: how fast it runs and how
/// often it repeats (content transitions run once, at their own speed).
public struct SymbolEffectOptions: Hashable, Sendable {
    /// A multiple of the effect's speed.
    var speed = 1.0
    /// How many times a discrete effect plays, or an indefinite one cycles (nil: once a trigger, or for as
    /// long as it is active).
    var repeatCount: Int?

    public static let `default` = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    public static let repeating = SymbolEffectOptions()
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(1, count)) }
    public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speed = speed; return o }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var o = self; o.repeatCount = max(1, count); return o }
    public var nonRepeating: SymbolEffectOptions { `repeat`(1) }
}

/// `.replace`: the old symbol leaves as the style says and the new one scales up, by layer or whole.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Hashable {
    var style: Symbols.SymbolEffect.ReplaceStyle = .downUp
    var grouping: Symbols.SymbolEffect.Grouping = .byLayer
    public var resolved: Symbols.SymbolEffect { .replace(style, grouping) }

    public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .downUp) }
    public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .upUp) }
    public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .offUp) }
    public var downUp: ReplaceSymbolEffect { var e = self; e.style = .downUp; return e }
    public var upUp: ReplaceSymbolEffect { var e = self; e.style = .upUp; return e }
    public var offUp: ReplaceSymbolEffect { var e = self; e.style = .offUp; return e }
    public var byLayer: ReplaceSymbolEffect { var e = self; e.grouping = .byLayer; return e }
    public var wholeSymbol: ReplaceSymbolEffect { var e = self; e.grouping = .wholeSymbol; return e }

    /// Magic replace (iOS 18): shared layers stay and a slash draws on or off; otherwise `fallback`.
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplaceSymbolEffect { MagicReplaceSymbolEffect(fallback: fallback) }
}

/// `.replace.magic(fallback:)`.
public struct MagicReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Hashable {
    let fallback: ReplaceSymbolEffect
    public var resolved: Symbols.SymbolEffect { .magic(fallback: fallback.style, fallback.grouping) }
}

/// The automatic symbol transition: the default replace.
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Hashable {
    public var resolved: Symbols.SymbolEffect { .defaultReplace }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
extension SymbolEffect where Self == AutomaticSymbolEffect {
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}
