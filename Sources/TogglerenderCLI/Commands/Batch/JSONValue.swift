import Foundation

/// A JSON value as written, keeping booleans apart from numbers (a batch spec needs to tell `true`
/// from `1`), decoded with Foundation's JSONDecoder.
enum JSONValue: Decodable, Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let d = try? c.decode(Double.self) { self = .number(d) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    /// How the value reads in a message: `"dark"`, `2`, `true`, `[…]`; a string with its control
    /// characters escaped (`"a\nb"`) and cut after 60 characters, so the message stays one line.
    var described: String {
        switch self {
        case .string(let s): s.count > 60 ? String(s.prefix(60)).debugDescription.dropLast() + "…\"" : s.debugDescription
        case .number(let d): Self.format(d)
        case .bool(let b): String(b)
        case .array: "an array"
        case .object: "an object"
        case .null: "null"
        }
    }

    /// A number as a command-line value: whole numbers without a decimal point.
    static func format(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }
}
