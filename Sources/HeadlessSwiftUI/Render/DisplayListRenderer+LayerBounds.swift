import Raster

/// Layers sized to what they hold: an item's opacity, shadow or group becomes a layer, and a layer the
/// size of a full screen costs 12 MB of zeroing and a pass of compositing even for a small symbol. While an
/// item draws, the canvas is told the device pixels the item can reach (its bounds, grown by every blur's
/// and shadow's full reach and a miter's length), so Raster's layers hold only those.
extension DisplayListRenderer {
    /// The device pixels `item` can change, or nil when it makes no layer (nothing to bound).
    static func layerBounds(of item: DisplayItem) -> IntRect? {
        switch item.content {
        case .fill, .stroke:
            // Only opacities before the last effect, and shadows, make layers (a trailing opacity is the paint's).
            let effects = item.effects.reversed().drop { if case .opacity = $0 { true } else { false } }
            guard effects.contains(where: { if case .clip = $0 { false } else { true } }) else { return nil }
        case .symbol, .group:
            break
        }
        return footprint(of: item)
    }

    /// The device pixels drawing `item` can change: its bounds grown by its blurs' and shadows' reach (and
    /// two pixels of edge). Outside them a canvas is as it was before the item drew.
    static func footprint(of item: DisplayItem) -> IntRect {
        IntRect(enclosing: item.deviceBounds).grownBy(Int(reachBeyondBounds(of: item).rounded(.up)) + 2)
    }

    /// How far past ``DisplayItem/deviceBounds`` drawing may reach: blurs and shadows there count 3σ, taps
    /// reach 4σ; strokes count their width, a miter reaches `miterLimit / 2` widths.
    private static func reachBeyondBounds(of item: DisplayItem) -> Double {
        var reach = 0.0
        for effect in item.effects {
            if case .shadow(let spec, let t) = effect { reach = max(reach, spec.radius * shadowSigmaPerRadius * t.maxScale) }
        }
        switch item.content {
        case .stroke(_, let style, _): reach = max(reach, style.width * item.transform.maxScale * style.miterLimit / 2)
        case .group(let effect, let children):
            if case .blur(let sigma) = effect { reach = max(reach, sigma) }
            reach += children.map(reachBeyondBounds).max() ?? 0
        case .fill, .symbol: break
        }
        return reach
    }
}
