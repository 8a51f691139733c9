import Foundation
import Raster

/// A parsed SVG file: its size, its viewBox, a tree of nodes with computed styles, and its
/// gradients by id. A value, `Sendable`, safe to parse once and render many times.
///
/// Nodes keep their `id` and all their raw attributes (including `data-*` and foreign ones), so the
/// symbol catalogue can find layers such as `primary`, `secondary`, `slash` or `gap` by id or by
/// attribute and render them separately.
public struct SVGDocument: Sendable {
    /// The viewport in user units: the `width`/`height` attributes (absolute units converted at 96 px
    /// per inch), else the viewBox's size, else 300 × 150 (the CSS default for replaced elements).
    public var size: Size
    /// The `viewBox`, if given; nil means user space equals the viewport.
    public var viewBox: Rect?
    public var preserveAspectRatio: SVGPreserveAspectRatio
    /// The root `svg` element as a group.
    public var root: SVGNode
    /// Every `linearGradient`/`radialGradient` with an id, wherever it appears.
    public var gradients: [String: SVGGradient]
    /// What the parser met but does not support, one warning per kind of construct.
    public var warnings: [SVGWarning]
    /// The root's own `transform`, in viewport units (the root is a box in the page: it applies after
    /// the viewBox mapping, about `transform-origin`, initially the viewport's centre).
    public var transform = Transform.identity
    /// The root's `background-color` (set by CSS), painted over the whole viewport behind the content,
    /// as a browser paints the box of an SVG image.
    public var background: Color?

    public init(size: Size, viewBox: Rect?, preserveAspectRatio: SVGPreserveAspectRatio, root: SVGNode,
                gradients: [String: SVGGradient], warnings: [SVGWarning]) {
        self.size = size; self.viewBox = viewBox; self.preserveAspectRatio = preserveAspectRatio
        self.root = root; self.gradients = gradients; self.warnings = warnings
    }

    /// Parses an SVG file. Throws ``SVGError`` with line and column for malformed or truncated XML
    /// and a root that is not `svg`; with `.strict` (the default, for the project's own artwork)
    /// also for attribute values in error, which `.recover` turns into ``warnings``.
    public init(data: Data, errorHandling: SVGErrorHandling = .strict) throws {
        self = try SVGParser.parse(data: data, errorHandling: errorHandling)
    }

    /// Parses SVG source text (UTF-8).
    public init(string: String, errorHandling: SVGErrorHandling = .strict) throws {
        try self.init(data: Data(string.utf8), errorHandling: errorHandling)
    }

    public static func parse(data: Data) throws -> SVGDocument { try SVGDocument(data: data) }

    /// The rectangle of user space that maps onto the viewport: the viewBox, or (0, 0, size).
    public var userViewport: Rect { viewBox ?? Rect(origin: .zero, size: size) }

    /// Maps user space (viewBox coordinates) to viewport coordinates (0…width, 0…height),
    /// honouring `preserveAspectRatio`.
    public var viewBoxTransform: Transform {
        guard let vb = viewBox else { return .identity }
        return preserveAspectRatio.transform(from: vb, to: Rect(origin: .zero, size: size))
    }

    /// The first node, in document order, whose `id` is `id`.
    public func node(withID id: String) -> SVGNode? { root.descendant(withID: id) }
}

/// One element of the rendering tree: a group (`svg`, `g`, `a`) or a shape turned into a path.
public struct SVGNode: Sendable {
    public enum Content: Sendable {
        case group([SVGNode])
        /// A basic shape or `path`, as a path in the node's user space. Empty when the shape
        /// renders nothing (zero width, missing `d`, …).
        case shape(Path)
    }

    /// The element name (`g`, `path`, `rect`, …).
    public var element: String
    public var id: String?
    /// Every attribute as written, including `data-*`, `class` and namespaced ones.
    public var attributes: [String: String]
    /// The node's own `transform` (parent space ← node space).
    public var transform: Transform
    /// The computed style (after the cascade and inheritance).
    public var style: SVGStyle
    public var content: Content
    public var line: Int
    public var column: Int
    /// The declarations the cascade gave the element, in order: a `use` instance recomputes its
    /// style from them, inheriting from the `use` rather than from where it was defined.
    var declarations: [(String, String)] = []
    /// For a nested `svg` or a `symbol` instance, its viewport in the parent's user space: what it
    /// clips its content to (unless `overflow` is `visible` or `auto`).
    var clip: Path?

