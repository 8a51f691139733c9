/// The names frames are written under: `frame_000.png`, `frame_001.png`, …
///
/// Zero-padded so that a plain alphabetical listing (`ls`, a glob in ffmpeg) is the playback order.
/// The width is at least three digits, and the number of digits of the frame count when that is more
/// (4 digits from 1000 frames), so every name in one run has the same width.
public enum FrameFileName {
    /// The manifest written beside the frames.
    public static let manifest = "frames.json"

    /// How many digits the frame numbers of a run of `count` frames have.
    public static func digits(forFrameCount count: Int) -> Int {
        max(3, String(max(count, 0)).count)
    }

    /// The file name of frame `index` in a run of `count` frames.
    public static func name(index: Int, frameCount count: Int) -> String {
        let number = String(index)
        let padding = String(repeating: "0", count: max(0, digits(forFrameCount: count) - number.count))
        return "frame_\(padding)\(number).png"
    }

    /// Whether `name` is a frame name we could have written (`frame_` + at least three digits + `.png`,
    /// no folder). Cleanup of an earlier run only ever removes files whose names pass this check, so a
    /// hand-edited `frames.json` cannot make us delete anything else.
    public static func isFrameFileName(_ name: String) -> Bool {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst("frame_".count).dropLast(".png".count)
        return digits.count >= 3 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether `name` is a file an export writes into its folder: a frame, a single-file output or the
    /// manifest. Nothing else in a folder is ever moved or removed.
    public static func isOutputName(_ name: String) -> Bool {
        isFrameFileName(name) || ExportOutput.singleFileNames.contains(name) || name == manifest
    }
}
