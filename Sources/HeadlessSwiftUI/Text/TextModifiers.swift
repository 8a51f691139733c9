extension View {
    /// The default font of text (and size of symbols) in the subtree.
    public func font(_ font: Font?) -> ModifiedContent<Self, EnvironmentWriter> { environment(\.font, font) }
    /// The weight of text in the subtree.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.fontWeightOverride = weight })
    }
    /// Bold text in the subtree.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter { $0.boldOverride = isActive })
    }
    /// How lines of multi-line text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, EnvironmentWriter> {
        environment(\.multilineTextAlignment, alignment)
    }
    /// The most lines text takes; the last is cut short with "…".
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, EnvironmentWriter> { environment(\.lineLimit, number) }
    /// Accepted for compatibility (text is cut at its tail).
    public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }
    /// Accepted for compatibility (text does not shrink).
    public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }
    /// Accepted for compatibility.
    public func lineSpacing(_ spacing: CGFloat) -> Self { self }
    /// The Dynamic Type size of the subtree.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, EnvironmentWriter> {
        environment(\.dynamicTypeSize, size)
    }
    /// Accepted for compatibility (a range leaves the rendering's size as it is).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> Self where T.Bound == DynamicTypeSize { self }
}
