import CHarfBuzz

/// Shaping through HarfBuzz: kerning, ligatures, mark positioning and script-specific forms all come
/// from the font's OpenType tables exactly as HarfBuzz applies them, in font units and unhinted.
extension FontFace {
    /// Shapes `string` as one line: splits it into directional runs (see `BidiRuns`), shapes each run
    /// with the whole string as context, and returns the glyphs in visual order.
    public func shape(_ string: String) -> ShapedRun {
        let scalars = Array(string.unicodeScalars)
        let paragraphRTL = BidiRuns.paragraphIsRightToLeft(scalars)
        let runs = BidiRuns.visualRuns(scalars, paragraphRTL: paragraphRTL)
        let codes = scalars.map { $0.value }
        var glyphs: [ShapedRun.Glyph] = []
        lock.lock()
        for run in runs {
            glyphs += shapeRun(codes, run.range, rightToLeft: run.isRightToLeft)
        }
        lock.unlock()
        var seen = Set<UInt32>()
        var missing: [Unicode.Scalar] = []
        for cluster in glyphs.filter({ $0.id == 0 }).map(\.cluster).sorted() {
            let s = scalars[cluster]
            if seen.insert(s.value).inserted { missing.append(s) }
        }
        return ShapedRun(glyphs: glyphs, missingCharacters: missing, isRightToLeft: paragraphRTL)
    }

    /// Shapes `codes[range]` (caller holds the lock). Clusters are indices into `codes`.
    private func shapeRun(_ codes: [UInt32], _ range: Range<Int>, rightToLeft: Bool) -> [ShapedRun.Glyph] {
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        codes.withUnsafeBufferPointer {
            hb_buffer_add_utf32(buffer, $0.baseAddress, Int32($0.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { k in
            ShapedRun.Glyph(
                id: infos[k].codepoint, cluster: Int(infos[k].cluster),
                xAdvance: Double(positions[k].x_advance), yAdvance: Double(positions[k].y_advance),
                xOffset: Double(positions[k].x_offset), yOffset: Double(positions[k].y_offset),
                isRightToLeft: rightToLeft)
        }
    }
}
