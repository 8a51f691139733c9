import Export
import Foundation
import ImageIO
import Motion
import Raster

/// Where and in what form the render command writes: `--format`, OUTDIR or `--output`, and each
/// format's own flags, checked together so that a flag meant for another format is an error.
struct RenderOutput: Sendable {
    enum Format: String, CaseIterable, Sendable {
        case png, apng, filmstrip, poster
    }

    let format: Format
    /// OUTDIR: the folder for the output and `frames.json`; nil with `--output`.
    let directory: String?
    /// `--output FILE`: the one file to write instead (single-file formats only).
    let file: String?
    /// apng: times it plays (0 for ever) and how long its last frame shows.
    let loopCount: Int
    let hold: Rational
    /// filmstrip: frames a row (nil: one row).
    let columns: Int?
    /// poster: which instant.
    let posterPosition: FramePlan.Position

    static let loopRange = 0...1000
    static let holdRange = 0.01...60.0
    static let columnRange = 1...1000

    /// Flags that belong to some formats only.
    static let formatFlags: [String: Set<Format>] = [
        "--output": [.apng, .filmstrip, .poster],
        "--loop": [.apng], "--hold": [.apng],
        "--columns": [.filmstrip],
        "--time": [.poster], "--at": [.poster],
        "--frames": [.png, .apng, .filmstrip], "--fps": [.png, .apng, .filmstrip], "--duration": [.png, .apng, .filmstrip],
    ]

    /// `defaultFormat` is what no `--format` means (frames, or a poster for a preview without taps).
    init(_ a: ParsedArguments, defaultFormat: Format = .png) throws {
        let format = try a.parsed("--format", Format.init(rawValue:), accepted: Format.allCases.map(\.rawValue)) ?? defaultFormat
        self.format = format
        let misplaced = Self.formatFlags.filter { !$0.value.contains(format) && a.has($0.key) }.map(\.key).sorted()
        if !misplaced.isEmpty {
            throw CLIError.usage("\(misplaced.joined(separator: ", ")) does not apply to --format \(format.rawValue)")
        }
        directory = a.positionals.first
        file = a.string("--output")
        switch (directory, file) {
        case (nil, nil):
            throw CLIError.usage(format == .png ? "OUTDIR is required: the folder for the frames and frames.json"
                                                : "give OUTDIR (a folder for \(format.rawValue) output and frames.json) or --output FILE")
        case (_?, _?):
            throw CLIError.usage("give OUTDIR or --output FILE, not both")
        default:
            break
        }
        if directory?.isEmpty == true { throw CLIError.usage("OUTDIR must not be empty") }
        if file?.isEmpty == true { throw CLIError.usage("--output must not be empty") }

        loopCount = try a.int("--loop", in: Self.loopRange) ?? 0
        let holdSeconds = try a.string("--hold").map { raw in
            guard let r = Rational(decimal: raw), Rational(decimal: "0.01")! <= r, r <= Rational(60) else {
                throw CLIError.usage("--hold must be a decimal number of seconds from 0.01 to 60, not '\(raw)'")
            }
            return r
        }
        hold = holdSeconds ?? Rational(1)
        columns = try a.int("--columns", in: Self.columnRange)

        try a.requireAtMostOne(of: ["--time", "--at"])
        if let raw = a.string("--time") {
            guard let t = Rational(decimal: raw), t <= Rational(60) else {
                throw CLIError.usage("--time must be a decimal number of seconds from 0 to 60, not '\(raw)'")
            }
            posterPosition = .secondsAfterStart(t)
        } else {
            posterPosition = try a.choice("--at", among: ["start", "end"]) == "start" ? .fractionOfSpan(Rational(0)) : .end
        }
    }

    /// What the exporter writes, given the strip's background (filmstrip only).
    func exportOutput(filmstripBackground: Color) -> ExportOutput {
        switch format {
        case .png: .frames
        case .apng: .animation(loopCount: loopCount, lastFrameDelay: APNGDelay(seconds: hold.numerator, hold.denominator))
        case .filmstrip: .filmstrip(Filmstrip.Style(background: filmstripBackground, columns: columns))
        case .poster: .poster
        }
    }

    /// What was written, for the progress line: "… to out/" or "out/animation.png".
    func summary(frameCount: Int) -> String {
        let frames = "\(frameCount) frame\(frameCount == 1 ? "" : "s")"
        if let file { return "wrote \(file) (\(frames))" }
        let folder = directory ?? "."
        // The file's name does not depend on the strip's background.
        guard let name = exportOutput(filmstripBackground: .clear).fileName else { return "wrote \(frames) and frames.json to \(folder)" }
        return "wrote \((folder as NSString).appendingPathComponent(name)) (\(frames)) and frames.json"
    }

    /// The output's settings for `frames.json`.
    var manifestSettings: [String: ManifestValue] {
        var s: [String: ManifestValue] = ["format": .string(format.rawValue)]
        switch format {
        case .png: break
        case .apng: s["loop"] = .int(loopCount); s["hold"] = .number(hold.doubleValue)
        case .filmstrip: s["columns"] = columns.map(ManifestValue.int) ?? .null
        case .poster:
            switch posterPosition {
            case .secondsAfterStart(let t): s["time"] = .number(t.doubleValue)
            case .end: s["at"] = .string("end")
            case .fractionOfSpan: s["at"] = .string("start")
            }
        }
        return s
    }
}
