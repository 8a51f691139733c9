/// Why a filmstrip cannot be made; each message says what to change.
public enum FilmstripError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A plan without frames.
    case noFrames
    /// Fewer than one column.
    case invalidColumns(Int)
    /// The strip would exceed the image limits.
    case tooLarge(width: Int, height: Int, columns: Int)
    /// A frame of another size than the strip's cells.
    case frameSizeMismatch(index: Int, expected: (width: Int, height: Int), got: (width: Int, height: Int))
    /// The label font could not be loaded, or cannot draw the label; `reason` is the Text module's.
    case labelFont(reason: String)

    public var description: String {
        switch self {
        case .noFrames: "a filmstrip needs at least one frame"
        case .invalidColumns(let n): "--columns must be at least 1 (got \(n))"
        case .tooLarge(let w, let h, let c):
            "the filmstrip would be \(w) × \(h) pixels with \(c) columns; the limit is \(FilmstripLayout.maximumSide) a side and "
                + "\(FilmstripLayout.maximumPixels / (1 << 20)) Mpx: use fewer frames, another --columns or a smaller --scale"
        case .frameSizeMismatch(let i, let e, let g):
            "frame \(i) is \(g.width) × \(g.height) pixels, but the filmstrip's cells are \(e.width) × \(e.height)"
        case .labelFont(let reason): "cannot draw the filmstrip's time labels: \(reason)"
        }
    }

    public static func == (l: FilmstripError, r: FilmstripError) -> Bool { l.description == r.description }
}
