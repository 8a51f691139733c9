import Foundation
import GoldenTesting

/// The package's snapshot settings, `togglerender-snapshots.json` at its root (every key optional):
///
/// ```json
/// {"goldens": "Snapshots", "scale": 2,
///  "matrix": {"appearance": ["light", "dark"]},
///  "previews": {"Cards/Promo": {"skip": "shows today's date"},
///               "Cards/Blurred": {"tolerance": {"pixels": 12, "reason": "…"}},
///               "Toggles/Wi-Fi": {"taps": [{"label": "Wi-Fi", "at": 0}], "frames": [0, 0.1, "settled"]},
///               "Sliders/Knob": {"drags": [["Knob", "120,0@0+0.3"]], "long-presses": ["Knob@1+0.6"]}}}
/// ```
/// Drags and long presses are written as `preview`'s `--drag LABEL DX,DY[@S[+D]]` and `--long-press LABEL[@S[+D]]`.
/// A preview is named `<File>/<Preview name>` as its golden folder is. A key that is not one of these is an
/// error, so a typo cannot silently turn a setting off.
struct SnapshotConfig: Equatable {
    static let fileName = "togglerender-snapshots.json"

    struct PreviewSettings: Equatable {
        /// Why this preview is not snapshot (nil: it is).
        var skip: String?
        var tolerance: Tolerance?
        var taps: [SnapshotTap] = []
        var drags: [SnapshotDrag] = []
        var longPresses: [SnapshotLongPress] = []
        var pinches: [SnapshotTwoFinger] = []
        var rotations: [SnapshotTwoFinger] = []
        var frames: [SnapshotTime] = []
    }

    typealias Tolerance = GoldenReport.Tolerance

    var goldens = "Snapshots"
    var scale = 2
    var matrix: [String: [String]] = [:]
    var previews: [String: PreviewSettings] = [:]

    init() {}

