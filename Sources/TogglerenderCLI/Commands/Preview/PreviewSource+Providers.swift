import Foundation

/// The older way to declare previews: `struct X_Previews: PreviewProvider { static var previews: some View { … } }`.
/// The file compiles as it is (the snapshot program declares `PreviewProvider` and the preview-only modifiers);
/// this finds each provider, the line it starts on, and what its `previews` say about name and layout.
extension PreviewSource {
    struct Provider: Equatable {
        /// The conforming type's name.
        var typeName: String
        /// The line of its declaration.
        var line: Int
        /// The first `.previewDisplayName("…")` of its `previews`.
        var displayName: String?
        /// `.previewLayout`, `.previewDevice`, orientation.
        var traits: PreviewTraits
        /// The views of its `previews` when there are several (each is its own preview); empty when it is one.
        var views: [ProviderView] = []
    }

    /// The `PreviewProvider`s `source` declares, in order.
    static func providers(in source: String) -> [Provider] {
        let regex = try! NSRegularExpression(pattern: #"(?m)^[ \t]*(?:public\s+|internal\s+|private\s+|fileprivate\s+)?struct\s+([A-Za-z_][A-Za-z0-9_]*)\s*:[^{]*\bPreviewProvider\b"#)
        return regex.matches(in: source, range: NSRange(source.startIndex..., in: source)).compactMap { m in
            guard let whole = Range(m.range, in: source), let name = Range(m.range(at: 1), in: source),
                  let open = source[whole.upperBound...].firstIndex(of: "{"),
                  let close = matching(source, open, open: "{", close: "}") else { return nil }
            let body = String(source[open...close])
            let line = source[..<whole.lowerBound].filter(\.isNewline).count + 1
                + source[whole].prefix { $0.isNewline }.count
            let displayName = PreviewTraits.match(#"\.previewDisplayName\(\s*"((?:[^"\\]|\\.)*)""#, in: body)?[0]
            let views = providerViews(in: source, providerOpen: open)
            return Provider(typeName: String(source[name]), line: line, displayName: displayName, traits: PreviewTraits(parsing: body),
                            views: views.count > 1 ? views : [])
        }
    }
}
