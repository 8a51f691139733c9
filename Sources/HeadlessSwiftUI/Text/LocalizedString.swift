/// A string key for `Text` and labels, as SwiftUI's `LocalizedStringKey`. There are no localisation tables
/// here: the key is the text, interpolations included.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let text: String
    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds the key from literal segments and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        public mutating func appendInterpolation(_ text: Text) { self.text += text.plainText }
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(value)
        }
    }
}

#if !canImport(Darwin)
/// Foundation's `LocalizedStringResource`, which Foundation on Linux lacks (FACTS.md): a string, as the
/// seeds use it for titles.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public let key: String
    public init(_ key: String) { self.key = key }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = stringInterpolation.text }
    public var description: String { key }
}

extension String {
    /// The resource's text (there are no localisation tables here).
    public init(localized resource: LocalizedStringResource) { self = resource.key }
}
#endif
