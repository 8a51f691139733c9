import Raster

/// How a symbol is drawn: the font's point size, weight and symbol scale, the rendering mode and the
/// foreground colour.
public struct SymbolStyle: Hashable, Sendable {
    /// `.font(.system(size:))`: 100 grid units become this many points.
    public var pointSize: Double
    public var weight: SymbolWeight
    public var mode: SymbolRenderingMode
    public var color: Color
    /// `.imageScale`: which template variant is drawn, or how much larger a symbol without scale
    /// variants is drawn (``SymbolScale/factor``).
    public var scale: SymbolScale

    public init(pointSize: Double, weight: SymbolWeight = .regular, mode: SymbolRenderingMode = .monochrome,
                color: Color = .black, scale: SymbolScale = .medium) {
        self.pointSize = pointSize; self.weight = weight; self.mode = mode; self.color = color; self.scale = scale
    }

    /// Points per grid unit.
    public var unitScale: Double { pointSize / SymbolMetrics.unitsPerPointSize }
}
