import Foundation
import Raster

/// Builds an ``SVGDocument`` from the start and end tags that ``XMLReader`` (libxml2) hands on: a
/// stack of open elements, each with its computed style, closed into nodes as their end tags come.
enum SVGParser {
    static func parse(data: Data, errorHandling: SVGErrorHandling) throws(SVGError) -> SVGDocument {
        let bytes = Array(data)
        let builder = Builder(errorHandling: errorHandling)
        (builder.styleSheet, builder.selectorWalk.childCounts, builder.warnings) = try Builder.styleSheet(of: bytes, handling: errorHandling)
        try XMLReader.read(bytes, into: builder)
        // The reader has thrown for malformed or truncated XML; a well-formed document has a root.
        guard let parsed = builder.root else {
            throw SVGError(kind: .xml, line: 1, column: 1, message: "XML: document is empty (no root element)")
        }
        let root = builder.resolvingUses(in: parsed)
        var document = SVGDocument(size: builder.size, viewBox: builder.viewBox,
                                   preserveAspectRatio: builder.aspect, root: root,
                                   gradients: builder.gradients, warnings: builder.warnings)
        document.transform = builder.rootTransform
        document.background = builder.background
        return document
    }

    /// What an open element contributes while its children are read.
    enum Frame {
        /// A group; its children are collected in the stack entry.
        case group(SVGNode)
        case shape(SVGNode)
        /// `defs`: children are read for gradients but not rendered.
        case defs
        case gradient(SVGGradient)
        /// A subtree that is not rendered (unsupported, or metadata like `title`).
        case skip
    }

    final class Builder: XMLContentHandler {
        let errorHandling: SVGErrorHandling
        init(errorHandling: SVGErrorHandling) { self.errorHandling = errorHandling }

        /// The open elements. A group's children are kept beside its frame, so appending one is in place
        /// (inside the enum's payload every append would copy the whole array).
        var stack: [(frame: Frame, style: SVGStyle, children: [SVGNode])] = []
        var root: SVGNode?
        var size = Size(300, 150)
        var viewBox: Rect?
        var aspect = SVGPreserveAspectRatio.default
        /// The root's `transform` and `background-color` (``SVGDocument/transform``, ``SVGDocument/background``).
        var rootTransform = Transform.identity
        var background: Color?
        var gradients: [String: SVGGradient] = [:]
        var warnings: [SVGWarning] = []
        var warned: Set<String> = []
        /// Every `<style>` sheet of the document, read before the elements.
        var styleSheet = CSSStyleSheet()
        /// The element being read as selectors see it (its children counted by the sheet's first pass).
        var selectorWalk = CSSDocumentWalk()
        /// Steps left for `~` selectors (``CSSStyleSheet/siblingBudget``).
        var siblingBudget = CSSStyleSheet.siblingBudget
        /// Nodes by id, wherever they are (in `defs`, `symbol` or the tree), for `use`.
        var definitions: [String: SVGNode] = [:]
        /// The user-space sizes of the nested `svg` elements open, innermost last.
        var viewports: [Size] = []
        /// The open `switch` elements that have met the child they draw, by stack index: `.reading`
        /// while that child is open, `.done` after it (``chooseSwitchChild(_:_:)``).
        var switchChoice: [Int: SwitchChoice] = [:]
        enum SwitchChoice { case reading, done }
        /// The root's `font-size`, which `rem` lengths count.
        var rootFontSize = 16.0
        /// The position of the start tag being read (its `<`).
        var line = 1, column = 1

        /// Elements read as groups. `symbol` is kept out of the tree and drawn only through `use`; a
        /// `use` is a group that ``resolvingUses(in:)`` fills with its instance; a `switch` keeps only
        /// the child ``chooseSwitchChild(_:_:)`` picks.
        static let containers: Set<String> = ["g", "a", "switch", "symbol", "use"]
        static let shapes: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]
        /// Not drawn, without a warning (`style` sheets are read before the document: ``styleSheet(of:handling:)``).
        static let silent: Set<String> = ["title", "desc", "metadata", "style"]

