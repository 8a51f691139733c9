import Raster

extension Path {
    /// The outline grown by `distance` on every side of its ink: how heavier weights are drawn
    /// (docs/symbols-format.md, "Weights").
    ///
    /// A closed contour stroked with width 2·distance and round joins gives two contours running in
    /// opposite directions, the outer one always counter-clockwise (the stroker traces each side on
    /// its own left). For a contour bounding ink (clockwise, see ``orientedForNonZero(rule:)``) the
    /// outer one is the outward offset: exactly `Raster`'s ``Path/offsetOutward(by:)``. For a hole
    /// (counter-clockwise) the inner one is, clockwise, so the hole shrinks as the ink around it
    /// grows and still winds against it; a hole narrower than 2·distance turns inside out and is
    /// dropped. The result is thus wound the other way round from the convention (ink
    /// counter-clockwise); ``reversedContours()`` turns it back.
    func inkOffset(by distance: Double) -> Path {
        guard distance > 0 else { return self }
        var out = Path()
        for contour in subpaths() {
            guard contour.elements.last == .close else { out.addPath(contour); continue }
            // The winding's sign needs no fine flattening (Path.signedArea flattens to 0.01).
            let clockwise = Path.signedArea(contour.flattened(tolerance: 0.25).first?.points ?? []) >= 0
            guard !clockwise else { out.addPath(contour.offsetOutward(by: distance)); continue }
            // The inner ring runs clockwise; once the hole is narrower than 2·distance it turns inside out.
            let ring = contour.stroked(StrokeStyle(width: 2 * distance, cap: .round, join: .round)).subpaths()
            guard ring.count == 2, let inner = ring.min(by: { abs($0.signedArea) < abs($1.signedArea) }),
                  inner.signedArea > 0 else { continue }
            out.addPath(inner)
        }
        return out
    }
}
