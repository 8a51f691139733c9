import Raster
import Typesetting

/// `.contentTransition(.numericText…)`: the text rolls glyph by glyph. The old and new glyphs are compared
/// by prefix and suffix (`prefixAndSuffix` is one of the comparisons SwiftUI's renderer has, per OpenSwiftUI;
/// which one numeric text uses is not documented): the glyphs both texts start with and end with are kept and
/// glide from their old place to their new one (so they stay put when they do not move, and follow the
/// text's width as it animates); each glyph between leaves towards the top (the bottom when counting down)
/// while it shrinks, blurs and fades, and the new glyphs come in from the other side the opposite way.
///
/// The amounts are guesses, not measured on a device. SwiftUI keeps them in `NumericTextConfiguration`
/// as bytes (OpenSwiftUI reads delay 18, scale 51, blur 32, offset 19 and does not decode them); read as
/// 64ths they give the scale and the distance used here, and the blur is read as 256ths of the font size:
/// - the far-end scale, 0.8 (51/64; 1 − 51/256 is 0.8 too), about the glyph's centre;
/// - the distance, 0.3 of the font's size (19/64), up for a rising value;
/// - the blur radius, 0.125 of the font's size (32/256), 2.1 pt at 17 pt.
/// - the stagger: each changed glyph starts 18/256 (0.07) of the change's progress after the one before it,
///   in reading order, all finishing together (the delay byte read as 256ths, as the blur is; the whole
///   spread at most half the progress, so a long number still rolls). What the byte measures, and whether
///   iOS starts from the leading or the trailing glyph, are not known: a guess, not measured on a device.
/// Underlines and strikethroughs cross-fade.
extension DisplayListBuilder {
    static let numericScale = 0.8
    static let numericOffset = 0.3
    static let numericBlur = 0.125
    static let numericStagger = 18.0 / 256

    /// The progress of the `index`-th of `count` changed glyphs when the change is at `p`: each starts
    /// ``numericStagger`` after the one before (the spread at most 0.5), runs over the rest, and all end at 1.
    static func staggered(_ p: Double, index: Int, count: Int) -> Double {
        guard count > 1 else { return p }
        let step = min(numericStagger, 0.5 / Double(count - 1))
        let span = 1 - step * Double(count - 1)
        return min(1, max(0, (p - step * Double(index)) / span))
    }

    /// A glyph of a text view's layout: its outline at its origin, where that origin is in the view, and
    /// what identifies it for the comparison.
    struct PlacedTextGlyph {
        struct Identity: Hashable {
            var id: UInt32
            var size: Double
            var face: ObjectIdentifier
        }
        var identity: Identity
        var run: Int
        var outline: Raster.Path
        var origin: Raster.Point
        var fontSize: Double
    }

    /// The glyphs of `block` in a box `width` wide, in reading order, placed as ``textRunPaths`` places them.
    static func placedGlyphs(_ leaf: TextLeaf, _ block: TextBlock, width: Double, rightToLeft rtl: Bool) -> [PlacedTextGlyph] {
        var out: [PlacedTextGlyph] = []
        var y = 0.0
        for line in block.lines {
            let x0 = lineStart(line, leaf.alignment, width: width, rightToLeft: rtl)
            for piece in line.pieces {
                let run = leaf.runs[piece.run]
                let baseline = y + line.ascent - run.baselineOffset
                let font = piece.line.font
                for g in piece.line.glyphs {
                    let identity = PlacedTextGlyph.Identity(id: g.id, size: font.size, face: ObjectIdentifier(font.face))
                    out.append(PlacedTextGlyph(identity: identity, run: piece.run, outline: font.glyphPath(g.id),
                                               origin: Raster.Point(x0 + piece.x + g.position.x, baseline + g.position.y),
                                               fontSize: font.size))
                }
            }
            y += line.height
        }
        return out
    }

