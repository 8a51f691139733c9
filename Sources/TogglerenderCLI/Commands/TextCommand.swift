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
            .init("--scale", value: "S", default: "1", "Pixels per point, 1 to 8."),
            .init("--color", value: "COLOR", default: "primary", "A SwiftUI colour name or #RRGGBB[AA]."),
            .init("--appearance", value: "MODE", default: "light", "light or dark (how colour names resolve)."),
            .init("--font", value: "PATH", "A font file to use instead of the default design's (Inter)."),
            .init("--rounded-font", value: "PATH", "A font file to use instead of the rounded design's (Quicksand)."),
        ])

    static func run(_ a: ParsedArguments) throws {
        let string = a.positionals[0], output = a.positionals[1]
        if string.isEmpty { throw CLIError.usage("STRING must not be empty") }
        if string.contains(where: \.isNewline) { throw CLIError.usage("STRING must be one line (no line breaks)") }
        let style = try a.parsed("--style", TextStyle.init(argument:), accepted: TextStyle.allCases.map(\.rawValue)) ?? .body
        let weight = try a.parsed("--weight", FontWeight.init(argument:), accepted: FontWeight.allCases.map(\.rawValue))
        let design = try a.parsed("--design", FontDesign.init(argument:), accepted: ["default", "rounded"]) ?? .default
        let dynamicType = try a.parsed("--dynamic-type", DynamicTypeSize.init(argument:),
                                       accepted: DynamicTypeSize.allCases.map(\.shortName)) ?? .large
        let scale = try a.double("--scale", in: 1...8) ?? 1
        let scheme = try a.parsed("--appearance", ColorScheme.init(argument:), accepted: ["light", "dark"]) ?? .light
        let color = try a.rasterColor("--color", scheme: scheme) ?? HeadlessSwiftUI.Color.primary.resolved(scheme: scheme)
        let resolver = FontResolver(fontPath: try a.existingFile("--font"), roundedFontPath: try a.existingFile("--rounded-font"))

        let line: TextLine
        do {
            line = try textLine(string, style: style, design: design, weight: weight, dynamicType: dynamicType,
                                scale: 1, resolver: resolver)
        } catch let e as TextError {
            throw CLIError(status: .dataError, message: "text: \(e)")
        }
        try Output.writePNG(line.rendered(paint: .solid(color), scale: scale).pixmap, to: output, scale: scale)
    }
}
