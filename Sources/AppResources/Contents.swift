import Foundation

/// A set's (or a folder's) `Contents.json`, the parts read here.
struct Contents: Decodable {
    struct Appearance: Decodable { let appearance: String; let value: String }
    struct Image: Decodable {
        let filename: String?
        let scale: String?
        let idiom: String?
        let appearances: [Appearance]?
        let resizing: Resizing?
    }
    /// Xcode's slicing of an image (the Attributes inspector's "Slices"): the caps in the file's pixels.
    struct Resizing: Decodable {
        struct Center: Decodable { let mode: String? }
        struct Insets: Decodable { let top: Double?; let left: Double?; let bottom: Double?; let right: Double? }
        let mode: String?
        let center: Center?
        let capInsets: Insets?
        enum CodingKeys: String, CodingKey { case mode, center, capInsets = "cap-insets", legacyCapInsets = "capInsets" }
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            mode = try c.decodeIfPresent(String.self, forKey: .mode)
            center = try c.decodeIfPresent(Center.self, forKey: .center)
            capInsets = try c.decodeIfPresent(Insets.self, forKey: .capInsets) ?? c.decodeIfPresent(Insets.self, forKey: .legacyCapInsets)
        }
    }
    struct ColorEntry: Decodable {
        let color: ColorValue?
        let idiom: String?
        let appearances: [Appearance]?
    }
    struct ColorValue: Decodable {
        let colorSpace: String?
        let components: [String: String]?
        enum CodingKeys: String, CodingKey { case colorSpace = "color-space", components }
    }
    struct Properties: Decodable {
        let providesNamespace: Bool?
        let templateRenderingIntent: String?
        let preservesVectorRepresentation: Bool?
        enum CodingKeys: String, CodingKey {
            case providesNamespace = "provides-namespace"
            case templateRenderingIntent = "template-rendering-intent"
            case preservesVectorRepresentation = "preserves-vector-representation"
        }
    }
    let images: [Image]?
    let colors: [ColorEntry]?
    let properties: Properties?

    /// The `Contents.json` of `folder`; nil when it has none and none is `required`.
    static func read(_ folder: URL, required: Bool) throws(ResourceError) -> Contents? {
        let file = folder.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            if required { throw ResourceError(path: file.path, "missing: every set of an asset catalogue has a Contents.json") }
            return nil
        }
        return try decode(data, path: file.path)
    }

    /// A `Contents.json`'s bytes, read.
    static func decode(_ data: Data, path: String) throws(ResourceError) -> Contents {
        do {
            return try JSONDecoder().decode(Contents.self, from: data)
        } catch let error as DecodingError {
            throw ResourceError(path: path, "not a valid Contents.json (\(Self.reason(error))); Xcode writes a JSON object with \"images\" or \"colors\"")
        } catch {
            throw ResourceError(path: path, "cannot be read")
        }
    }

    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): context.codingPath.isEmpty ? "not JSON" : "bad value at \(path(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): "wrong type at \(path(context.codingPath))"
        case .keyNotFound(let key, let context): "no \(key.stringValue) in \(path(context.codingPath))"
        @unknown default: "unreadable"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
    }
}

extension Contents.Appearance {
    /// Whether this is the dark luminosity variant (Xcode's "Any, Dark" appearances).
    var isDark: Bool { appearance == "luminosity" && value == "dark" }
}