    /// Reads the file at `path`; every fault is one line naming the file and the key.
    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(status: .noInput, message: "snapshot: cannot read the config file '\(path)'")
        }
        func bad(_ what: String) -> CLIError { CLIError(status: .dataError, message: "snapshot: \(path): \(what)") }
        guard case .object(let top)? = try? JSONDecoder().decode(JSONValue.self, from: data) else {
            throw bad("not a JSON object")
        }
        for (key, value) in top.sorted(by: { $0.key < $1.key }) {
            switch (key, value) {
            case ("goldens", .string(let s)) where !s.isEmpty: goldens = s
            case ("scale", .number(let n)) where [1, 2, 3].contains(n): scale = Int(n)
            case ("matrix", .object(let axes)):
                for (axis, list) in axes {
                    guard case .array(let items) = list else { throw bad("matrix.\(axis) must be an array of strings") }
                    matrix[axis] = try items.map { item in
                        guard case .string(let s) = item else { throw bad("matrix.\(axis) must be an array of strings") }
                        return s
                    }
                }
                do { _ = try SnapshotMatrix(values: matrix) } catch let e as CLIError { throw bad(e.message) }
            case ("previews", .object(let entries)):
                for (name, settings) in entries { previews[name] = try Self.settings(settings, name: name, bad: bad) }
            default:
                throw bad("'\(key)' is not a setting, or its value \(value.described) is not accepted; the settings are goldens (a folder), scale (1, 2 or 3), matrix ({axis: [values]}) and previews ({\"File/Name\": {…}})")
            }
        }
    }

    /// `--tolerance File/Name=PIXELS[,CHANNEL]:REASON`: the preview and its tolerance. The reason is required,
    /// as in the config file: a looser comparison says why.
    static func tolerance(flag: String) throws -> (key: String, tolerance: Tolerance) {
        guard let m = flag.wholeMatch(of: /(.+)=([0-9]{1,9})(?:,([0-9]{1,3}))?:(.*)/),
              let pixels = Int(m.2), (m.3.map { Int($0) ?? 256 } ?? 1) <= 255 else {
            throw CLIError.usage("--tolerance \(flag): expected File/Name=PIXELS[,CHANNEL]:REASON, such as 'Cards/Blurred=12,2:the blur's edge differs by a level', PIXELS a count, CHANNEL 0 to 255")
        }
        let reason = String(m.4).trimmingCharacters(in: .whitespaces)
        guard !reason.isEmpty else { throw CLIError.usage("--tolerance \(flag): give the reason after the colon: a looser comparison says why") }
        return (String(m.1), Tolerance(pixels: pixels, channel: m.3.flatMap { Int($0) } ?? 1, reason: reason))
    }

    static func settings(_ value: JSONValue, name: String, bad: (String) -> CLIError) throws -> PreviewSettings {
        guard case .object(let fields) = value else { throw bad("previews.\(name) must be an object") }
        var s = PreviewSettings()
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            switch (key, value) {
            case ("skip", .string(let reason)) where !reason.isEmpty: s.skip = reason
            case ("tolerance", .object(let t)):
                guard case .string(let reason)? = t["reason"], !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw bad("previews.\(name).tolerance needs a \"reason\": a looser comparison says why")
                }
                var pixels = 0, channel = 1
                if case .number(let n)? = t["pixels"], n >= 0, n == n.rounded() { pixels = Int(n) }
                if case .number(let n)? = t["channel"], (0...255).contains(n), n == n.rounded() { channel = Int(n) }
                s.tolerance = Tolerance(pixels: pixels, channel: channel, reason: reason)
            case ("taps", .array(let taps)):
                s.taps = try taps.map { tap in
                    guard case .object(let t) = tap, case .string(let label)? = t["label"], !label.isEmpty else {
                        throw bad("previews.\(name).taps: each tap is {\"label\": \"…\", \"at\": seconds}")
                    }
                    var at = 0.0
                    if case .number(let n)? = t["at"], (0...60).contains(n) { at = n }
                    return SnapshotTap(label: label, at: at)
                }
            case ("drags", .array(let drags)):
                s.drags = try drags.map { drag in
                    guard case .array(let pair) = drag, pair.count == 2, case .string(let label) = pair[0], case .string(let motion) = pair[1] else {
                        throw bad("previews.\(name).drags: each drag is [\"LABEL\", \"DX,DY[@S[+D]]\"], as --drag takes")
                    }
                    do {
                        let d = try DragArgument(label: label, motion: motion)
                        return SnapshotDrag(label: d.label, dx: d.translation.width, dy: d.translation.height, at: d.start, duration: d.duration)
                    } catch let e as CLIError { throw bad("previews.\(name).drags: \(e.message)") }
                }
            case ("long-presses", .array(let presses)):
                s.longPresses = try presses.map { press in
                    guard case .string(let text) = press else {
                        throw bad("previews.\(name).long-presses: each long press is \"LABEL[@S[+D]]\", as --long-press takes")
                    }
                    do {
                        let p = try LongPressArgument(text)
                        return SnapshotLongPress(label: p.label, at: p.start, duration: p.duration)
                    } catch let e as CLIError { throw bad("previews.\(name).long-presses: \(e.message)") }
                }
            case ("pinches", .array(let list)), ("rotations", .array(let list)):
                let kind: TwoFingerArgument.Kind = key == "pinches" ? .pinch : .rotate
                let gestures = try list.map { item in
                    guard case .array(let pair) = item, pair.count == 2, case .string(let label) = pair[0], case .string(let motion) = pair[1] else {
                        throw bad("previews.\(name).\(key): each is [\"LABEL\", \"\(kind.form)\"], as \(kind.flag) takes")
                    }
                    do {
                        let g = try TwoFingerArgument(kind, label: label, motion: motion)
                        return SnapshotTwoFinger(label: g.label, amount: g.amount, at: g.start, duration: g.duration)
                    } catch let e as CLIError { throw bad("previews.\(name).\(key): \(e.message)") }
                }
                if kind == .pinch { s.pinches = gestures } else { s.rotations = gestures }
            case ("frames", .array(let frames)):
                s.frames = try frames.map { frame in
                    switch frame {
                    case .number(let n) where (0...60).contains(n): return .seconds(n)
                    case .string("settled"): return .settled
                    default: throw bad("previews.\(name).frames: each frame is seconds (0 to 60) or \"settled\"")
                    }
                }
            default:
                throw bad("previews.\(name).\(key) is not a setting, or its value \(value.described) is not accepted; a preview takes skip (a reason), tolerance ({pixels, channel, reason}), taps, drags, long-presses, pinches, rotations and frames")
            }
        }
        if !(s.taps.isEmpty && s.drags.isEmpty && s.longPresses.isEmpty && s.pinches.isEmpty && s.rotations.isEmpty), s.frames.isEmpty { s.frames = [.seconds(0), .settled] }
        return s
    }
}