        func warn(_ key: String, _ message: String) {
            guard warned.insert(key).inserted else { return }
            warnings.append(SVGWarning(line: line, column: column, message: message))
        }

        func attributeError(_ name: String, _ element: String, _ message: String) -> SVGError {
            SVGError(kind: .attribute(name: name), line: line, column: column,
                     message: "attribute '\(name)' on <\(element)>: \(message)")
        }

        func startElement(_ tag: XMLStartTag) throws(SVGError) {
            line = tag.line; column = tag.column
            selectorWalk.start(tag.name, tag.attributes)
            do {
                try start(tag.name, tag.attributes)
            } catch let e as SVGError {
                throw e
            } catch {
                throw SVGError(kind: .structure, line: line, column: column, message: "\(error)")
            }
        }

        func endElement(_ name: String) throws(SVGError) {
            selectorWalk.end()
            guard let top = stack.popLast() else { return }
            switchChoice[stack.count] = nil
            defer { if switchChoice[stack.count - 1] == .reading { switchChoice[stack.count - 1] = .done } }
            switch top.frame {
            case .group(var node):
                node.content = .group(top.children)
                if node.element == "svg" && !stack.isEmpty { viewports.removeLast() }
                define(node)
                if stack.isEmpty { root = node } else if node.element != "symbol" { append(node) }
            case .shape(let node):
                define(node)
                append(node)
            case .gradient(let g):
                if !g.id.isEmpty, gradients[g.id] == nil { gradients[g.id] = g }
            case .defs, .skip:
                break
            }
        }

        /// Adds a closed node to the open group, if it applies: its conditional attributes hold, and
        /// in a `switch`, it is the child the switch draws. In `defs` nothing is added (only ``define(_:)``).
        func append(_ node: SVGNode) {
            guard let i = stack.indices.last, case .group(let parent) = stack[i].frame, Self.applies(node.attributes) else { return }
            if parent.element == "switch" && switchChoice[i] != .reading { return }
            stack[i].children.append(node)
        }

        /// A `switch` draws its first child element in the SVG namespace whose conditional attributes
        /// hold, whatever element it is (SVG 2 section 5.8, as Chromium does): if that one is not drawn
        /// here (`text`, `title`, a gradient, …), the switch draws nothing. Elements of other
        /// namespaces (prefixed) are passed over.
        func chooseSwitchChild(_ name: String, _ attributes: [String: String]) {
            let i = stack.count - 1
            guard case .group(let parent) = stack[i].frame, parent.element == "switch", switchChoice[i] == nil,
                  !name.contains(":"), Self.applies(attributes) else { return }
            switchChoice[i] = .reading
        }

        /// Keeps a node with an id for `use` (the first of each id wins).
        func define(_ node: SVGNode) {
            if let id = node.id, !id.isEmpty, definitions[id] == nil { definitions[id] = node }
        }

        var inheritedStyle: SVGStyle { stack.last?.style ?? SVGStyle() }

