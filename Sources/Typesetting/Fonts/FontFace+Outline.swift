import CFreeType
import Raster

/// Glyph outlines: FreeType's contours turned into our `Path`, so text is filled by the same
/// rasterizer as every shape (same anti-aliasing, transforms, opacity and compositing).
extension FontFace {
    /// The outline of glyph `id` in font units, y flipped to point down (screen convention), origin at
    /// the glyph's origin on the baseline. Cached: the first call decomposes, later calls are lookups.
    /// An id the font does not have, or a glyph with no outline (space), gives an empty path.
    public func glyphPath(_ id: UInt32) -> Path {
        lock.lock(); defer { lock.unlock() }
        if let cached = outlines[id] { return cached }
        let path = decompose(id)
        outlines[id] = path
        return path
    }

    /// Loads the glyph at one pixel per font unit, unhinted, and walks its contours.
    /// Loading at ppem = unitsPerEm (rather than FT_LOAD_NO_SCALE) keeps a variable font's named
    /// instance applied; the 26.6 coordinates divided by 64 are font units.
    private func decompose(_ id: UInt32) -> Path {
        let upem = FT_F26Dot6(face.pointee.units_per_EM)
        guard FT_Set_Char_Size(face, 0, upem << 6, 72, 72) == 0,
              FT_Load_Glyph(face, id, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
              face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return Path() }
        let builder = OutlineBuilder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in OutlineBuilder.from(user).move(to!.pointee); return 0 },
            line_to: { to, user in OutlineBuilder.from(user).line(to!.pointee); return 0 },
            conic_to: { c, to, user in OutlineBuilder.from(user).conic(c!.pointee, to!.pointee); return 0 },
            cubic_to: { c1, c2, to, user in
                OutlineBuilder.from(user).cubic(c1!.pointee, c2!.pointee, to!.pointee); return 0 },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        let err = withExtendedLifetime(builder) {
            FT_Outline_Decompose(&face.pointee.glyph.pointee.outline, &funcs, user)
        }
        guard err == 0 else { return Path() }
        builder.path.close()
        return builder.path
    }
}

/// Collects FreeType's callbacks into a `Path`. A class so that C callbacks, which capture nothing,
/// can reach it through the `user` pointer.
private final class OutlineBuilder {
    var path = Path()

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder {
        Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
    }

    /// 26.6 fixed point at one pixel per unit → font units, y down.
    func point(_ v: FT_Vector) -> Point { Point(Double(v.x) / 64, -Double(v.y) / 64) }

    func move(_ to: FT_Vector) {
        // FreeType closes every contour implicitly; close the previous one before starting the next.
        if path.currentPoint != nil { path.close() }
        path.move(to: point(to))
    }
    func line(_ to: FT_Vector) { path.line(to: point(to)) }
    func conic(_ c: FT_Vector, _ to: FT_Vector) { path.quad(to: point(to), control: point(c)) }
    func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) {
        path.cubic(to: point(to), control1: point(c1), control2: point(c2))
    }
}
