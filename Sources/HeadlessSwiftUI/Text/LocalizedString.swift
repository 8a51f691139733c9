/// A string key for `Text` and labels, as SwiftUI's `LocalizedStringKey`: looked up in the render's string
/// tables for its locale when it is made (Resources/ResourceScope.swift, docs/resources.md); without a
/// table that has it, the key is the text, interpolations included.
///
/// An interpolation's key has Xcode's format specifiers in place of the values (`"%lld items"` for
/// `"\(count) items"`, `%@` for strings and texts, `%lf` for doubles), as a string catalogue lists it.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text shown: the localised text, or the key's own with its values.
    let text: String
    public init(_ value: String) { text = ResourceScope.localized(value, arguments: []) ?? value }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        text = ResourceScope.localized(stringInterpolation.key, arguments: stringInterpolation.arguments) ?? stringInterpolation.text
    }

    /// Builds the key from literal segments and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// The key, format specifiers for the values.
        var key = ""
        var arguments: [String] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {
            text += literal
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }
        public mutating func appendInterpolation<T>(_ value: T) {
            append(String(describing: value), specifier: Self.specifier(of: T.self))
        }
        public mutating func appendInterpolation(_ text: Text) { append(text.plainText, specifier: "%@") }
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.format(value), specifier: "%@")
        }

        private mutating func append(_ value: String, specifier: String) {
            text += value
            key += specifier
            arguments.append(value)
        }

        /// Xcode's specifier for a value of `type` in a key.
        static func specifier(of type: Any.Type) -> String {
            switch type {
            case is Int.Type, is Int64.Type, is Int32.Type, is Int16.Type, is Int8.Type: "%lld"
            case is UInt.Type, is UInt64.Type, is UInt32.Type, is UInt16.Type, is UInt8.Type: "%llu"
            case is Double.Type, is CGFloat.Type: "%lf"
            case is Float.Type: "%f"
            default: "%@"
            }
        }
    }
}

#if !canImport(Darwin)
/// Foundation's `LocalizedStringResource`, which Foundation on Linux lacks (FACTS.md): a string, as the
/// seeds use it for titles.
/// Looked up as a ``LocalizedStringKey`` is; `key` is the text shown.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public let key: String
    public init(_ key: String) { self.key = LocalizedStringKey(key).text }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = LocalizedStringKey(stringInterpolation: stringInterpolation).text }
    public var description: String { key }
}

extension String {
    /// The resource's text, localised for the render's locale.
    public init(localized resource: LocalizedStringResource) { self = resource.key }
}
#endif
