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
    /// Palette mode's secondary and tertiary colours after ``color``, the primary (SwiftUI's
    /// `.foregroundStyle(a, b)` and `(a, b, c)`); fewer leave the missing levels to the one before.
    public var palette: [Color]
    /// Multicolor mode's colour for each name the artwork uses (``SymbolLayer/MulticolorPart/color``),
    /// resolved by the caller for its appearance; a name not here draws in ``color``.
    public var multicolors: [String: Color]

    public init(pointSize: Double, weight: SymbolWeight = .regular, mode: SymbolRenderingMode = .monochrome,
                color: Color = .black, scale: SymbolScale = .medium, palette: [Color] = [],
                multicolors: [String: Color] = [:]) {
        self.pointSize = pointSize; self.weight = weight; self.mode = mode; self.color = color; self.scale = scale
        self.palette = palette; self.multicolors = multicolors
    }

    /// Points per grid unit.
    public var unitScale: Double { pointSize / SymbolMetrics.unitsPerPointSize }
}