    /// How many glyphs the two sequences share at the start and at the end (never overlapping).
    static func sharedEnds(_ a: [PlacedTextGlyph], _ b: [PlacedTextGlyph]) -> (prefix: Int, suffix: Int) {
        let limit = min(a.count, b.count)
        var prefix = 0
        while prefix < limit && a[prefix].identity == b[prefix].identity { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix && a[a.count - 1 - suffix].identity == b[b.count - 1 - suffix].identity { suffix += 1 }
        return (prefix, suffix)
    }

    /// The rolling text at progress `p` (0 the old text, 1 the new one). Old glyphs are placed in the old
    /// view's size, new ones in the final size, and kept ones interpolated between the two, all relative to
    /// the view's presented frame (which animates from the old size to the new under the same animation).
    func emitNumericText(_ node: ResolvedNode, leaf: TextLeaf, block: TextBlock, from old: ResolvedNode, oldLeaf: TextLeaf,
                         oldBlock: TextBlock, toSize: CGSize, countsDown down: Bool, progress p: Double,
                         transform: Raster.Transform, effects: [LeafEffect], into items: inout [DisplayItem]) {
        let rtl = node.direction == .rightToLeft
        let before = Self.placedGlyphs(oldLeaf, oldBlock, width: Double(old.frame.width), rightToLeft: rtl)
        let after = Self.placedGlyphs(leaf, block, width: Double(toSize.width), rightToLeft: rtl)
        let (prefix, suffix) = Self.sharedEnds(before, after)
        let frame = CGRect(origin: .zero, size: node.frame.size)
        let oldFrame = CGRect(origin: .zero, size: old.frame.size)

        // Kept glyphs, one fill per run of the new text.
        var kept = Array(repeating: Raster.Path(), count: leaf.runs.count)
        let keptPairs = Array(zip(0..<prefix, 0..<prefix)) + (0..<suffix).map { (before.count - suffix + $0, after.count - suffix + $0) }
        for (i, j) in keptPairs {
            let a = before[i].origin, b = after[j].origin
            let at = Raster.Point(a.x + (b.x - a.x) * p, a.y + (b.y - a.y) * p)
            kept[after[j].run].addPath(after[j].outline.applying(.translation(at.x, at.y)))
        }
        for (run, path) in kept.enumerated() where !path.isEmpty {
            items.append(DisplayItem(key: node.key, name: node.name, transform: transform, effects: effects,
                                     content: .fill(path, leaf.runs[run].paint.rasterPaint(in: frame), .nonZero), cacheID: nil))
        }

        // Changed glyphs: the old ones leave (away = p), the new ones arrive (away = 1 − p).
        let sign = down ? 1.0 : -1.0
        func roll(_ glyph: PlacedTextGlyph, paint: Raster.Paint, away: Double, direction: Double) {
            guard away < 1 else { return }
            let centre = glyph.outline.bounds
            let cx = glyph.origin.x + centre.midX, cy = glyph.origin.y + centre.midY
            let k = 1 - (1 - Self.numericScale) * away
            let dy = direction * Self.numericOffset * glyph.fontSize * away
            let place = Raster.Transform.translation(glyph.origin.x - cx, glyph.origin.y - cy)
                .concatenating(.scale(k, k)).concatenating(.translation(cx, cy + dy))
            let fill = DisplayItem(key: node.key, name: node.name, transform: transform, effects: [.opacity(1 - away)],
                                   content: .fill(glyph.outline.applying(place), paint, .nonZero), cacheID: nil)
            let sigma = Self.numericBlur * glyph.fontSize * away * transform.maxScale
            if sigma > 0 {
                items.append(DisplayItem(key: node.key, name: node.name, transform: transform, effects: effects,
                                         content: .group(.blur(sigma: sigma), [fill]), cacheID: nil))
            } else {
                var plain = fill
                plain.effects = effects + fill.effects
                items.append(plain)
            }
        }
        // The i-th changed glyph of the old text and of the new one share the i-th start.
        let leaving = before[prefix..<(before.count - suffix)], arriving = after[prefix..<(after.count - suffix)]
        let changed = max(leaving.count, arriving.count)
        for (i, glyph) in leaving.enumerated() {
            let q = Self.staggered(p, index: i, count: changed)
            roll(glyph, paint: oldLeaf.runs[glyph.run].paint.rasterPaint(in: oldFrame), away: q, direction: sign)
        }
        for (i, glyph) in arriving.enumerated() {
            let q = Self.staggered(p, index: i, count: changed)
            roll(glyph, paint: leaf.runs[glyph.run].paint.rasterPaint(in: frame), away: 1 - q, direction: -sign)
        }

        // Underlines and strikethroughs cross-fade.
        let oldLines = Self.textRunPaths(oldLeaf, oldBlock, width: Double(old.frame.width), rightToLeft: rtl, glyphs: false)
        let newLines = Self.textRunPaths(leaf, block, width: Double(toSize.width), rightToLeft: rtl, glyphs: false)
        for (run, path) in oldLines.enumerated() where !path.isEmpty && p < 1 {
            items.append(DisplayItem(key: node.key, name: node.name, transform: transform, effects: effects + [.opacity(1 - p)],
                                     content: .fill(path, oldLeaf.runs[run].paint.rasterPaint(in: oldFrame), .nonZero), cacheID: nil))
        }
        for (run, path) in newLines.enumerated() where !path.isEmpty && p > 0 {
            items.append(DisplayItem(key: node.key, name: node.name, transform: transform, effects: effects + [.opacity(p)],
                                     content: .fill(path, leaf.runs[run].paint.rasterPaint(in: frame), .nonZero), cacheID: nil))
        }
    }
}
