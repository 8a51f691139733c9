import Motion

/// The symbol effects a view runs on its symbol, as the Symbols framework's `BounceSymbolEffect`,
/// `PulseSymbolEffect` … : each is a pose of the whole symbol (scale about an anchor, opacity, turn) over
/// time, as keyframes (`SymbolEffectModifier.swift` plays them).
///
/// Apple describes these effects only in words; every duration, scale and angle here is a guess made to
/// look like iOS 17–18 (docs/symbols.md, "Effects on a view", says so for each). Layers are not animated one
/// by one: `.byLayer` and variable colour's layer steps move the whole symbol.

/// What a symbol effect changes of its symbol.
struct SymbolPose: Hashable, Sendable {
    var scale = 1.0
    var opacity = 1.0
    var turn = Angle.zero
    static let rest = SymbolPose()
}

/// How an effect moves its symbol: one play (or cycle) of keyframes over the pose, or a pose held while
/// the effect is active.
struct SymbolEffectMotion {
    enum Kind {
        /// Keyframes from rest back to rest: played once per trigger, or cycled while active.
        case keyframes(KeyframeTimeline<SymbolPose>)
        /// A pose held while active, eased into and out of with `animation`.
        case hold(SymbolPose, Animation)
    }
    let kind: Kind
    /// The point the scale is about, in the symbol's frame.
    var anchor: UnitPoint = .center
}

/// An effect this layer knows how to move (every public effect type below).
protocol MovingSymbolEffect {
    var motion: SymbolEffectMotion { get }
}

/// Effects that run once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}
/// Effects that run for as long as they are active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// Effects that can make a symbol appear or disappear.
public protocol TransitionSymbolEffect {}

/// The direction some effects take.
enum SymbolEffectDirection: Hashable, Sendable { case up, down }

/// `.bounce`: the symbol squashes, then springs past its size and back (`.up`, the default, grows upwards
/// from its bottom; `.down` towards its bottom from its top).
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, MovingSymbolEffect, Hashable {
    var direction = SymbolEffectDirection.up
    public var up: BounceSymbolEffect { var e = self; e.direction = .up; return e }
    public var down: BounceSymbolEffect { var e = self; e.direction = .down; return e }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
    var motion: SymbolEffectMotion {
        SymbolEffectMotion(kind: .keyframes(KeyframeTimeline(initialValue: .rest) {
            KeyframeTrack(\.scale) {
                CubicKeyframe(0.82, duration: 0.12)
                SpringKeyframe(1.0, duration: 0.55, spring: Spring(duration: 0.35, bounce: 0.45))
                MoveKeyframe(1.0)   // exactly at rest (the spring is within 0.0002 of it by then)
            }
        }), anchor: direction == .up ? .bottom : .top)
    }
}

/// `.pulse`: the symbol's opacity falls and rises.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, MovingSymbolEffect, Hashable {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
    var motion: SymbolEffectMotion {
        SymbolEffectMotion(kind: .keyframes(KeyframeTimeline(initialValue: .rest) {
            KeyframeTrack(\.opacity) {
                LinearKeyframe(0.35, duration: 0.5, timingCurve: .easeInOut)
                LinearKeyframe(1.0, duration: 0.5, timingCurve: .easeInOut)
            }
        }))
    }
}

/// `.variableColor`: iOS lights the symbol's layers in turn; here the whole symbol dims and brightens in
/// a quicker cycle (layers are not addressed one by one).
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, MovingSymbolEffect, Hashable {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    var motion: SymbolEffectMotion {
        SymbolEffectMotion(kind: .keyframes(KeyframeTimeline(initialValue: .rest) {
            KeyframeTrack(\.opacity) {
                LinearKeyframe(0.3, duration: 0.4, timingCurve: .easeIn)
                LinearKeyframe(1.0, duration: 0.4, timingCurve: .easeOut)
            }
        }))
    }
}

/// `.scale`: the symbol is held larger (`.up`, the default) or smaller (`.down`) while active.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, MovingSymbolEffect, Hashable {
    var direction = SymbolEffectDirection.up
    public var up: ScaleSymbolEffect { var e = self; e.direction = .up; return e }
    public var down: ScaleSymbolEffect { var e = self; e.direction = .down; return e }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
    var motion: SymbolEffectMotion {
        SymbolEffectMotion(kind: .hold(SymbolPose(scale: direction == .up ? 1.2 : 0.8), .spring(duration: 0.3, bounce: 0.2)))
    }
}

