import Typesetting

extension Font {
    /// The font named `name` (a PostScript name such as "Lobster-Regular", or a family name) at `size`
    /// points, scaled with Dynamic Type as body text is, as SwiftUI does.
    public static func custom(_ name: String, size: CGFloat) -> Font { custom(name, size: size, relativeTo: .body) }
    /// The font named `name` at `size` points, scaled with Dynamic Type as `textStyle` is.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font(size: .relative(Double(size), textStyle)); font.customName = name; return font
    }
    /// The font named `name` at `size` points whatever the Dynamic Type size.
    public static func custom(_ name: String, fixedSize size: CGFloat) -> Font {
        var font = Font(size: .fixed(Double(size))); font.customName = name; return font
    }

    /// The custom font's face at `size`: found by fontconfig in the render's font folders and Debian's
    /// fonts, the family's face nearest `weight`; nil (with a warning naming the font) when no font has
    /// the name, and the text falls back to the system font, as iOS does.
    @MainActor func customFace(size: Double, weight: Weight, in context: EvaluationContext) throws -> Typesetting.Font? {
        guard let name = customName else { return nil }
        guard let match = CustomFontLookup.find(name, weight: weight.value, folders: context.environment.fontFolders) else {
            context.graph.diagnostics.append(ViewDiagnostic(severity: .warning, view: "Font.custom(\"\(name)\")",
                                                            message: "no font of that name (PostScript or family) in the font folders or Debian's fonts; drawn in the system font, as iOS does"))
            return nil
        }
        return Typesetting.Font(face: try FontCache.shared.face(path: match.path, faceIndex: match.faceIndex), size: size)
    }
}

extension EnvironmentValues {
    /// Folders of the app's own font files (``RenderConfiguration/fontFolders``).
    var fontFolders: [String] {
        get { self[FontFoldersKey.self] }
        set { self[FontFoldersKey.self] = newValue }
    }
}
private enum FontFoldersKey: EnvironmentKey { static let defaultValue: [String] = [] }
