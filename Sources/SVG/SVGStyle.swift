import Raster

/// The computed presentation properties of one node, after the cascade.
///
/// The declarations come in cascade order (``SVGParser/Builder/cascade(_:_:)``); a property not
/// given is inherited from the parent for the fill, stroke and colour properties, and takes its initial value for `opacity` and `display`,
/// which SVG does not inherit. `inherit` copies the parent's value for any of them.
public struct SVGStyle: Sendable, Hashable {
    public var fill: SVGPaint = .color(.black)
    public var fillOpacity: Double = 1
    public var fillRule: FillRule = .nonZero
    public var stroke: SVGPaint = .none
    public var strokeWidth: Double = 1
    public var strokeOpacity: Double = 1
    public var lineCap: StrokeStyle.LineCap = .butt
    public var lineJoin: StrokeStyle.LineJoin = .miter
    public var miterLimit: Double = 4
    /// The `color` property, which `currentColor` reads; nil means the caller's colour.
    public var color: Color?
    /// Group/element opacity (not inherited): a node below 1 renders as one layer.
    public var opacity: Double = 1
    /// False for `display="none"` (not inherited, but it hides the whole subtree).
    public var display: Bool = true
    /// False for `visibility="hidden"` or `collapse` (inherited; children may show themselves again).
    public var visible: Bool = true
    /// `overflow` is `visible` or `auto` (not inherited): a nested `svg` or a `symbol` does not clip
    /// its content to its viewport (the initial `hidden`, `scroll` and `clip` do, as browsers' own
    /// style sheet sets for them).
    public var overflowVisible: Bool = false
    /// `font-size` in user units (inherited, initially `medium`, 16 px): what `em` lengths count.
    public var fontSize: Double = 16

    public init() {}

    /// The stroke parameters for ``Raster/Canvas/stroke(_:style:with:blend:opacity:)``.
    public var strokeStyle: StrokeStyle {
        StrokeStyle(width: strokeWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
    }

    /// The properties this subset computes; any other presentation property is reported as unsupported.
    static let supported: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity",
        "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "color", "opacity", "display", "visibility",
        "font-size", "overflow",
    ]

    /// SVG 1.1 presentation attributes that would change rendering but are not implemented here.
    static let unsupportedPresentation: Set<String> = [
        "clip-path", "clip-rule", "mask", "filter", "stroke-dasharray", "stroke-dashoffset",
        "marker", "marker-start", "marker-mid", "marker-end", "font", "font-family",
        "font-style", "font-weight", "font-variant", "font-stretch", "font-size-adjust", "text-anchor",
        "letter-spacing", "word-spacing", "text-decoration", "writing-mode", "direction",
        "dominant-baseline", "alignment-baseline", "baseline-shift", "kerning", "unicode-bidi",
        "glyph-orientation-horizontal", "glyph-orientation-vertical", "clip", "cursor",
        "enable-background", "flood-color", "flood-opacity", "lighting-color", "color-interpolation",
        "color-interpolation-filters", "color-profile", "color-rendering", "image-rendering",
        "shape-rendering", "text-rendering", "pointer-events", "paint-order", "vector-effect",
        "mix-blend-mode", "isolation",
    ]

    /// Applies `declarations` (property → raw value, already in cascade order) over `parent`.
    /// `viewportDiagonal` resolves percentage stroke widths (SVG's normalised diagonal), `units` the
    /// relative units (its font size is replaced by the element's own). A value that
    /// does not parse, or is out of range, is left out as if it were not written (CSS's rule for
    /// invalid declarations, which SVG 2 applies to presentation attributes too) and returned in
    /// `invalid` for the caller to report.
    static func computed(parent: SVGStyle, declarations: [(String, String)], viewportDiagonal: Double,
                         units: SVGLength.Context, approximated: inout Bool,
                         invalid: inout [SVGAttributeError]) -> SVGStyle {
        var s = parent
        s.opacity = 1
        s.display = true
        s.overflowVisible = false
        var units = units
        // `font-size` first: the element's other lengths count `em` in its own font size.
        let fontSizeFirst = declarations.filter { $0.0 == "font-size" } + declarations.filter { $0.0 != "font-size" }
        for (name, raw) in fontSizeFirst {
            let value = raw.trimmingWhitespace
            if value == "inherit" {
                switch name {
                case "opacity": s.opacity = parent.opacity
                case "display": s.display = parent.display
                case "overflow": s.overflowVisible = parent.overflowVisible
                default: break   // the inherited properties already hold the parent's value
                }
                continue
            }
            do {
                units.fontSize = name == "font-size" ? parent.fontSize : s.fontSize
                try s.apply(name, value, viewportDiagonal: viewportDiagonal, units: units, approximated: &approximated)
            } catch let e as SVGValueError {
                invalid.append(SVGAttributeError(name: name, message: "\(name): \(e.message)"))
            } catch {
                preconditionFailure("apply throws only SVGValueError")
            }
        }
        return s
    }

