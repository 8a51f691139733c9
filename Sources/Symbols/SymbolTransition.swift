import Raster

/// An effect between two symbols, as a pure function of progress.
///
/// Progress is the effect's own clock, linear: `p = elapsed / duration`, clamped to 0…1. The
/// effect's curves (ease, overshoot, stagger) are inside, so a frame plan only needs ``duration``
/// (its settling time) and the time since the change.
public struct SymbolTransition: Hashable, Sendable {
    public let from: Symbol
    public let to: Symbol
    public let effect: SymbolEffect
    /// Roles (other than gap and slash) whose outlines are identical in both symbols.
    let sharedRoles: [SymbolLayer.Role]
    /// The effect this transition actually runs: magic between unrelated symbols is its fallback.
    public let resolvedEffect: SymbolEffect
    /// Seconds from the change until the last layer settles: the frame plan's settling time.
    public let duration: Double

    /// Compares outlines and counts layers once: a transition is asked for its layers at every instant
    /// a scene is sampled at.
    public init(from: Symbol, to: Symbol, effect: SymbolEffect) {
        self.from = from; self.to = to; self.effect = effect
        sharedRoles = from.layers.filter { l in !l.role.isSlashPart && to.layer(l.role)?.path == l.path }.map(\.role)
        if case .magic(let style, let grouping) = effect, sharedRoles.isEmpty {
            resolvedEffect = .replace(style, grouping)
        } else {
            resolvedEffect = effect
        }
        duration = Self.duration(from: from, to: to, resolvedEffect: resolvedEffect, sharedRoles: sharedRoles)
    }

    /// Whether magic replace finds anything to keep: a layer of the same role and outline in both.
    public var sharesLayers: Bool { !sharedRoles.isEmpty }

    private static func duration(from: Symbol, to: Symbol, resolvedEffect: SymbolEffect, sharedRoles: [SymbolLayer.Role]) -> Double {
        typealias C = SymbolEffectConstants
        switch resolvedEffect {
        case .fade:
            return C.fadeDuration
        case .replace(_, let grouping):
            return Self.replaceDuration(outCount: Self.stepCount(from.layers), inCount: Self.stepCount(to.layers), grouping)
        case .magic(_, let grouping):
            let shared = Set(sharedRoles.map(\.description))
            let changed = (from.layers + to.layers).contains { !$0.role.isSlashPart && !shared.contains($0.role.description) }
            let slashes = from.slash != nil || to.slash != nil
            return max(slashes ? C.magicSlashDuration : 0, changed ? Self.replaceDuration(outCount: 1, inCount: 1, grouping) : 0)
        }
    }

    /// The layers to draw at `progress`, in drawing order (all `from` layers, then all `to`).
    public func layers(at progress: Double) -> [DrawnLayer] {
        let p = min(max(progress.isFinite ? progress : 0, 0), 1)
        let t = p * duration
        switch resolvedEffect {
        case .fade:
            let e = Self.easeInOut(p)
            return from.layers.map { DrawnLayer(source: .from, role: $0.role, opacity: 1 - e) }
                + to.layers.map { DrawnLayer(source: .to, role: $0.role, opacity: e) }
        case .replace(let style, let grouping):
            return Self.replaceLayers(from.layers, .from, t: t, style: style, grouping: grouping, leaving: true)
                + Self.replaceLayers(to.layers, .to, t: t, style: style, grouping: grouping, leaving: false)
        case .magic(let style, _):
            return magicLayers(t: t, style: style)
        }
    }

    // MARK: Replace

    /// Layer steps for by-layer staggering: the gap moves with the slash, so it doesn't count.
    static func stepCount(_ layers: [SymbolLayer]) -> Int { max(1, layers.filter { $0.role != .gap }.count) }

    static func replaceDuration(outCount: Int, inCount: Int, _ grouping: SymbolEffect.Grouping) -> Double {
        typealias C = SymbolEffectConstants
        let delay = grouping == .byLayer ? C.byLayerDelay : 0
        let outEnd = Double(outCount - 1) * delay + C.replaceOutDuration
        let inEnd = C.replaceInDelay + Double(inCount - 1) * delay + C.replaceInDuration
        return max(outEnd, inEnd)
    }

