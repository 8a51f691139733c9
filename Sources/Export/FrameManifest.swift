import Foundation
import Motion

/// The contents of `frames.json`: what was rendered, frame by frame, and under which settings.
///
/// Written last, after every frame is in place, so a `frames.json` always describes a complete run; the
/// next run into the same folder reads its `frames` list to know which files it may remove. Encoded with
/// sorted keys and a fixed layout, so the same run gives the same bytes (whatever the thread count).
public struct FrameManifest: Codable, Sendable, Equatable {
    /// One rendered frame.
    public struct Frame: Codable, Sendable, Equatable {
        /// 0-based position in the plan.
        public let index: Int
        /// The frame's own file inside the output folder (no folder part); nil when the frame is part of a
        /// single-file output (an animation, a filmstrip).
        public let file: String?
        /// Seconds after the change, the exact time the frame was rendered at (the shortest decimal that
        /// reads back as the same `Double`).
        public let time: Double
        /// The exact position the time came from: `"i/(N−1)"` of the span for `--frames`, `"i/F s"` for
        /// `--fps`, or `"end"` for an `--fps` plan's final frame at the settled time.
        public let position: String
        /// The animated values that matter at `time` (knob offset, night opacity, symbol phase …), by name.
        public let values: [String: Double]

        public init(index: Int, file: String?, time: Double, position: String, values: [String: Double]) {
            self.index = index; self.file = file; self.time = time; self.position = position; self.values = values
        }
    }

    /// Bumped when the layout changes incompatibly.
    public let formatVersion: Int
    /// Frame size in pixels.
    public let width: Int
    public let height: Int
    /// Seconds at which the scene settles (0 when nothing animates, e.g. Reduce Motion).
    public let settleTime: Double
    /// The plan's span in seconds (the settle time, or `--duration`).
    public let span: Double
    /// What VoiceOver reads for the component in its target state; usable as alt text.
    public let accessibilityDescription: String
    /// Every file the run wrote besides `frames.json`, in order: the frames, or the one single-file output.
    /// The next run into the folder removes these (when it does not write them itself).
    public let files: [String]
    /// The command's settings, defaults included, so the run can be repeated.
    public let settings: [String: ManifestValue]
    /// Every frame, in time order.
    public let frames: [Frame]

    /// The current ``formatVersion``.
    public static let currentFormatVersion = 2

    public init(width: Int, height: Int, settleTime: Double, span: Double, accessibilityDescription: String,
                files: [String], settings: [String: ManifestValue], frames: [Frame]) {
        self.formatVersion = Self.currentFormatVersion
        self.width = width; self.height = height; self.settleTime = settleTime; self.span = span
        self.accessibilityDescription = accessibilityDescription; self.files = files; self.settings = settings; self.frames = frames
    }

    /// The manifest of `plan` rendered from `scene`: file names, times and the scene's values per frame.
    /// With `singleFile` (an animation's or filmstrip's name) the frames have no files of their own.
    public init(scene: any AnimatedScene, plan: FramePlan, singleFile: String? = nil, settings: [String: ManifestValue]) {
        let count = plan.frames.count
        let frames = plan.frames.map { f in
            Frame(index: f.index, file: singleFile == nil ? FrameFileName.name(index: f.index, frameCount: count) : nil, time: f.time,
                  position: Self.describe(f.position, index: f.index, last: count - 1),
                  // A repeated name keeps its last value rather than trapping on a scene's mistake.
                  values: Dictionary(scene.values(at: f.time).map { ($0.name, $0.value) }, uniquingKeysWith: { $1 }))
        }
        let size = scene.pixelSize
        self.init(width: size.width, height: size.height, settleTime: scene.settleTime, span: plan.span,
                  accessibilityDescription: scene.accessibilityDescription,
                  files: singleFile.map { [$0] } ?? frames.compactMap(\.file), settings: settings, frames: frames)
    }

    /// The exact position as text (see ``Frame/position``).
    /// Fractions of the span are written unreduced, `i/(N−1)`, so they read as frame numbers.
    static func describe(_ position: FramePlan.Position, index: Int, last: Int) -> String {
        switch position {
        case .fractionOfSpan: "\(index)/\(last)"
        case .secondsAfterStart(let r): "\(r) s"
        case .end: "end"
        }
    }

    /// The `frames.json` bytes: pretty-printed, keys sorted, trailing newline.
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Values that are not finite cannot be JSON numbers; write them as strings instead of failing.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return Array(try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }

    /// The largest `frames.json` (or staging journal) read back: a hundred thousand frames' entries fit.
    static let maxReadBytes = 64 << 20

    /// The files a `frames.json` lists that an earlier run could have written: frame names, `animation.png`,
    /// `filmstrip.png`, `poster.png`, and nothing else, so that an edited manifest cannot make the next run
    /// remove anything else (no other name, no `../x`, no path). Read leniently, any version that lists
    /// them will do (version 1 had only the frames' `file`); none when the bytes are not such a manifest.
    public static func listedOutputs(in bytes: [UInt8]) -> [String] {
        struct Listed: Decodable {
            struct Frame: Decodable { let file: String? }
            let files: [String]?
            let frames: [Frame]
        }
        guard let listed = try? JSONDecoder().decode(Listed.self, from: Data(bytes)) else { return [] }
        let names = (listed.files ?? []) + listed.frames.compactMap(\.file)
        return Set(names.filter { FrameFileName.isFrameFileName($0) || ExportOutput.singleFileNames.contains($0) }).sorted()
    }

    /// Reads a `frames.json`; nil when the bytes are not a manifest we wrote.
    public static func decode(_ bytes: [UInt8]) -> FrameManifest? {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try? decoder.decode(FrameManifest.self, from: Data(bytes))
    }
}
