/// One setting in `frames.json`'s `settings` object: the JSON scalar it is written as.
///
/// Settings are recorded typed (a scale is the number 3, not the string "3") so that tools reading the
/// manifest need no parsing; `null` records a setting that was not given and has no default.
public enum ManifestValue: Sendable, Hashable, Codable {
    case string(String)
    case int(Int)
    case number(Double)
    case bool(Bool)
    case null

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let i = try? c.decode(Int.self) { self = .int(i) }
        else if let d = try? c.decode(Double.self) { self = .number(d) }
        else { self = .string(try c.decode(String.self)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .string(let s): try c.encode(s)
        case .int(let i): try c.encode(i)
        // JSON has no NaN or infinity; a non-finite number is recorded as null rather than failing the run.
        case .number(let d): if d.isFinite { try c.encode(d) } else { try c.encodeNil() }
        case .bool(let b): try c.encode(b)
        case .null: try c.encodeNil()
        }
    }
}
