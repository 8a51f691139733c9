import Raster

/// A face at a point size: what a `Text` view draws with.
///
/// A value type: cheap to copy and `Sendable`; the shared `FontFace` does the work (behind its lock,
/// with an outline cache), and this scales font units to points.
public struct Font: Hashable, Sendable {
    public let face: FontFace
    /// The em size in points.
    public var size: Double
    /// Points added between glyphs (SF Pro's size-specific tracking, ``SystemTracking``, for SwiftUI text;
    /// 0 for plain text). Line widths count it once per gap between glyphs.
    public var tracking: Double = 0
    /// The line box when it is not the face's own (``LineBox/systemFont`` for SwiftUI text in the default
    /// design, whose stand-in face has other vertical metrics than SF Pro); nil: the face's.
    public var lineBox: LineBox?

    public init(face: FontFace, size: Double) { self.face = face; self.size = size }

    /// Points per font unit.
    public var scale: Double { size / face.unitsPerEm }

    public var ascender: Double { lineBox.map { $0.ascender * size } ?? face.metrics.ascender * scale }
    /// Below the baseline, as a positive distance.
    public var descent: Double { lineBox.map { $0.descent * size } ?? -face.metrics.descender * scale }
    public var lineGap: Double { lineBox.map { $0.lineGap * size } ?? face.metrics.lineGap * scale }
    public var capHeight: Double { face.metrics.capHeight * scale }
    public var xHeight: Double { face.metrics.xHeight * scale }
    /// Distance between baselines: ascender + descent + line gap.
    public var lineHeight: Double { lineBox.map { $0.height * size } ?? face.metrics.lineHeight * scale }

    /// Shapes `string` (font units; see `FontFace.shape`).
    public func shape(_ string: String) -> ShapedRun { face.shape(string) }

    /// The advance width of `string` in points, shaped as one line.
    public func advance(of string: String) -> Double { width(of: face.shape(string)) }

    /// The width of a shaped run in points: its advance plus the tracking between its glyphs.
    public func width(of run: ShapedRun) -> Double {
        run.advance * scale + tracking * Double(max(0, run.glyphs.count - 1))
    }

    /// The outline of glyph `id` at this size, in points, origin on the baseline, y down.
    public func glyphPath(_ id: UInt32) -> Path { face.glyphPath(id).applying(.scale(scale)) }

    public static func == (a: Font, b: Font) -> Bool { a.face === b.face && a.size == b.size && a.tracking == b.tracking && a.lineBox == b.lineBox }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(face)); h.combine(size); h.combine(tracking); h.combine(lineBox) }
}
