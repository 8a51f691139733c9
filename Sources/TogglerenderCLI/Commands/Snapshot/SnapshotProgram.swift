import Foundation

/// The program `togglerender snapshot` compiles, as source files laid out so that a change to one of the
/// package's files changes one unit: each file is compiled with its own previews' view types appended (a
/// `#Preview`'s body as the preview command makes it; a provider's views nested in the provider, so they see
/// its static members unqualified, as they do in Xcode) and a function listing them; a constant file declares
/// SwiftUI's preview API (`PreviewProvider`, `.previewDisplayName` …, whose meaning the snapshot command reads
/// from the source); `main` only calls each file's function, so it changes only when the files do.
struct SnapshotProgram {
    let units: [PreviewUnit]

    init(_ discovery: SnapshotDiscovery) {
        var additions: [String] = []
        var listed: [Int] = []
        for (fileIndex, file) in discovery.files.enumerated() {
            let relative = SnapshotCommand.relative(URL(fileURLWithPath: file.path), to: discovery.root)
            var code: [String] = []
            var entries: [(name: String, make: String)] = []
            for (index, preview) in file.source.previews.enumerated() {
                let type = "TogglerenderPreview_\(fileIndex)_\(index)"
                code += PreviewProgram.viewType(type, of: preview, in: file.path)
                entries.append((type, type))
            }
            for preview in discovery.previews where preview.file == relative && preview.typeName.hasPrefix("TogglerenderProvider_") {
                let provider = String(preview.typeName.dropFirst("TogglerenderProvider_".count))
                if let view = preview.providerView, let underscore = provider.lastIndex(of: "_") {
                    // `TogglerenderProvider_Card_Previews_2`: the third view of `Card_Previews`.
                    let (provider, nested) = (String(provider[..<underscore]), "TogglerenderView" + provider[underscore...])
                    code.append("extension \(provider) {")
                    code += PreviewProgram.viewType(nested, of: .init(name: nil, line: view.line, body: view.body), in: file.path)
                    code.append("}")
                    entries.append((preview.typeName, "\(provider).\(nested)"))
                } else {
                    code.append("struct \(preview.typeName): View { var body: some View { \(provider).previews } }")
                    entries.append((preview.typeName, preview.typeName))
                }
            }
            guard !entries.isEmpty else { additions.append(""); continue }
            listed.append(fileIndex)
            code.append("@MainActor func togglerenderPreviews_\(fileIndex)() -> [(String, @MainActor () -> AnyView)] { [")
            for entry in entries { code.append("    (\(PreviewSource.literal(entry.name)), { AnyView(\(entry.make)()) }),") }
            code.append("] }")
            additions.append("\n#sourceLocation()\nimport HeadlessSwiftUI\n" + code.joined(separator: "\n") + "\n")
        }
        var main = ["import HeadlessSwiftUI", "import TogglerenderCLI", "", "@main struct TogglerenderSnapshotMain {",
                    "    @MainActor static func main() async {",
                    "        var previews: [PreviewEntry] = []"]
        for index in listed { main.append("        previews += togglerenderPreviews_\(index)().map { PreviewEntry(name: $0.0, make: $0.1) }") }
        main += ["        exit(await TogglerenderCLI.snapshots(previews, arguments: Array(CommandLine.arguments.dropFirst())))", "    }", "}", ""]
        units = PreviewUnit.files(discovery.files, appending: additions) + [
            PreviewUnit(path: "TogglerenderPreviewAPI.swift", text: Self.previewDeclarations.joined(separator: "\n")),
            PreviewUnit(path: "TogglerenderSnapshotMain.swift", text: main.joined(separator: "\n")),
        ]
    }

    /// SwiftUI's preview-only API, so that files using it compile; each modifier leaves the view as it is
    /// (the snapshot command has read what it asks for from the source).
    static let previewDeclarations = [
        "import HeadlessSwiftUI",
        "",
        "@MainActor protocol PreviewProvider { associatedtype Previews: View; @ViewBuilder static var previews: Previews { get } }",
        "enum PreviewLayout { case device, sizeThatFits, fixed(width: CGFloat, height: CGFloat) }",
        "struct PreviewDevice: ExpressibleByStringLiteral { var rawValue: String; init(rawValue: String) { self.rawValue = rawValue }; init(stringLiteral value: String) { rawValue = value } }",
        "enum InterfaceOrientation { case portrait, portraitUpsideDown, landscapeLeft, landscapeRight }",
        "// The K-th element's view of a ForEach at the top of a provider's previews (PreviewSource+ForEachViews.swift).",
        "@MainActor func togglerenderForEachElement<Data: RandomAccessCollection, ID: Hashable, Content: View>(_ index: Int, _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Content) -> Content { content(data[data.index(data.startIndex, offsetBy: index)]) }",
        "@MainActor func togglerenderForEachElement<Data: RandomAccessCollection, Content: View>(_ index: Int, _ data: Data, @ViewBuilder content: (Data.Element) -> Content) -> Content where Data.Element: Identifiable { content(data[data.index(data.startIndex, offsetBy: index)]) }",
        "@MainActor func togglerenderForEachElement<Content: View>(_ index: Int, _ data: Range<Int>, @ViewBuilder content: (Int) -> Content) -> Content { content(data.lowerBound + index) }",
        "extension View {",
        "    func previewDisplayName(_ name: String?) -> Self { self }",
        "    func previewLayout(_ layout: PreviewLayout) -> Self { self }",
        "    func previewDevice(_ device: PreviewDevice?) -> Self { self }",
        "    func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Self { self }",
        "}",
        "",
    ]
}
