/// A line's vertical extent in ems, when it is not the face's own (``Font/lineBox``).
public struct LineBox: Hashable, Sendable {
    /// Top of the line box above the baseline.
    public var ascender: Double
    /// Bottom of the line box below the baseline, as a positive distance.
    public var descent: Double
    /// Extra space between lines.
    public var lineGap: Double

    /// The distance between baselines: ascender + descent + line gap.
    public var height: Double { ascender + descent + lineGap }

    public init(ascender: Double, descent: Double, lineGap: Double) {
        self.ascender = ascender; self.descent = descent; self.lineGap = lineGap
    }

    /// SF Pro's line box, which iOS gives every line of the system font's default design: 1950 font units
    /// of 2048 above the baseline, 494 below, no line gap (`UIFont.systemFont(ofSize: 17).lineHeight` is
    /// 20.287 pt; its Text and Display optical sizes share these values). The stand-in Inter's own box is
    /// 1.210 em, 20.57 pt at 17 pt, which made a one-line body text 0.25 pt taller than on iOS and moved
    /// what is centred around it by a pixel (`groundtruth/swiftui/hstack_padding_roundedrect5_*`).
    public static let systemFont = LineBox(ascender: 1950.0 / 2048, descent: 494.0 / 2048, lineGap: 0)
}