        func start(_ name: String, _ attributes: [String: String]) throws {
            if stack.isEmpty {
                guard root == nil else { return }
                guard name == "svg" else {
                    throw SVGError(kind: .structure, line: line, column: column,
                                   message: "root element is <\(name)>, expected <svg>")
                }
                try readRootGeometry(attributes)
                let (style, declarations) = try computeStyle(name, attributes)
                rootFontSize = style.fontSize
                // The root is a box in the page: its transform applies in its own pixels, about its centre
                // unless `transform-origin` says otherwise, after the viewBox is mapped.
                rootTransform = try ownTransform(name, attributes, declarations, fontSize: style.fontSize,
                                                 box: Rect(origin: .zero, size: size), origin: .center)
                background = try rootBackground(declarations)
                let node = try makeNode(name, attributes, style: style, declarations: declarations, content: .group([]))
                stack.append((.group(node), style, []))
                return
            }
            chooseSwitchChild(name, attributes)
            let parent = stack[stack.count - 1]
            switch parent.frame {
            case .skip, .shape:
                if case .shape = parent.frame, !Self.silent.contains(name) {
                    warn("child:\(name)", "<\(name)> inside a shape is not supported and is ignored")
                }
                stack.append((.skip, parent.style, [])); return
            case .gradient(var g):
                if name == "stop" {
                    g.stops = (g.stops ?? []) + [try readStop(attributes)]
                    stack[stack.count - 1].frame = .gradient(g)
                } else if !Self.silent.contains(name) {
                    warn("child:\(name)", "<\(name)> inside a gradient is not supported and is ignored")
                }
                stack.append((.skip, parent.style, [])); return
            case .group, .defs:
                break
            }
            if name == "linearGradient" || name == "radialGradient" {
                stack.append((.gradient(try readGradient(name, attributes)), parent.style, [])); return
            }
            if name == "defs" { stack.append((.defs, parent.style, [])); return }
            if Self.silent.contains(name) || name.contains(":") || name == "stop" {
                stack.append((.skip, parent.style, [])); return
            }
            if Self.containers.contains(name) || Self.shapes.contains(name) {
                // In `defs` nodes are built too (for `use`), but never added to the tree.
                let (style, declarations) = try computeStyle(name, attributes)
                if Self.containers.contains(name) {
                    let node = try makeNode(name, attributes, style: style, declarations: declarations, content: .group([]))
                    stack.append((.group(node), style, []))
                } else {
                    var approximated = false
                    defer { if approximated { warnApproximatedUnits() } }
                    let geometry = Self.geometry(of: name, attributes, declarations)
                    let path = try SVGShapes.path(for: name, geometry, viewport: userViewportSize, units: units(fontSize: style.fontSize),
                                                  approximated: &approximated) { attr, message, kind, then in
                        // Path data errors keep their own form: `path data: … at offset N`.
                        if let kind { try recover(SVGError(kind: kind, line: line, column: column, message: message), then) }
                        else { try recover(attr, on: name, message, then) }
                    }
                    let node = try makeNode(name, attributes, style: style, declarations: declarations, content: .shape(path))
                    stack.append((.shape(node), style, []))
                }
                return
            }
            if name == "svg" {
                try startViewport(attributes); return
            }
            warn("element:\(name)", "<\(name)> is not supported; the element and its content are not rendered")
            stack.append((.skip, parent.style, []))
        }

        /// The size percentages refer to: the innermost nested `svg`'s, else the root's.
        var userViewportSize: Size { viewports.last ?? viewBox?.size ?? size }

        /// What relative units refer to in an element whose font size is `fontSize`: `vw` and the
        /// like count the outermost viewport, the document's size.
        func units(fontSize: Double) -> SVGLength.Context {
            SVGLength.Context(fontSize: fontSize, rootFontSize: rootFontSize, viewport: size)
        }

        /// The node of an element, its `transform` turned about its `transform-origin` (an `svg`'s own
        /// transform is placed by the caller: the root's in ``SVGDocument/transform``, a nested one's
        /// after its viewBox mapping).
        func makeNode(_ name: String, _ attributes: [String: String], style: SVGStyle, declarations: [(String, String)],
                      content: SVGNode.Content) throws -> SVGNode {
            let transform = name == "svg" ? .identity
                : try ownTransform(name, attributes, declarations, fontSize: style.fontSize, box: Rect(origin: .zero, size: userViewportSize))
            var node = SVGNode(element: name, id: attributes["id"], attributes: attributes, transform: transform,
                               style: style, content: content, line: line, column: column)
            node.declarations = declarations
            return node
        }