    /// The step index of each layer: its position among non-gap layers; a gap takes the next layer's.
    static func steps(_ layers: [SymbolLayer]) -> [Int] {
        let last = stepCount(layers) - 1
        var result: [Int] = []
        result.reserveCapacity(layers.count)
        var k = 0
        for l in layers { result.append(min(k, last)); if l.role != .gap { k += 1 } }
        return result
    }

    static func replaceLayers(_ layers: [SymbolLayer], _ source: DrawnLayer.Source, t: Double, style: SymbolEffect.ReplaceStyle,
                              grouping: SymbolEffect.Grouping, leaving: Bool) -> [DrawnLayer] {
        let delay = grouping == .byLayer ? SymbolEffectConstants.byLayerDelay : 0
        return zip(layers, steps(layers)).map { layer, step in
            leaving ? leave(layer.role, source, t: t - Double(step) * delay, style: style)
                    : arrive(layer.role, source, t: t - SymbolEffectConstants.replaceInDelay - Double(step) * delay)
        }
    }

    /// A leaving layer `t` seconds after its own start.
    static func leave(_ role: SymbolLayer.Role, _ source: DrawnLayer.Source, t: Double, style: SymbolEffect.ReplaceStyle) -> DrawnLayer {
        typealias C = SymbolEffectConstants
        let u = clamp01(t / C.replaceOutDuration)
        switch style {
        case .offUp:
            return DrawnLayer(source: source, role: role, opacity: t > 0 ? 0 : 1)
        case .downUp, .upUp:
            let target = style == .downUp ? C.replaceShrinkScale : C.replaceGrowScale
            let e = easeInOut(u)
            return DrawnLayer(source: source, role: role, opacity: 1 - e, scale: 1 + (target - 1) * e)
        }
    }

    /// An arriving layer `t` seconds after its own start: grows from the entry scale with overshoot,
    /// and is opaque by 60 % of the way so the overshoot is seen at full strength.
    static func arrive(_ role: SymbolLayer.Role, _ source: DrawnLayer.Source, t: Double) -> DrawnLayer {
        typealias C = SymbolEffectConstants
        let u = clamp01(t / C.replaceInDuration)
        let s0 = C.replaceEntryScale
        return DrawnLayer(source: source, role: role, opacity: easeOut(clamp01(u / 0.6)),
                          scale: s0 + (1 - s0) * backOut(u))
    }

    // MARK: Magic

    /// Magic replace: shared layers once, slash parts drawn on/off; other differing layers leave and
    /// arrive as whole-symbol replace layers (the catalogue's related pairs have none).
    func magicLayers(t: Double, style: SymbolEffect.ReplaceStyle) -> [DrawnLayer] {
        let shared = Set(sharedRoles.map(\.description))
        let slashDuration = SymbolEffectConstants.magicSlashDuration
        let drawn = Self.easeInOut(Self.clamp01(t / slashDuration))
        // Shared layers belong to the symbol holding the slash, so its gap erases them.
        let keeper: DrawnLayer.Source = (to.slash != nil || from.slash == nil) ? .to : .from
        var out: [DrawnLayer] = []
        for (source, symbol) in [(DrawnLayer.Source.from, from), (.to, to)] {
            for l in symbol.layers {
                if l.role.isSlashPart {
                    // Switching off (plain → slash) draws on; switching on draws off.
                    out.append(DrawnLayer(source: source, role: l.role, drawOn: source == .to ? drawn : 1 - drawn))
                } else if shared.contains(l.role.description) {
                    if source == keeper { out.append(DrawnLayer(source: source, role: l.role)) }
                } else if source == .from {
                    out.append(Self.leave(l.role, source, t: t, style: style))
                } else {
                    out.append(Self.arrive(l.role, source, t: t - SymbolEffectConstants.replaceInDelay))
                }
            }
        }
        return out
    }

    // MARK: Curves

    static func clamp01(_ x: Double) -> Double { min(max(x, 0), 1) }
    static func easeInOut(_ u: Double) -> Double { u * u * (3 - 2 * u) }
    static func easeOut(_ u: Double) -> Double { 1 - (1 - u) * (1 - u) }
    /// `1 + (c+1)(u−1)³ + c(u−1)²`, c = ``SymbolEffectConstants/replaceOvershoot``: 0 at 0, 1 at 1, above 1 in between.
    static func backOut(_ u: Double) -> Double {
        let c = SymbolEffectConstants.replaceOvershoot, v = u - 1
        return 1 + (c + 1) * v * v * v + c * v * v
    }
}
