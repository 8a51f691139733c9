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
}