        /// The cascaded declarations (``cascade(_:_:)``) over the parent's style; the declarations are
        /// kept on the node, so that a `use` instance can inherit from the `use` instead.
        func computeStyle(_ name: String, _ attributes: [String: String]) throws -> (SVGStyle, [(String, String)]) {
            var declarations: [(String, String)] = []
            for (origin, key, value) in try cascade(name, attributes) {
                if SVGStyle.supported.contains(key) || isElementProperty(key, of: name, from: origin) { declarations.append((key, value)) }
                else if origin == .css, key != "stop-color", key != "stop-opacity" { unsupportedProperty(key, value, on: name) }
                else if SVGStyle.unsupportedPresentation.contains(key) { unsupportedProperty(key, value, on: name) }
            }
            let vp = userViewportSize
            let diagonal = ((vp.width * vp.width + vp.height * vp.height) / 2).squareRoot()
            var approximated = false
            var invalid: [SVGAttributeError] = []
            let s = SVGStyle.computed(parent: inheritedStyle, declarations: declarations, viewportDiagonal: diagonal,
                                      units: units(fontSize: inheritedStyle.fontSize),
                                      approximated: &approximated, invalid: &invalid)
            for e in invalid {
                try recover(SVGError(kind: .attribute(name: e.name), line: line, column: column, message: "<\(name)>: \(e.message)"),
                            "the declaration is ignored")
            }
            if approximated { warnApproximatedUnits() }
            return (s, declarations)
        }

        func warnApproximatedUnits() {
            warn("unit:ex", "'ex'/'ch' lengths are taken as half the font size (no font metrics)")
        }

        func unsupportedProperty(_ property: String, _ value: String, on element: String) {
            let v = value.trimmingWhitespace
            if ["none", "inherit", "auto", "normal", "visible", "0"].contains(v) { return }
            warn("property:\(element):\(property)", "'\(property)' is not supported on <\(element)> and is ignored")
        }

        func readRootGeometry(_ a: [String: String]) throws {
            if let vb = a["viewBox"] {
                do {
                    let v = try SVGLength.numberList(vb)
                    guard v.count == 4 else { throw SVGValueError("expected 4 numbers, found \(v.count)") }
                    guard v[2] >= 0, v[3] >= 0 else { throw SVGValueError("width and height must not be negative") }
                    viewBox = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
                } catch let e as SVGValueError { try recover("viewBox", on: "svg", e.message) }
            }
            if let p = a["preserveAspectRatio"] {
                do { aspect = try SVGPreserveAspectRatio.parse(p) } catch let e as SVGValueError {
                    try recover("preserveAspectRatio", on: "svg", e.message)
                }
            }
            var approximated = false
            func length(_ key: String) throws -> SVGLength? {
                guard let t = a[key] else { return nil }
                do {
                    let l = try SVGLength.parse(t, approximated: &approximated)
                    guard l.value >= 0 else { throw SVGValueError("must not be negative, found '\(t)'") }
                    return l
                } catch let e as SVGValueError { try recover(key, on: "svg", e.message); return nil }
            }
            let w = try length("width"), h = try length("height")
            // Percentages refer to an outer viewport we do not have: fall back to the viewBox.
            let width = w.flatMap { $0.isPercentage ? nil : $0.value }
            let height = h.flatMap { $0.isPercentage ? nil : $0.value }
            switch (width, height, viewBox) {
            case let (w?, h?, _): size = Size(w, h)
            case let (w?, nil, vb?) where vb.width > 0: size = Size(w, w * vb.height / vb.width)
            case let (nil, h?, vb?) where vb.height > 0: size = Size(h * vb.width / vb.height, h)
            case let (nil, nil, vb?): size = vb.size
            case let (w?, nil, _): size = Size(w, 150)
            case let (nil, h?, _): size = Size(300, h)
            default: size = Size(300, 150)
            }
        }