/// `.appear`: shown while active, drawn in from small and clear.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, MovingSymbolEffect, Hashable {
    public var up: AppearSymbolEffect { self }
    public var down: AppearSymbolEffect { self }
    public var byLayer: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }
    var motion: SymbolEffectMotion {
        // Active: at rest; inactive: the hidden pose (see `SymbolEffectModifier`).
        SymbolEffectMotion(kind: .hold(.rest, .spring(duration: 0.35, bounce: 0.25)))
    }
}

/// `.disappear`: hidden while active, shrinking as it fades.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, MovingSymbolEffect, Hashable {
    public var up: DisappearSymbolEffect { self }
    public var down: DisappearSymbolEffect { self }
    public var byLayer: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }
    var motion: SymbolEffectMotion {
        SymbolEffectMotion(kind: .hold(SymbolPose(scale: 0.5, opacity: 0), .easeIn(duration: 0.25)))
    }
}

/// `.wiggle` (iOS 18): the symbol turns one way and the other, less each time, and settles.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, MovingSymbolEffect, Hashable {
    public var byLayer: WiggleSymbolEffect { self }
    public var wholeSymbol: WiggleSymbolEffect { self }
    public var left: WiggleSymbolEffect { self }
    public var right: WiggleSymbolEffect { self }
    public var clockwise: WiggleSymbolEffect { self }
    public var counterClockwise: WiggleSymbolEffect { self }
    var motion: SymbolEffectMotion {
        SymbolEffectMotion(kind: .keyframes(KeyframeTimeline(initialValue: .rest) {
            KeyframeTrack(\.turn) {
                CubicKeyframe(.degrees(-14), duration: 0.12)
                CubicKeyframe(.degrees(12), duration: 0.16)
                CubicKeyframe(.degrees(-7), duration: 0.14)
                CubicKeyframe(.zero, duration: 0.14)
            }
        }), anchor: .bottom)
    }
}

/// `.rotate` (iOS 18): a whole turn, clockwise.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, MovingSymbolEffect, Hashable {
    var turnsClockwise = true
    public var clockwise: RotateSymbolEffect { var e = self; e.turnsClockwise = true; return e }
    public var counterClockwise: RotateSymbolEffect { var e = self; e.turnsClockwise = false; return e }
    public var byLayer: RotateSymbolEffect { self }
    public var wholeSymbol: RotateSymbolEffect { self }
    var motion: SymbolEffectMotion {
        let turn = Angle.degrees(turnsClockwise ? 360 : -360)
        return SymbolEffectMotion(kind: .keyframes(KeyframeTimeline(initialValue: .rest) {
            KeyframeTrack(\.turn) {
                LinearKeyframe(turn, duration: 1.0, timingCurve: .easeInOut)
                MoveKeyframe(.zero)
            }
        }))
    }
}

/// `.breathe` (iOS 18): the symbol swells a little and fades slightly, and back, slowly.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, MovingSymbolEffect, Hashable {
    public var plain: BreatheSymbolEffect { self }
    public var pulse: BreatheSymbolEffect { self }
    public var byLayer: BreatheSymbolEffect { self }
    public var wholeSymbol: BreatheSymbolEffect { self }
    var motion: SymbolEffectMotion {
        SymbolEffectMotion(kind: .keyframes(KeyframeTimeline(initialValue: .rest) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.1, duration: 1.0, timingCurve: .easeInOut)
                LinearKeyframe(1.0, duration: 1.0, timingCurve: .easeInOut)
            }
            KeyframeTrack(\.opacity) {
                LinearKeyframe(0.75, duration: 1.0, timingCurve: .easeInOut)
                LinearKeyframe(1.0, duration: 1.0, timingCurve: .easeInOut)
            }
        }))
    }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { BounceSymbolEffect() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { PulseSymbolEffect() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { AppearSymbolEffect() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { RotateSymbolEffect() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() } }