    public init(element: String, id: String?, attributes: [String: String], transform: Transform,
                style: SVGStyle, content: Content, line: Int, column: Int) {
        self.element = element; self.id = id; self.attributes = attributes; self.transform = transform
        self.style = style; self.content = content; self.line = line; self.column = column
    }

    public var children: [SVGNode] {
        if case .group(let c) = content { return c }
        return []
    }

    /// The shape's path, nil for groups.
    public var path: Path? {
        if case .shape(let p) = content { return p }
        return nil
    }

    /// The `data-*` attributes with the prefix removed (`data-layer="primary"` → `layer: primary`).
    public var dataAttributes: [String: String] {
        var out: [String: String] = [:]
        for (k, v) in attributes where k.hasPrefix("data-") { out[String(k.dropFirst(5))] = v }
        return out
    }

    /// This node or the first descendant (depth first, document order) with `id`.
    public func descendant(withID id: String) -> SVGNode? {
        if self.id == id { return self }
        for c in children { if let n = c.descendant(withID: id) { return n } }
        return nil
    }

    /// Every node of the subtree in document order, with the transform from its own space to the
    /// space of `self`'s parent (so `self.transform` included).
    public func flattened() -> [(node: SVGNode, transform: Transform)] {
        var out: [(SVGNode, Transform)] = []
        func walk(_ n: SVGNode, _ parent: Transform) {
            let t = n.transform.concatenating(parent)
            out.append((n, t))
            for c in n.children { walk(c, t) }
        }
        walk(self, .identity)
        return out
    }
}

/// SVG 1.1's `preserveAspectRatio` (section 7.8): how the viewBox fits the viewport.
public struct SVGPreserveAspectRatio: Sendable, Hashable {
    /// Where the scaled viewBox sits on each axis: 0 = min, 0.5 = mid, 1 = max; nil = `none`
    /// (stretch non-uniformly).
    public var alignX: Double?
    public var alignY: Double?
    /// `slice` (cover) instead of `meet` (contain).
    public var slice: Bool

    /// The default, `xMidYMid meet`.
    public static let `default` = SVGPreserveAspectRatio(alignX: 0.5, alignY: 0.5, slice: false)

    public init(alignX: Double?, alignY: Double?, slice: Bool) {
        self.alignX = alignX; self.alignY = alignY; self.slice = slice
    }

    static func parse(_ text: String) throws -> SVGPreserveAspectRatio {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
        if words.first == "defer" { words.removeFirst() }
        guard let align = words.first, words.count <= 2 else { throw SVGValueError("expected an alignment and optionally 'meet' or 'slice', found '\(text)'") }
        var slice = false
        if words.count == 2 {
            switch words[1] {
            case "meet": slice = false
            case "slice": slice = true
            default: throw SVGValueError("expected 'meet' or 'slice', found '\(words[1])'")
            }
        }
        if align == "none" { return SVGPreserveAspectRatio(alignX: nil, alignY: nil, slice: slice) }
        let table: [String: Double] = ["Min": 0, "Mid": 0.5, "Max": 1]
        guard align.count == 8, align.hasPrefix("x"),
              let ax = table[String(align.dropFirst(1).prefix(3))],
              align.dropFirst(4).hasPrefix("Y"),
              let ay = table[String(align.dropFirst(5).prefix(3))] else {
            throw SVGValueError("unknown alignment '\(align)'")
        }
        return SVGPreserveAspectRatio(alignX: ax, alignY: ay, slice: slice)
    }

    /// The transform that places `viewBox` into `viewport`.
    public func transform(from viewBox: Rect, to viewport: Rect) -> Transform {
        guard viewBox.width > 0, viewBox.height > 0 else { return .identity }
        var sx = viewport.width / viewBox.width, sy = viewport.height / viewBox.height
        var tx = viewport.minX - viewBox.minX * sx, ty = viewport.minY - viewBox.minY * sy
        if let ax = alignX, let ay = alignY {
            let s = slice ? max(sx, sy) : min(sx, sy)
            sx = s; sy = s
            tx = viewport.minX - viewBox.minX * s + (viewport.width - viewBox.width * s) * ax
            ty = viewport.minY - viewBox.minY * s + (viewport.height - viewBox.height * s) * ay
        }
        return Transform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
    }
}
