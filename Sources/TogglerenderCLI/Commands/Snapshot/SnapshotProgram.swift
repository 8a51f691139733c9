import Foundation

extension PreviewProgram {
    /// The program `togglerender snapshot` compiles: every preview of `discovery` as a view type (a `#Preview`'s
    /// body, as the preview command makes it, or a provider's `previews`), the declarations SwiftUI's preview
    /// API needs (`PreviewProvider`, `.previewDisplayName` …, whose meaning the snapshot command reads from the
    /// source), and a `main` that renders the jobs of a plan file, all in this one process.
    init(snapshotsOf discovery: SnapshotDiscovery) {
        var code = ["import HeadlessSwiftUI", "import TogglerenderCLI", ""]
        var entries: [Entry] = []
        for (fileIndex, file) in discovery.files.enumerated() {
            for (index, preview) in file.source.previews.enumerated() {
                code += Self.viewType("TogglerenderPreview_\(fileIndex)_\(index)", of: preview, in: file.path)
            }
        }
        let paths = Dictionary(discovery.files.map { (SnapshotCommand.relative(URL(fileURLWithPath: $0.path), to: discovery.root), $0.path) }, uniquingKeysWith: { a, _ in a })
        for preview in discovery.previews {
            if let view = preview.providerView {
                code += Self.viewType(preview.typeName, of: .init(name: nil, line: view.line, body: view.body), in: paths[preview.file] ?? preview.file)
            } else if preview.typeName.hasPrefix("TogglerenderProvider_") {
                let provider = preview.typeName.dropFirst("TogglerenderProvider_".count)
                code.append("struct \(preview.typeName): View { var body: some View { \(provider).previews } }")
            }
            entries.append(Entry(name: preview.typeName, typeName: preview.typeName))
        }
        code += Self.previewDeclarations
        code.append("@main struct TogglerenderSnapshotMain {")
        code.append("    @MainActor static func main() async {")
        code.append("        let previews: [PreviewEntry] = [")
        for entry in entries {
            code.append("            PreviewEntry(name: \(PreviewSource.literal(entry.name))) { AnyView(\(entry.typeName)()) },")
        }
        code.append("        ]")
        code.append("        exit(await TogglerenderCLI.snapshots(previews, arguments: Array(CommandLine.arguments.dropFirst())))")
        code.append("    }")
        code.append("}")
        self.init(source: code.joined(separator: "\n") + "\n", entries: entries)
    }

    /// SwiftUI's preview-only API, so that files using it compile; each modifier leaves the view as it is
    /// (the snapshot command has read what it asks for from the source).
    static let previewDeclarations = [
        "",
        "@MainActor protocol PreviewProvider { associatedtype Previews: View; @ViewBuilder static var previews: Previews { get } }",
        "enum PreviewLayout { case device, sizeThatFits, fixed(width: CGFloat, height: CGFloat) }",
        "struct PreviewDevice: ExpressibleByStringLiteral { var rawValue: String; init(rawValue: String) { self.rawValue = rawValue }; init(stringLiteral value: String) { rawValue = value } }",
        "enum InterfaceOrientation { case portrait, portraitUpsideDown, landscapeLeft, landscapeRight }",
        "extension View {",
        "    func previewDisplayName(_ name: String?) -> Self { self }",
        "    func previewLayout(_ layout: PreviewLayout) -> Self { self }",
        "    func previewDevice(_ device: PreviewDevice?) -> Self { self }",
        "    func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Self { self }",
        "}",
        "",
    ]

    /// A program whose code is already written.
    private init(source: String, entries: [Entry]) {
        self.source = source
        self.entries = entries
    }
}