    private mutating func apply(_ name: String, _ value: String, viewportDiagonal: Double,
                                units: SVGLength.Context, approximated: inout Bool) throws {
        /// An opacity: a number, or a percentage as CSS Color 4 and SVG 2 allow; clamped to 0…1.
        func unit(_ v: String) throws -> Double {
            if v.hasSuffix("%") { return min(max(try SVGLength.number(String(v.dropLast())) / 100, 0), 1) }
            return min(max(try SVGLength.number(v), 0), 1)
        }
        switch name {
        case "fill": fill = try SVGPaint.parse(value)
        case "stroke": stroke = try SVGPaint.parse(value)
        case "fill-opacity": fillOpacity = try unit(value)
        case "stroke-opacity": strokeOpacity = try unit(value)
        case "opacity": opacity = try unit(value)
        case "fill-rule":
            switch value {
            case "nonzero": fillRule = .nonZero
            case "evenodd": fillRule = .evenOdd
            default: throw SVGValueError("expected 'nonzero' or 'evenodd', found '\(value)'")
            }
        case "stroke-width":
            let w = try SVGLength.parse(value, in: units, approximated: &approximated).resolved(reference: viewportDiagonal)
            guard w >= 0 else { throw SVGValueError("must not be negative, found '\(value)'") }
            strokeWidth = w
        case "stroke-linecap":
            switch value {
            case "butt": lineCap = .butt
            case "round": lineCap = .round
            case "square": lineCap = .square
            default: throw SVGValueError("expected 'butt', 'round' or 'square', found '\(value)'")
            }
        case "stroke-linejoin":
            switch value {
            case "miter": lineJoin = .miter
            case "round": lineJoin = .round
            case "bevel": lineJoin = .bevel
            default: throw SVGValueError("expected 'miter', 'round' or 'bevel', found '\(value)'")
            }
        case "stroke-miterlimit":
            let m = try SVGLength.number(value)
            guard m >= 1 else { throw SVGValueError("must be at least 1, found '\(value)'") }
            miterLimit = m
        case "overflow":
            switch value.lowercased() {
            case "visible", "auto": overflowVisible = true
            case "hidden", "scroll", "clip": overflowVisible = false
            default: throw SVGValueError("expected 'visible', 'hidden', 'scroll', 'auto' or 'clip', found '\(value)'")
            }
        case "font-size":
            fontSize = try Self.fontSize(value, units: units, approximated: &approximated)
        case "color":
            // `color: currentColor` is `inherit` (CSS Color 4), and the parent's colour is already here.
            if value.lowercased() != "currentcolor" { color = try SVGColor.parse(value) }
        case "display":
            display = value != "none"
        case "visibility":
            switch value {
            case "visible": visible = true
            case "hidden", "collapse": visible = false
            default: throw SVGValueError("expected 'visible', 'hidden' or 'collapse', found '\(value)'")
            }
        default:
            break
        }
    }
}

extension SVGStyle {
    /// CSS Fonts' absolute size keywords, with `medium` at 16 px.
    static let fontSizeKeywords: [String: Double] = [
        "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24,
        "xx-large": 32, "xxx-large": 48,
    ]

    /// A `font-size` value: a keyword, `larger`/`smaller` (× or ÷ 1.2), or a length whose `em` and
    /// percentages count the parent's font size (`units.fontSize`).
    static func fontSize(_ value: String, units: SVGLength.Context, approximated: inout Bool) throws -> Double {
        let keyword = value.lowercased()
        if let size = fontSizeKeywords[keyword] { return size }
        if keyword == "larger" { return units.fontSize * 1.2 }
        if keyword == "smaller" { return units.fontSize / 1.2 }
        let size = try SVGLength.parse(value, in: units, approximated: &approximated).resolved(reference: units.fontSize)
        guard size >= 0 else { throw SVGValueError("must not be negative, found '\(value)'") }
        return size
    }
}

/// A property value that failed to parse, naming the property.
struct SVGAttributeError: Error {
    var name: String
    var message: String
}