        func readGradient(_ name: String, _ a: [String: String]) throws -> SVGGradient {
            var g = SVGGradient(id: a["id"] ?? "", kind: name == "linearGradient" ? .linear : .radial,
                                units: nil, transform: nil, spread: nil, stops: nil, href: nil,
                                line: line, column: column)
            if let u = a["gradientUnits"] {
                switch u.trimmingWhitespace {
                case "objectBoundingBox": g.units = .objectBoundingBox
                case "userSpaceOnUse": g.units = .userSpaceOnUse
                default: try recover("gradientUnits", on: name, "expected 'objectBoundingBox' or 'userSpaceOnUse', found '\(u)'")
                }
            }
            if let s = a["spreadMethod"] {
                switch s.trimmingWhitespace {
                case "pad": g.spread = .pad
                case "reflect": g.spread = .reflect
                case "repeat": g.spread = .repeat
                default: try recover("spreadMethod", on: name, "expected 'pad', 'reflect' or 'repeat', found '\(s)'")
                }
            }
            if let t = a["gradientTransform"] {
                do { g.transform = try SVGTransformParser.parse(t) } catch let e as SVGValueError {
                    try recover("gradientTransform", on: name, e.message)
                }
            }
            if let h = a["href"] ?? a["xlink:href"] {   // SVG 2: `href` wins over `xlink:href`
                let ref = h.trimmingWhitespace
                if ref.hasPrefix("#") { g.href = String(ref.dropFirst()) } else {
                    try recover("href", on: name, "only local references '#id' are supported")
                }
            }
            if let t = try cascade(name, a).last(where: { $0.name == "transform-origin" })?.value {
                g.transformOrigin = try transformOrigin(t, on: name, fontSize: inheritedStyle.fontSize)
            }
            let keys = g.kind == .linear ? ["x1", "y1", "x2", "y2"] : ["cx", "cy", "r", "fx", "fy", "fr"]
            var approximated = false
            defer { if approximated { warnApproximatedUnits() } }
            for k in keys {
                guard let t = a[k] else { continue }
                do {
                    let l = try SVGLength.parse(t, in: units(fontSize: inheritedStyle.fontSize), approximated: &approximated)
                    if (k == "r" || k == "fr") && l.value < 0 { throw SVGValueError("must not be negative, found '\(t)'") }
                    g.geometry[k] = l
                } catch let e as SVGValueError { try recover(k, on: name, e.message) }
            }
            return g
        }

        func readStop(_ a: [String: String]) throws -> SVGGradient.Stop {
            var props: [String: String] = [:]
            for (_, k, v) in try cascade("stop", a) where ["stop-color", "stop-opacity", "color"].contains(k) { props[k] = v }
            props["offset"] = a["offset"]
            var stop = SVGGradient.Stop(offset: 0, color: .color(.black), opacity: 1)
            if let o = props["offset"]?.trimmingWhitespace {
                do {
                    let isPercent = o.hasSuffix("%")
                    let v = try SVGLength.number(isPercent ? String(o.dropLast()) : o)
                    stop.offset = min(max(isPercent ? v / 100 : v, 0), 1)
                } catch let e as SVGValueError { try recover("offset", on: "stop", e.message) }
            }
            if let c = props["stop-color"]?.trimmingWhitespace, c != "inherit" {
                if c.lowercased() == "currentcolor" {
                    // The stop's own `color` (CSS Color 4), else the shape's current colour when the
                    // document sets none (how the caller tints symbols).
                    let own = props["color"].flatMap { try? SVGColor.parse($0.trimmingWhitespace) }
                    stop.color = (own ?? inheritedStyle.color).map { .color($0) } ?? .currentColor
                } else {
                    do { stop.color = .color(try SVGColor.parse(c)) } catch let e as SVGValueError {
                        try recover("stop-color", on: "stop", e.message)
                    }
                }
            }
            if let o = props["stop-opacity"], o.trimmingWhitespace != "inherit" {
                do { stop.opacity = min(max(try SVGLength.number(o), 0), 1) } catch let e as SVGValueError {
                    try recover("stop-opacity", on: "stop", e.message)
                }
            }
            return stop
        }
    }
}
