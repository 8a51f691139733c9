import SVG

/// An XML property list (`.stringsdict`, as Xcode writes it in sources) read into Foundation-free values,
/// through the SVG module's hardened libxml2 reader (no network, no external entities, bounded depth):
/// Foundation's `PropertyListSerialization` on Linux leaks an error object for every malformed file.
enum PropertyList: Equatable {
    case dictionary([String: PropertyList])
    case array([PropertyList])
    case string(String)
    /// `<integer>`, `<real>`, `<true/>`, `<false/>`, `<date>`, `<data>`: kept as their text.
    case other(String)

    var dictionary: [String: PropertyList]? { if case .dictionary(let d) = self { d } else { nil } }
    var string: String? { if case .string(let s) = self { s } else { nil } }

    /// The document's one top-level value, or why it is not a property list.
    static func read(_ bytes: [UInt8]) -> Result<PropertyList, PropertyListProblem> {
        let builder = Builder()
        do throws(SVGError) { try XMLReader.read(bytes, into: builder) } catch {
            return .failure(PropertyListProblem(message: error.line > 0 ? "\(error.message) (line \(error.line))" : error.message))
        }
        guard let root = builder.root else { return .failure(PropertyListProblem(message: "no <plist> value")) }
        return .success(root)
    }

    /// Builds values as the reader streams tags: a stack of open containers, and the key waiting for a value.
    private final class Builder: XMLContentHandler {
        private enum Open { case dictionary([String: PropertyList], key: String?), array([PropertyList]), text(String, tag: String), plist }
        private var stack: [Open] = []
        var root: PropertyList?

        func startElement(_ tag: XMLStartTag) throws(SVGError) {
            switch tag.name {
            case "plist": stack.append(.plist)
            case "dict": stack.append(.dictionary([:], key: nil))
            case "array": stack.append(.array([]))
            default: stack.append(.text("", tag: tag.name))
            }
        }

        func characters(_ text: String) throws(SVGError) {
            if case .text(let t, let tag)? = stack.last { stack[stack.count - 1] = .text(t + text, tag: tag) }
        }

        func endElement(_ name: String) throws(SVGError) {
            guard let top = stack.popLast() else { return }
            let value: PropertyList
            switch top {
            case .plist: return
            case .dictionary(let d, _): value = .dictionary(d)
            case .array(let a): value = .array(a)
            case .text(let t, let tag):
                if tag == "key", case .dictionary(let d, _)? = stack.last { stack[stack.count - 1] = .dictionary(d, key: t); return }
                value = tag == "string" ? .string(t) : .other(t)
            }
            switch stack.last {
            case .dictionary(var d, let key)?:
                guard let key else { throw SVGError(kind: .structure, line: 0, column: 0, message: "a <dict> value without its <key>") }
                d[key] = value
                stack[stack.count - 1] = .dictionary(d, key: nil)
            case .array(var a)?:
                a.append(value)
                stack[stack.count - 1] = .array(a)
            case .plist?, nil:
                if root == nil { root = value }
            case .text?:
                throw SVGError(kind: .structure, line: 0, column: 0, message: "<\(name)> inside a text element")
            }
        }
    }
}

/// Why bytes are not a property list, in one line.
struct PropertyListProblem: Error { let message: String }
