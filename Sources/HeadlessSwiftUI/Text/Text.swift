import Raster
import Typesetting

/// Text, as SwiftUI's `Text`: one or more runs (`Text + Text`), each with the modifiers that return `Text`
/// (`.font`, `.bold()`, `.foregroundColor` …); the rest comes from the environment.
public struct Text: Equatable, Sendable {
    /// One run's text and its own style overrides.
    struct Run: Equatable, Sendable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var color: Color?
        var style: AnyShapeStyleBox?
        var tracking: Double?
        var kerning: Double?
        var baselineOffset: Double = 0
        var underline = false
        var strikethrough = false
    }
    var runs: [Run]

    /// Localised text (here, the key itself).
    public init(_ key: LocalizedStringKey) { runs = [Run(string: key.text)] }
    /// A localised resource (here, its key).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { runs = [Run(string: resource.key)] }
    /// A string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }
    /// A string shown as it is.
    public init(verbatim content: String) { runs = [Run(string: content)] }

    /// The text without styles.
    var plainText: String { runs.map(\.string).joined() }

    /// Concatenation: the runs keep their own styles.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        t.runs += rhs.runs
        return t
    }

    private func modified(_ change: (inout Run) -> Void) -> Text {
        var t = self
        for i in t.runs.indices { change(&t.runs[i]) }
        return t
    }

    public func font(_ font: Font?) -> Text { modified { if $0.font == nil { $0.font = font } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { modified { if $0.weight == nil { $0.weight = weight } } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { modified { $0.italic = true } }
    public func foregroundColor(_ color: Color?) -> Text { modified { if $0.color == nil { $0.color = color } } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        modified { if $0.style == nil && $0.color == nil { $0.style = AnyShapeStyleBox(AnyShapeStyle(style)) } }
    }
    /// Extra space between characters, in points (added to SF's own tracking).
    public func tracking(_ tracking: CGFloat) -> Text { modified { $0.tracking = Double(tracking) } }
    /// Extra space between characters, in points.
    public func kerning(_ kerning: CGFloat) -> Text { modified { $0.kerning = Double(kerning) } }
    public func baselineOffset(_ offset: CGFloat) -> Text { modified { $0.baselineOffset = Double(offset) } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { modified { $0.underline = isActive } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { modified { $0.strikethrough = isActive } }
    /// Accepted for compatibility: digits draw as the font has them.
    public func monospacedDigit() -> Text { self }

    public static func == (a: Text, b: Text) -> Bool { a.runs == b.runs }
}

/// `View` in an extension, so `Text`'s own members (its modifiers, concatenation) stay nonisolated.
extension Text: View {
    public var body: Never { primitiveBody(Self.self) }
}

/// A shape style inside a `Text` run, compared by its resolved paint's description (Text is Equatable).
struct AnyShapeStyleBox: Equatable, Sendable {
    let style: AnyShapeStyle
    init(_ style: AnyShapeStyle) { self.style = style }
    static func == (a: Self, b: Self) -> Bool { String(describing: a.style.base) == String(describing: b.style.base) }
}

/// How lines of text align, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }

/// How text is cut when it does not fit, as SwiftUI's `Text.TruncationMode`.
extension Text {
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}

extension Text: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let env = context.environment
        if env.isAccessibilityRepresentation {
            // Only read: the words are enough, and loading a font (FreeType, HarfBuzz, the file) for them
            // was 4–5 MB of a toggle's memory.
            let node = ViewNode(kind: .empty, name: "Text", context: context)
            node.accessibility.text = plainText
            return [node]
        }
        var resolved: [TextLeaf.Run] = []
        for run in runs {
            let request = run.font ?? env.font ?? .body
            var weight = run.weight ?? env.fontWeightOverride ?? request.resolvedWeight
            if env.boldOverride { weight = .bold }
            let size = request.pointSize(at: env.dynamicTypeSize)
            do {
                let design = (request.design ?? .default).typesetting
                var font: Typesetting.Font
                if let custom = try request.customFace(size: size, weight: weight, in: context) {
                    // An app's own font: its own spacing and line box.
                    font = custom
                    font.tracking = (run.tracking ?? 0) + (run.kerning ?? 0)
                } else {
                    font = try env.fonts.font(size: size, weight: weight.typesetting, design: design)
                    font.tracking = SystemTracking.tracking(forPointSize: size) + (run.tracking ?? 0) + (run.kerning ?? 0)
                    // SF Pro's line box (SF Pro Rounded's is not known here: the rounded stand-in keeps its own).
                    if design == .default { font.lineBox = .systemFont }
                }
                let paint: ResolvedPaint
                if let color = run.color {
                    paint = color.resolve(in: env)
                } else if let style = run.style {
                    paint = style.style.resolve(in: env)
                } else {
                    paint = env.resolvedForeground(level: 0)
                }
                resolved.append(TextLeaf.Run(string: env.textCase.map { $0 == .uppercase ? run.string.uppercased() : run.string.lowercased() } ?? run.string, font: font, paint: paint, baselineOffset: run.baselineOffset,
                                             underline: run.underline, strikethrough: run.strikethrough))
            } catch {
                context.graph.diagnostics.append(ViewDiagnostic(severity: .error, view: "Text(\"\(plainText)\")", message: "\(error)"))
                return []
            }
        }
        let leaf = TextLeaf(runs: resolved, alignment: env.multilineTextAlignment, lineLimit: env.lineLimit,
                            transition: env.contentTransition)
        return [ViewNode(kind: .text(leaf), name: "Text", context: context)]
    }
}
