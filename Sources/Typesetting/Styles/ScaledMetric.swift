/// SwiftUI's `@ScaledMetric(relativeTo:)` as a value: a length that grows and shrinks with Dynamic
/// Type in proportion to a text style, so paddings and symbol sizes keep their relation to the text.
///
/// value(at: c) = base · size(style, c) / size(style, .large) (FACTS.md, "likely").
public struct ScaledMetric: Hashable, Sendable {
    /// The value at the default category (`large`).
    public var baseValue: Double
    public var textStyle: TextStyle

    public init(wrappedValue: Double, relativeTo textStyle: TextStyle = .body) {
        self.baseValue = wrappedValue; self.textStyle = textStyle
    }

    /// The scaled value at `category`.
    public func value(at category: DynamicTypeSize) -> Double {
        baseValue * textStyle.size(at: category) / textStyle.size(at: .large)
    }
}
