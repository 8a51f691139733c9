/// A clip set by ``Canvas/withClip(_:rule:_:)``: its path in device pixels, and the fill rule.
struct ClipPath: Sendable {
    let path: Path
    let rule: FillRule
    /// The path as an axis-aligned rectangle, when it is one: it clips nothing in rows and columns it spans.
    let rectangle: Rect?

    init(path: Path, rule: FillRule) {
        self.path = path; self.rule = rule; rectangle = path.rectangle
    }

    /// Whether the clip covers every pixel of `band` wholly (coverage exactly 1: it changes nothing there).
    func contains(_ band: IntRect) -> Bool {
        guard let r = rectangle else { return false }
        return r.minX <= Double(band.x) && r.minY <= Double(band.y) && r.maxX >= Double(band.maxX) && r.maxY >= Double(band.maxY)
    }
}

/// Clipping. A clip's coverage is worked out when a drawing needs it, for the rows that drawing touches
/// (``clipMask(rows:)``), not for the whole canvas when the clip is set: a clip is often a large shape (a
/// half-plane) around a small drawing. The coverage of a row does not depend on which other rows are worked
/// out with it, so the drawing gets the values a whole-canvas mask would hold.
extension Canvas {
    /// Draws `body` clipped to `path` (user space); the clip ends when `body` returns.
    /// Clips nest: the new clip is the intersection with the current one.
    public mutating func withClip(_ path: Path, rule: FillRule = .nonZero, _ body: (inout Canvas) -> Void) {
        clips.append(ClipPath(path: path.applying(transform), rule: rule))
        body(&self)
        clips.removeLast()
    }

    /// The coverage of the clips in force over device rows `rows` of this canvas, or nil when nothing is
    /// clipped: each clip path's coverage across the canvas's columns, each multiplied by the clips outside
    /// it in the order they were set. A rectangle holding the whole band (a scroll view's clip around a
    /// small drawing) multiplies by 1 and is left out; when every clip is, nothing is clipped there.
    func clipMask(rows: Range<Int>) -> Mask? {
        guard !clips.isEmpty, !rows.isEmpty else { return nil }
        let band = IntRect(x: originX, y: rows.lowerBound, width: pixmap.width, height: rows.count)
        var mask: Mask?
        for clip in clips where !clip.contains(band) {
            var inner = Mask.coverage(of: clip.path, rule: clip.rule, tolerance: Path.defaultTolerance, within: band)
                ?? Mask.empty(at: band)
            if let mask { inner.intersect(with: mask) }
            mask = inner
        }
        return mask
    }
}
