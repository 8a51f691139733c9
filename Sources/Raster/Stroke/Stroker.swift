/// Placeholder until the stroker lands: stroking turns a path's outline into a fillable path.
extension Path {
    /// The region covered by stroking this path with `style`, as a path to fill with the non-zero rule.
    public func stroked(_ style: StrokeStyle) -> Path {
        Path()
    }
}
