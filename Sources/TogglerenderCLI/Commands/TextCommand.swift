import Components
import HeadlessSwiftUI
import Raster
import Typesetting

/// `togglerender text "STRING" OUTPUT.png`: one line of text in a SwiftUI text style, sized to its
/// line box (grown to hold any ink outside it), on a transparent background.
enum TextCommand {
    static let spec = CommandSpec(
        name: "text",
        summary: "Render one line of text in a SwiftUI text style to a PNG.",
        arguments: [("STRING", "The text to render (one line)."), ("OUTPUT.png", "Where to write the PNG.")],
        options: [
            .init("--style", value: "STYLE", default: "body",
                  "Text style: " + TextStyle.allCases.map(\.rawValue).joined(separator: ", ") + "."),
            .init("--weight", value: "WEIGHT", default: "the style's",
                  "Font weight: " + FontWeight.allCases.map(\.rawValue).joined(separator: ", ") + "."),
            .init("--design", value: "DESIGN", default: "default", "Font design: default or rounded."),
            .init("--dynamic-type", value: "SIZE", default: "large",
                  "Dynamic Type size: " + DynamicTypeSize.allCases.map(\.shortName).joined(separator: ", ") + "."),
            .init("--scale", value: "S", default: "1", "Pixels per point, a whole number from 1 to 8."),
            .init("--color", value: "COLOR", default: "primary", "A SwiftUI colour name or #RRGGBB[AA]."),
            .init("--appearance", value: "MODE", default: "light", "light or dark (how colour names resolve)."),
            .init("--font", value: "PATH", "A font file to use instead of the default design's (Inter)."),
            .init("--rounded-font", value: "PATH", "A font file to use instead of the rounded design's (Quicksand)."),
        ])

    /// The string as a `Text` in the view layer, set exactly as a view's text is (SF Pro's tracking and line
    /// box on the stand-in fonts, sized up to whole pixels), and drawn as its view would be.
    @MainActor
    static func run(_ a: ParsedArguments) async throws {
        let string = a.positionals[0], output = a.positionals[1]
        if string.isEmpty { throw CLIError.usage("STRING must not be empty") }
        if string.contains(where: \.isNewline) { throw CLIError.usage("STRING must be one line (no line breaks)") }
        let style = try a.parsed("--style", TextStyle.init(argument:), accepted: TextStyle.allCases.map(\.rawValue)) ?? .body
        let weight = try a.parsed("--weight", FontWeight.init(argument:), accepted: FontWeight.allCases.map(\.rawValue))
        let design = try a.parsed("--design", FontDesign.init(argument:), accepted: ["default", "rounded"]) ?? .default
        var configuration = RenderConfiguration()
        configuration.dynamicTypeSize = try a.parsed("--dynamic-type", DynamicTypeSize.init(argument:),
                                                     accepted: DynamicTypeSize.allCases.map(\.shortName)) ?? .large
        if let scale = a.string("--scale") {
            // Whole pixels per point, as a view is drawn (RenderConfiguration.scale).
            guard let value = Int(scale), (1...8).contains(value) else {
                throw CLIError.usage("--scale must be a whole number from 1 to 8, not '\(scale)'")
            }
            configuration.scale = value
        } else {
            configuration.scale = 1
        }
        configuration.colorScheme = try a.parsed("--appearance", ColorScheme.init(argument:), accepted: ["light", "dark"]) ?? .light
        configuration.fontPath = try a.existingFile("--font")
        configuration.roundedFontPath = try a.existingFile("--rounded-font")
        let color = try a.color("--color") ?? .primary

        var font = Font.system(style, design: design == .rounded ? .rounded : .default)
        if let weight { font = font.weight([.regular: .regular, .medium: .medium, .semibold: .semibold, .bold: .bold][weight]!) }
        let scene: ViewScene
        do {
            scene = try await ViewHost(Text(verbatim: string).font(font).foregroundStyle(color), configuration: configuration).makeScene()
        } catch {
            throw CLIError(status: .dataError, message: "text: \(error)")
        }
        try Output.writePNG(scene.render(at: 0), to: output, scale: Double(configuration.scale))
    }
}
