import Foundation
import Raster
import SVG

/// `togglerender svg INPUT.svg OUTPUT.png`: renders an SVG file's viewport, scaled uniformly, on a
/// transparent background.
enum SVGCommand {
    static let spec = CommandSpec(
        name: "svg",
        summary: "Render an SVG file (the SVG subset of docs/svg.md) to a PNG.",
        arguments: [("INPUT.svg", "The SVG file to render."), ("OUTPUT.png", "Where to write the PNG (written atomically).")],
        options: [
            .init("--width", value: "PX", "Output width in pixels, 1 to \(Limits.maxSide); the height follows the aspect ratio."),
            .init("--height", value: "PX", "Output height in pixels, 1 to \(Limits.maxSide); the width follows the aspect ratio."),
            .init("--scale", value: "S", default: "1", "Pixels per SVG user unit, 0.01 to 64."),
            .init("--strict", "Refuse a value in error (exit 65, nothing written) instead of recovering as SVG says, with a warning."),
        ])

    static func run(_ a: ParsedArguments) throws {
        try a.requireAtMostOne(of: ["--width", "--height", "--scale"])
        let width = try a.int("--width", in: 1...Limits.maxSide)
        let height = try a.int("--height", in: 1...Limits.maxSide)
        let scale = try a.double("--scale", in: 0.01...64)
        let input = a.positionals[0], output = a.positionals[1]

        guard let data = FileManager.default.contents(atPath: input) else {
            throw CLIError(status: .noInput, message: "svg: cannot read '\(input)'")
        }
        let document: SVGDocument
        do {
            document = try SVGDocument(data: data, errorHandling: a.has("--strict") ? .strict : .recover)
        } catch let e as SVGError {
            throw CLIError(status: .dataError, message: "\(input): \(e)")
        }
        let size = document.pixelSize(width: width, height: height, scale: scale)
        try Limits.check(width: size.width, height: size.height, what: "the rendered image")
        let (pixmap, warnings) = document.renderPixmap(width: size.width, height: size.height)
        for w in warnings { Output.warn("\(input): line \(w.line), column \(w.column): \(w.message)") }
        try Output.writePNG(pixmap, to: output, scale: 1)
    }
}
