import Raster

/// The drawings of a symbol read from an SF Symbols template: one for each of the nine weights at
/// each of the three scales, read from the template's variants or derived from them
/// (docs/symbols-format.md, "SF Symbols templates").
public struct SymbolVariants: Hashable, Sendable {
    public struct Key: Hashable, Sendable {
        public var weight: SymbolWeight
        public var scale: SymbolScale
        public init(_ weight: SymbolWeight, _ scale: SymbolScale) { self.weight = weight; self.scale = scale }

        /// The template's id for this variant (`Regular-M`).
        public var templateID: String { "\(weight.templateName)-\(scale.templateLetter)" }

        /// All 27, lightest and smallest first.
        public static let all: [Key] = SymbolScale.allCases.flatMap { s in SymbolWeight.allCases.map { Key($0, s) } }
    }

    /// How a variant came to be.
    public enum Origin: Hashable, Sendable, CustomStringConvertible {
        /// Drawn in the template.
        case template
        /// Interpolated point by point between two of the template's weights at the same scale.
        case interpolated(from: SymbolWeight, to: SymbolWeight, fraction: Double)
        /// The same weight at another scale of the template, scaled by the scales' factors.
        case scaled(from: SymbolScale)
        /// The nearest weight the template has (a template without interpolation sources).
        case nearestWeight(SymbolWeight)

        /// True for a variant scaled from another scale.
        var isScaled: Bool { if case .scaled = self { true } else { false } }

        public var description: String {
            switch self {
            case .template: "template"
            case .interpolated(let a, let b, let t): "interpolated \(a.templateName)–\(b.templateName) at \(t)"
            case .scaled(let s): "scaled from \(s.templateLetter)"
            case .nearestWeight(let w): "nearest weight \(w.templateName)"
            }
        }
    }

    /// One variant ready to draw: layers in the symbol grid (x = 0 halfway between the margins,
    /// y = 0 on the baseline) and its metrics.
    public struct Variant: Hashable, Sendable {
        public var layers: [SymbolLayer]
        public var metrics: SymbolMetrics
        public var origin: Origin
    }

    /// Every key of ``Key/all`` has a variant.
    public var variants: [Key: Variant]

    public subscript(weight: SymbolWeight, scale: SymbolScale) -> Variant {
        variants[Key(weight, scale)]!   // complete by construction (SymbolFileReader+Template)
    }
}

extension Symbol {
    /// This symbol as drawn at `style`'s weight and scale (``resolved(weight:scale:)``).
    public func resolved(for style: SymbolStyle) -> Symbol { resolved(weight: style.weight, scale: style.scale) }

    /// This symbol as drawn at `weight` and `scale`. A template symbol takes that variant's layers and
    /// metrics, and needs no outline offset (``appliedOffset`` is set to the weight's). Any other
    /// symbol is its medium drawing scaled by the scale's factor about its anchor, so its cap height
    /// and anchor stay; the weight is left to the renderer's offset.
    public func resolved(weight: SymbolWeight, scale: SymbolScale) -> Symbol {
        var s = self
        if let variants {
            let v = variants[weight, scale]
            s.layers = v.layers
            s.metrics = v.metrics
            s.appliedOffset = weight.outlineOffset
            s.appliedScale = scale
            return s
        }
        guard scale != appliedScale else { return self }
        let k = scale.factor / appliedScale.factor
        let a = metrics.anchor
        let t = Transform.translation(-a.x, -a.y).concatenating(.scale(k)).concatenating(.translation(a.x, a.y))
        s.layers = layers.map { $0.mapPaths { $0.applying(t) } }
        let box = metrics.box
        s.metrics.box = Rect(x: a.x + (box.minX - a.x) * k, y: a.y + (box.minY - a.y) * k, width: box.width * k, height: box.height * k)
        s.metrics.advance = metrics.advance * k
        s.slash = slash.map { SlashAxis(start: t.apply($0.start), end: t.apply($0.end)) }
        s.slashReach = slashReach * k
        s.appliedScale = scale
        return s
    }
}
