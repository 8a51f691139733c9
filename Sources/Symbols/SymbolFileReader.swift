import Foundation
import Raster

/// Reads one symbol file: the artwork convention of docs/symbols-format.md, or a plain SVG.
///
/// Why its own reader: the `SVG` module (branch `svg`) wasn't available when this was written, and a
/// symbol needs only the convention's small subset (root `data-` attributes, top-level `<g id>`
/// layers, `path`/`circle`/`ellipse`/`rect`/`polygon` fills). Every error names the file, line and
/// column, which the `--symbols DIR` option promises. Moving onto `SVGDocument` later changes only
/// this file.
struct SymbolFileReader {
    struct Element {
        var name: String
        var attributes: [String: String]
        var children: [Element] = []
        var offset: Int
    }

    let file: String
    let bytes: [UInt8]

    init(file: String, data: Data) {
        self.file = file
        self.bytes = [UInt8](data)
    }

    // MARK: Errors

    func error(at offset: Int, _ reason: String) -> SymbolError {
        var line = 1, column = 1
        for b in bytes[0..<min(offset, bytes.count)] {
            if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return .malformed(file: file, line: line, column: column, reason: reason)
    }

    // MARK: XML

    /// Parses the document into its root element (comments, declarations and text are skipped).
    func parseXML() throws -> Element {
        var i = 0
        var stack: [Element] = []
        var root: Element?
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        func isNameByte(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x5F || b == 0x3A || b == 0x2E
        }
        func skip(past terminator: String, from start: Int) throws -> Int {
            let t = Array(terminator.utf8)
            var j = start
            while j + t.count <= bytes.count {
                if Array(bytes[j..<j + t.count]) == t { return j + t.count }
                j += 1
            }
            throw error(at: start, "unterminated markup; expected '\(terminator)'")
        }
        while i < bytes.count {
            if bytes[i] != 0x3C {
                if !isSpace(bytes[i]) && stack.isEmpty {
                    throw error(at: i, "text outside the root element")
                }
                i += 1; continue
            }
            let start = i
            if bytes[i...].starts(with: Array("<!--".utf8)) { i = try skip(past: "-->", from: i); continue }
            if bytes[i...].starts(with: Array("<?".utf8)) { i = try skip(past: "?>", from: i); continue }
            if bytes[i...].starts(with: Array("<!".utf8)) { i = try skip(past: ">", from: i); continue }
            i += 1
            let closing = i < bytes.count && bytes[i] == 0x2F
            if closing { i += 1 }
            let nameStart = i
            while i < bytes.count && isNameByte(bytes[i]) { i += 1 }
            guard i > nameStart else { throw error(at: start, "expected an element name after '<'") }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
            if closing {
                while i < bytes.count && isSpace(bytes[i]) { i += 1 }
                guard i < bytes.count, bytes[i] == 0x3E else { throw error(at: i, "expected '>' to end </\(name)") }
                i += 1
                guard let open = stack.popLast() else { throw error(at: start, "</\(name)> closes nothing") }
                guard open.name == name else { throw error(at: start, "</\(name)> closes <\(open.name)>") }
                if stack.isEmpty { root = open } else { stack[stack.count - 1].children.append(open) }
                continue
            }
            var attributes: [String: String] = [:]
            var selfClosing = false
            while true {
                while i < bytes.count && isSpace(bytes[i]) { i += 1 }
                guard i < bytes.count else { throw error(at: start, "unterminated <\(name)> tag") }
                if bytes[i] == 0x3E { i += 1; break }
                if bytes[i] == 0x2F {
                    guard i + 1 < bytes.count, bytes[i + 1] == 0x3E else { throw error(at: i, "expected '/>'") }
                    i += 2; selfClosing = true; break
                }
                let attrStart = i
                while i < bytes.count && isNameByte(bytes[i]) { i += 1 }
                guard i > attrStart else { throw error(at: i, "unexpected character in <\(name)> tag") }
                let attr = String(decoding: bytes[attrStart..<i], as: UTF8.self)
                while i < bytes.count && isSpace(bytes[i]) { i += 1 }
                guard i < bytes.count, bytes[i] == 0x3D else { throw error(at: i, "expected '=' after attribute '\(attr)'") }
                i += 1
                while i < bytes.count && isSpace(bytes[i]) { i += 1 }
                guard i < bytes.count, bytes[i] == 0x22 || bytes[i] == 0x27 else {
                    throw error(at: i, "expected a quoted value for attribute '\(attr)'")
                }
                let quote = bytes[i]; i += 1
                let valueStart = i
                while i < bytes.count && bytes[i] != quote { i += 1 }
                guard i < bytes.count else { throw error(at: valueStart, "unterminated value of attribute '\(attr)'") }
                if attributes[attr] != nil { throw error(at: attrStart, "attribute '\(attr)' given twice") }
                attributes[attr] = String(decoding: bytes[valueStart..<i], as: UTF8.self)
                i += 1
            }
            let element = Element(name: name, attributes: attributes, offset: start)
            if stack.isEmpty && root != nil { throw error(at: start, "a second root element <\(name)>") }
            if selfClosing {
                if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
            } else {
                stack.append(element)
            }
        }
        if let open = stack.last { throw error(at: open.offset, "<\(open.name)> is never closed") }
        guard let root else { throw error(at: 0, "no root element") }
        return root
    }

    // MARK: Symbol

    /// Reads the file as the symbol `name` (the file name without `.svg`).
    func symbol(named name: String) throws -> Symbol {
        let root = try parseXML()
        guard root.name == "svg" else { throw error(at: root.offset, "the root element is <\(root.name)>, not <svg>") }
        let box = try viewBox(of: root)
        var layers: [SymbolLayer] = []
        func add(_ role: SymbolLayer.Role, _ path: Path) {
            if let k = layers.firstIndex(where: { $0.role == role }) { layers[k].path.addPath(path) }
            else { layers.append(SymbolLayer(role: role, path: path)) }
        }
        for child in root.children {
            if child.name == "g" {
                let role = SymbolLayer.Role(id: child.attributes["id"] ?? "primary")
                add(role, try shapes(in: child))
            } else if let p = try shape(child) {
                add(.primary, p)
            }
        }
        layers.removeAll { $0.path.isEmpty }
        guard !layers.isEmpty else { throw error(at: root.offset, "no shapes to draw") }

        let annotated = root.attributes["data-baseline"] != nil || root.attributes["data-cap-height"] != nil
        if !annotated {
            return plainSymbol(named: name, box: box, layers: layers)
        }
        let baseline = try number(root, "data-baseline") ?? 0
        let capHeight = try number(root, "data-cap-height") ?? SymbolMetrics.conventionCapHeight
        let advance = try number(root, "data-advance")
        var slash: Symbol.SlashAxis?
        if let raw = root.attributes["data-slash"] {
            let v = try numbers(raw, at: root.offset, "data-slash")
            guard v.count == 4 else { throw error(at: root.offset, "data-slash needs 4 numbers (x1 y1 x2 y2), got \(v.count)") }
            slash = .init(start: Point(v[0], v[1]), end: Point(v[2], v[3]))
        }
        let slashWidth = try number(root, "data-slash-width") ?? 9
        let gapWidth = try number(root, "data-gap-width") ?? 7
        if slash == nil, layers.contains(where: { $0.role.isSlashPart }) {
            throw error(at: root.offset, "a gap or slash layer needs the data-slash axis")
        }
        // The gap capsule's radius (docs/symbols-format.md): (slash width + gap width) / 2 + … = 8 for 9 and 7.
        let reach = (slashWidth + gapWidth) / 2
        return Symbol(name: name, metrics: SymbolMetrics(box: box, baseline: baseline, capHeight: capHeight, advance: advance),
                      layers: layers, slash: slash, slashReach: reach)
    }

    /// A plain SVG sits like a square symbol: its box's larger side becomes 1.0 S (100 units), the
    /// box is centred on x = 0 and on the cap-height band's middle (y = −35).
    func plainSymbol(named name: String, box: Rect, layers: [SymbolLayer]) -> Symbol {
        let s = SymbolMetrics.unitsPerPointSize / max(box.width, box.height)
        let centre = Point(0, -SymbolMetrics.conventionCapHeight / 2)
        let t = Transform.translation(-box.midX, -box.midY)
            .concatenating(.scale(s))
            .concatenating(.translation(centre.x, centre.y))
        let moved = layers.map { SymbolLayer(role: $0.role.isSlashPart ? .primary : $0.role, path: $0.path.applying(t)) }
        let w = box.width * s, h = box.height * s
        let newBox = Rect(x: centre.x - w / 2, y: centre.y - h / 2, width: w, height: h)
        return Symbol(name: name, metrics: SymbolMetrics(box: newBox), layers: moved)
    }

    func viewBox(of root: Element) throws -> Rect {
        if let raw = root.attributes["viewBox"] {
            let v = try numbers(raw, at: root.offset, "viewBox")
            guard v.count == 4, v[2] > 0, v[3] > 0 else { throw error(at: root.offset, "viewBox needs 4 numbers with a positive width and height") }
            return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        if let w = try number(root, "width"), let h = try number(root, "height"), w > 0, h > 0 {
            return Rect(x: 0, y: 0, width: w, height: h)
        }
        throw error(at: root.offset, "the <svg> needs a viewBox (or a width and height)")
    }

    func shapes(in group: Element) throws -> Path {
        if group.attributes["transform"] != nil { throw error(at: group.offset, "transform is not supported in symbol files") }
        var path = Path()
        for child in group.children {
            if child.name == "g" { path.addPath(try shapes(in: child)) }
            else if let p = try shape(child) { path.addPath(p) }
        }
        return path
    }

    /// The outline of one shape element, or nil for elements that draw nothing (title, desc, defs).
    func shape(_ e: Element) throws -> Path? {
        if e.attributes["transform"] != nil { throw error(at: e.offset, "transform is not supported in symbol files") }
        func req(_ key: String) throws -> Double {
            guard let v = try number(e, key) else { throw error(at: e.offset, "<\(e.name)> needs '\(key)'") }
            return v
        }
        switch e.name {
        case "path":
            guard let d = e.attributes["d"] else { throw error(at: e.offset, "<path> needs 'd'") }
            do { return try SymbolPathData.parse(d) } catch let failure as SymbolPathData.Failure {
                throw error(at: e.offset, "path data: \(failure.reason) at character \(failure.index + 1) of 'd'")
            }
        case "circle":
            let r = try req("r")
            return Path.circle(center: Point(try number(e, "cx") ?? 0, try number(e, "cy") ?? 0), radius: r)
        case "ellipse":
            let rx = try req("rx"), ry = try req("ry")
            let cx = try number(e, "cx") ?? 0, cy = try number(e, "cy") ?? 0
            return Path.ellipse(in: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
        case "rect":
            let r = Rect(x: try number(e, "x") ?? 0, y: try number(e, "y") ?? 0, width: try req("width"), height: try req("height"))
            let rx = try number(e, "rx") ?? number(e, "ry") ?? 0
            return rx > 0 ? Path.roundedRect(r, cornerRadius: rx, style: .circular) : Path.rect(r)
        case "polygon":
            let v = try numbers(e.attributes["points"] ?? "", at: e.offset, "points")
            guard v.count >= 6, v.count % 2 == 0 else { throw error(at: e.offset, "<polygon> needs at least 3 x,y pairs") }
            var p = Path()
            p.move(to: Point(v[0], v[1]))
            for k in stride(from: 2, to: v.count, by: 2) { p.line(to: Point(v[k], v[k + 1])) }
            p.close()
            return p
        case "title", "desc", "defs", "metadata":
            return nil
        default:
            throw error(at: e.offset, "<\(e.name)> is not part of the symbol subset (path, circle, ellipse, rect, polygon, g)")
        }
    }

    func number(_ e: Element, _ key: String) throws -> Double? {
        guard var raw = e.attributes[key] else { return nil }
        if raw.hasSuffix("px") { raw.removeLast(2) }
        guard let v = Double(raw.trimmingCharacters(in: .whitespaces)), v.isFinite else {
            throw error(at: e.offset, "'\(key)' is not a number: '\(raw)'")
        }
        return v
    }

    func numbers(_ raw: String, at offset: Int, _ key: String) throws -> [Double] {
        let parts = raw.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" })
        return try parts.map {
            guard let v = Double($0), v.isFinite else { throw error(at: offset, "'\(key)' holds a non-number '\($0)'") }
            return v
        }
    }
}
