import Foundation

/// The program `togglerender preview` compiles with a user's files: each `#Preview` becomes a view type
/// (its `@Previewable` state hoisted into `@State` properties, as the macro does), or the view `--view`
/// names; `main` hands them to the command line's preview mode.
struct PreviewProgram {
    /// A view the program can render, as the `main` file declares it.
    struct Entry: Equatable {
        var name: String
        var typeName: String
    }

    let source: String
    let entries: [Entry]

    /// The program for `files` (path and rewritten source), rendering `viewName` if given.
    init(files: [(path: String, source: PreviewSource)], viewName: String?) {
        var code = ["import HeadlessSwiftUI", "import TogglerenderCLI", ""]
        var entries: [Entry] = []
        if let viewName {
            entries.append(Entry(name: viewName, typeName: viewName))
        } else {
            for (fileIndex, file) in files.enumerated() {
                for (index, preview) in file.source.previews.enumerated() {
                    let type = "TogglerenderPreview_\(fileIndex)_\(index)"
                    code += Self.viewType(type, of: preview, in: file.path)
                    let name = preview.name ?? "\((file.path as NSString).lastPathComponent):\(preview.line)"
                    entries.append(Entry(name: name, typeName: type))
                }
            }
            // Without a #Preview, a file's only view.
            let views = files.flatMap(\.source.viewTypes)
            if entries.isEmpty, views.count == 1 { entries.append(Entry(name: views[0], typeName: views[0])) }
        }
        code.append("")
        code.append("@main struct TogglerenderPreviewMain {")
        code.append("    @MainActor static func main() async {")
        code.append("        let previews: [PreviewEntry] = [")
        for entry in entries {
            code.append("            PreviewEntry(name: \(PreviewSource.literal(entry.name))) { AnyView(\(entry.typeName)()) },")
        }
        code.append("        ]")
        code.append("        exit(await TogglerenderCLI.preview(previews, arguments: Array(CommandLine.arguments.dropFirst())))")
        code.append("    }")
        code.append("}")
        source = code.joined(separator: "\n") + "\n"
        self.entries = entries
    }

    /// The view type `type` whose body is `preview`'s, compiled as written at its file and line.
    static func viewType(_ type: String, of preview: PreviewSource.Preview, in path: String) -> [String] {
        let (state, body) = hoistPreviewable(preview.body)
        return ["struct \(type): View {"] + state.map { "    @State \($0)" } + [
            "    var body: some View {",
            "#sourceLocation(file: \(PreviewSource.literal(path)), line: \(preview.line))",
            body,
            "#sourceLocation()",
            "    }",
            "}",
        ]
    }

    /// `@Previewable @State var x = …` lines of a preview body become the view's properties (without the
    /// attribute); the rest is the body.
    static func hoistPreviewable(_ body: String) -> (state: [String], body: String) {
        var state: [String] = []
        var rest: [String] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("@Previewable") {
                var declaration = trimmed.dropFirst("@Previewable".count).trimmingCharacters(in: .whitespaces)
                if declaration.hasPrefix("@State") { declaration = declaration.dropFirst("@State".count).trimmingCharacters(in: .whitespaces) }
                state.append(declaration)
                rest.append("")
            } else {
                rest.append(String(line))
            }
        }
        return (state, rest.joined(separator: "\n"))
    }
}
