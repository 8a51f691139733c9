import Foundation
import Raster

/// `togglerender svg INPUT.svg OUTPUT.png`: renders an SVG file's viewBox, scaled uniformly, on a
/// transparent background.
enum SVGCommand {
    static let spec = CommandSpec(
        name: "svg",
        summary: "Render an SVG file (the SVG subset of docs/svg.md) to a PNG.",
        arguments: [("INPUT.svg", "The SVG file to render."), ("OUTPUT.png", "Where to write the PNG (written atomically).")],
        options: [
            .init("--width", value: "PX", "Output width in pixels; the height follows the viewBox's aspect ratio."),
            .init("--height", value: "PX", "Output height in pixels; the width follows the viewBox's aspect ratio."),
            .init("--scale", value: "S", default: "1", "Pixels per SVG user unit of the document's width and height."),
        ])

    static func run(_ a: ParsedArguments) throws {
        try a.requireAtMostOne(of: ["--width", "--height", "--scale"])
        throw CLIError(status: .software, message: "svg: not wired yet")
    }
}
