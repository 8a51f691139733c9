/// How a source (paint × coverage) combines with what is already in the pixmap. Premultiplied maths:
/// `Sa` and `Da` are source and destination alpha.
public enum BlendMode: Hashable, Sendable {
    /// Porter–Duff source-over: D' = S + D·(1 − Sa).
    case sourceOver
    /// Porter–Duff destination-out: D' = D·(1 − Sa). Cuts the source's shape out of what is below,
    /// as a symbol's slash cuts its gap.
    case destinationOut
    /// Replace within the coverage: D' = S·c + D·(1 − c) for coverage c (used to copy layers).
    case source
    /// Porter–Duff source-atop: the source only where the destination is, D' = S·Da + D·(1 − Sa).
    case sourceAtop
    /// Porter–Duff destination-over: the source under what is there, D' = S·(1 − Da) + D.
    case destinationOver
    /// The source's colour mixed with the destination's (multiply, screen, … `MixBlend.swift`).
    case mix(MixBlendMode)
}
