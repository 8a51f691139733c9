import Raster
import Motion
import Symbols

/// Everything that moves in one card at one instant after the toggle changed.
public struct SymbolMorphFrameState: Hashable, Sendable {
    /// The `.smooth(duration: 0.4)` spring's progress, 0 → 1 (critically damped: it never overshoots).
    public var springProgress: Double
    /// The symbol's foreground colour, tint ↔ `.secondary`, raw (premultiplied); draw ``Motion/PremultipliedRGBA/drawn``.
    public var color: PremultipliedRGBA
    /// 0…1 along the symbol's content transition: the effect's own clock, or the cross-fade under
    /// Reduce Motion.
    public var symbolPhase: Double
    /// How the two symbols are drawn.
    public var symbols: SymbolMorphSymbolFrame
    /// For magic replace between a symbol and its slash variant: how much of the slash is drawn,
    /// 0…1 from its top-leading end; nil for other transitions.
    public var slashDrawn: Double?
}

/// The symbols at one instant of the content transition.
public enum SymbolMorphSymbolFrame: Hashable, Sendable {
    /// The symbol effect's layers (``Symbols/SymbolTransition/layers(at:)``), old symbol's first.
    case effect([DrawnLayer])
    /// Reduce Motion's `.opacity` content transition: the old symbol at `1 − fraction`, the new one at
    /// `fraction`, each faded as one image (group opacity, so a slash over its bell is not doubled).
    case crossFade(Double)
}

/// The card's transition: what the seed's `withAnimation(.smooth(duration: 0.4)) { isOn.toggle() }`
/// animates, and how the symbol changes.
///
/// The transaction's spring moves the foreground colour. The symbol's content transition is
/// `.symbolEffect(.replace.magic(fallback: .downUp.byLayer))`, which runs on the symbol effect's own
/// clock (`SymbolTransition`); under Reduce Motion it is `.opacity`, a cross-fade that, like any
/// non-symbol-effect content transition, follows the transaction's animation: the same spring. Reduce
/// Motion does not remove the animation in this seed (it is not `animation(reduceMotion ? nil : …)`).
public struct SymbolMorphToggleAnimation: Hashable, Sendable {
    /// `withAnimation(.smooth(duration: 0.4))`, integrated as SwiftUI runs it.
    public static let spring = Animation.smooth(duration: 0.4)

    /// Old symbol → new symbol, with the seed's magic replace (under Reduce Motion only its symbols are used).
    public let transition: SymbolTransition
    /// The foreground colour before and after the change.
    public let fromColor: PremultipliedRGBA
    public let toColor: PremultipliedRGBA
    /// `accessibilityReduceMotion`: the symbols cross-fade.
    public let reduceMotion: Bool

    public init(transition: SymbolTransition, fromColor: Color, toColor: Color, reduceMotion: Bool) {
        self.transition = transition
        self.fromColor = Self.animatable(fromColor)
        self.toColor = Self.animatable(toColor)
        self.reduceMotion = reduceMotion
    }

    /// When the slowest part has settled: the spring (≈ 0.60 s) or the symbol effect, whichever ends later.
    public var settleTime: Double {
        max(Self.spring.duration, reduceMotion ? 0 : transition.duration)
    }

    /// The state `time` seconds after the change (the start state at t ≤ 0, the target from `settleTime`).
    public func state(at time: Double) -> SymbolMorphFrameState {
        let progress = Self.spring.sample(from: 0.0, to: 1.0, elapsed: time).value
        let color = Self.spring.sample(from: fromColor, to: toColor, elapsed: time).value
        if reduceMotion {
            let fade = min(1, max(0, progress))
            return SymbolMorphFrameState(springProgress: progress, color: color, symbolPhase: fade, symbols: .crossFade(fade))
        }
        let duration = transition.duration
        let phase = duration > 0 ? min(1, max(0, time / duration)) : 1
        let layers = transition.layers(at: phase)
        var slash: Double?
        if case .magic = transition.resolvedEffect {
            slash = layers.first { $0.role == .slash }?.drawOn
        }
        return SymbolMorphFrameState(springProgress: progress, color: color, symbolPhase: phase, symbols: .effect(layers),
                                     slashDrawn: slash)
    }

    /// A Raster colour as Motion animates it: premultiplied gamma sRGB.
    static func animatable(_ c: Color) -> PremultipliedRGBA {
        PremultipliedRGBA(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
    }
}
