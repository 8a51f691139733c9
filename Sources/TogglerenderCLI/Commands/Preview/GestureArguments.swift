import Foundation
import HeadlessSwiftUI

/// `--drag LABEL DX,DY[@S[+D]]`, `--long-press LABEL[@S[+D]]`, `--pinch LABEL SCALE[@S[+D]]` and
/// `--rotate LABEL DEGREES[@S[+D]]`: a finger's drag or press, two fingers' pinch or turn, parsed.
struct DragArgument: Equatable {
    let label: String
    let translation: CGSize
    let start: Double
    let duration: Double
    /// A drag's duration when none is given: a quick, deliberate swipe.
    static let defaultDuration = 0.25

    init(label: String, motion text: String) throws {
        let usage = "--drag \(label) \(text): expected DX,DY[@S[+D]], a translation in points (each within ±2048), an optional start in seconds (0 to 60) and duration (above 0, up to 10)"
        guard !label.isEmpty else { throw CLIError.usage("--drag needs a label, then DX,DY[@S[+D]]") }
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let move = parts[0].split(separator: ",", omittingEmptySubsequences: false)
        guard move.count == 2, let dx = Double(move[0]), let dy = Double(move[1]),
              abs(dx) <= 2048, abs(dy) <= 2048 else { throw CLIError.usage(usage) }
        let timing = try parts.count == 2 ? GestureTiming(String(parts[1])) : GestureTiming(start: 0, duration: nil)
        guard let timing, (timing.duration ?? 1) <= 10 else { throw CLIError.usage(usage) }
        self.label = label
        translation = CGSize(width: dx, height: dy)
        start = timing.start
        duration = timing.duration ?? Self.defaultDuration
    }
}

/// `--pinch LABEL SCALE[@S[+D]]` (a magnification from 1 to SCALE) or `--rotate LABEL DEGREES[@S[+D]]`
/// (a turn by DEGREES, clockwise when positive), over D seconds (default 0.25) from S (default 0).
struct TwoFingerArgument: Equatable {
    enum Kind: Equatable {
        case pinch, rotate
        var flag: String { self == .pinch ? "--pinch" : "--rotate" }
        var form: String { self == .pinch ? "SCALE[@S[+D]]" : "DEGREES[@S[+D]]" }
        var what: String { self == .pinch ? "a scale above 0, up to 20" : "an angle in degrees within ±1440" }
        func accepts(_ v: Double) -> Bool { self == .pinch ? (v > 0 && v <= 20) : abs(v) <= 1440 }
    }
    let kind: Kind
    let label: String
    /// The scale, or the angle in degrees.
    let amount: Double
    let start: Double
    let duration: Double

    init(_ kind: Kind, label: String, motion text: String) throws {
        let usage = "\(kind.flag) \(label) \(text): expected \(kind.form), \(kind.what), an optional start in seconds (0 to 60) and duration (above 0, up to 10)"
        guard !label.isEmpty else { throw CLIError.usage("\(kind.flag) needs a label, then \(kind.form)") }
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        guard let amount = Double(parts[0]), amount.isFinite, kind.accepts(amount) else { throw CLIError.usage(usage) }
        let timing = try parts.count == 2 ? GestureTiming(String(parts[1])) : GestureTiming(start: 0, duration: nil)
        guard let timing, (timing.duration ?? 1) <= 10 else { throw CLIError.usage(usage) }
        self.kind = kind
        self.label = label
        self.amount = amount
        start = timing.start
        duration = timing.duration ?? DragArgument.defaultDuration
    }

    /// As the flag takes it, for frames.json.
    var described: String { "\(label) \(JSONValue.format(amount))@\(JSONValue.format(start))+\(JSONValue.format(duration))" }
}

struct LongPressArgument: Equatable {
    let label: String
    let start: Double
    /// How long the finger stays down; nil: just long enough for the press to be recognised.
    let duration: Double?

    init(_ text: String) throws {
        let usage = "--long-press \(text): expected LABEL[@S[+D]], a label, an optional start in seconds (0 to 60) and hold (above 0, up to 10)"
        if let at = text.lastIndex(of: "@"), let timing = try GestureTiming(String(text[text.index(after: at)...])) {
            guard at != text.startIndex, (timing.duration ?? 1) <= 10 else { throw CLIError.usage(usage) }
            label = String(text[..<at]); start = timing.start; duration = timing.duration
        } else {
            guard !text.isEmpty else { throw CLIError.usage(usage) }
            label = text; start = 0; duration = nil
        }
    }
}

/// `S` or `S+D`: a start from 0 to 60 seconds and a positive duration. Nil when the text is not of that form
/// (it is part of a label); an error when it is, out of range.
struct GestureTiming {
    let start: Double
    let duration: Double?

    init(start: Double, duration: Double?) { self.start = start; self.duration = duration }

    init?(_ text: String) throws {
        let parts = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
        guard let start = Double(parts[0]), parts.count == 1 || Double(parts[1]) != nil else { return nil }
        let duration = parts.count == 2 ? Double(parts[1]) : nil
        guard start.isFinite, RenderCommand.durationRange.contains(start) else {
            throw CLIError.usage("\(text): the start must be from 0 to 60 seconds")
        }
        if let duration, !(duration.isFinite && duration > 0) { throw CLIError.usage("\(text): the duration must be above 0 seconds") }
        self.start = start; self.duration = duration
    }
}
