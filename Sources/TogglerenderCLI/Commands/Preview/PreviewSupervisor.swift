import Foundation

/// Runs a compiled preview program as a child process and reports how it ended: its own exit status, or,
/// when the user's code trapped (`Fatal error: Index out of range`) or the watchdog stopped it
/// (``PreviewWatchdog``), one line naming the view, the message and the user's file and line, exit 70, in
/// place of the runtime's backtrace. The file and line come from that backtrace: the program carries line
/// information and the Swift runtime symbolicates its frames (`SWIFT_BACKTRACE`).
enum PreviewSupervisor {
    /// This process's environment with the Swift runtime's backtracer set to report a trap on standard
    /// error, plainly, the trapped thread only.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,output-to=stderr"
        return environment
    }

    /// Where the runtime's (or the watchdog's) report starts in a program's whole output, if it has one.
    static func reportStart(in output: String) -> String.Index? {
        var start = output.startIndex
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if ErrorRelay.startsReport(String(line)) { return start }
            start = output.index(line.endIndex, offsetBy: 1, limitedBy: output.endIndex) ?? output.endIndex
        }
        return nil
    }

    /// Runs `executable` with `arguments`; returns its exit status or throws the report of its end.
    /// `userFiles` are the paths the user gave (the frames of the program's backtrace name them).
    static func run(_ executable: String, arguments: [String], userFiles: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        let relay = ErrorRelay()
        errors.fileHandleForReading.readabilityHandler = { handle in relay.take(handle.availableData) }
        // A stopped program's report is whole when the runtime says how long it took: end the program then.
        relay.onReportEnd = { [weak process] in if let process, process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        try process.run()
        process.waitUntilExit()
        errors.fileHandleForReading.readabilityHandler = nil
        relay.take(errors.fileHandleForReading.readDataToEndOfFile())
        relay.finish()
        guard process.terminationReason == .uncaughtSignal || relay.endReport != nil else { return process.terminationStatus }
        throw CLIError(status: .software, message: PreviewCrashReport(relay.endReport ?? "", userFiles: userFiles).message)
    }

    /// Passes the child's standard error through line by line until the runtime starts reporting a trap
    /// (or the watchdog its stop), and keeps that report for ``PreviewCrashReport``.
    final class ErrorRelay: @unchecked Sendable {
        private let lock = NSLock()
        private var pending = Data()
        private(set) var endReport: String?
        /// Called once the runtime has finished a report of the watchdog's stop.
        var onReportEnd: (@Sendable () -> Void)?

        func take(_ data: Data) {
            lock.lock(); defer { lock.unlock() }
            pending.append(data)
            if endReport != nil {
                let text = String(decoding: pending, as: UTF8.self)
                if text.hasPrefix(PreviewWatchdog.marker), text.contains("\nBacktrace took") {
                    onReportEnd?()
                    onReportEnd = nil
                }
                return
            }
            // Complete lines (a progress line ends in a carriage return) go through at once.
            while let end = pending.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
                let line = pending[...end]
                if Self.startsReport(String(decoding: line, as: UTF8.self)) {
                    endReport = ""
                    return
                }
                FileHandle.standardError.write(Data(line))
                pending.removeSubrange(...end)
            }
        }

        /// The rest: the report, or a last unfinished line.
        func finish() {
            lock.lock(); defer { lock.unlock() }
            if endReport != nil {
                endReport = String(decoding: pending, as: UTF8.self)
            } else if Self.startsReport(String(decoding: pending, as: UTF8.self)) {
                endReport = String(decoding: pending, as: UTF8.self)
            } else {
                FileHandle.standardError.write(pending)
            }
            pending = Data()
        }

        static func startsReport(_ line: String) -> Bool {
            line.contains("Fatal error:") || line.hasPrefix(PreviewWatchdog.marker) || line.hasPrefix("*** Signal")
                || line.hasPrefix("*** Program crashed")
        }
    }
}

/// The one line a trapped or stopped preview program is reported with, read from the runtime's report: the
/// trap's message, the first frame in the user's files (its function gives the view), or the watchdog's note.
struct PreviewCrashReport {
    let message: String

    init(_ report: String, userFiles: [String]) {
        let lines = report.split(separator: "\n").map(String.init)
        let frame = lines.lazy.compactMap { Self.frame($0, in: userFiles) }.first
        let place = frame.map { ", at \(($0.file as NSString).lastPathComponent)\($0.line.map { ":\($0)" } ?? "")" } ?? ""
        let view = frame.map { "the view '\(Self.viewName($0.function))'" } ?? "the preview"
        if let note = lines.first(where: { $0.hasPrefix(PreviewWatchdog.marker) }) {
            let seconds = note.dropFirst(PreviewWatchdog.marker.count).trimmingCharacters(in: .whitespaces)
            message = "preview: \(view) was still running after \(seconds) s (--timeout)\(place): a view body or .task that never returns or sleeps; nothing was written"
        } else {
            let trap = lines.first { $0.contains("Fatal error:") }
                .map { String($0[$0.range(of: "Fatal error:")!.upperBound...]).trimmingCharacters(in: .whitespaces) }
            let what = trap.map { $0.isEmpty ? "a fatal error" : $0 } ?? "a crash (\(lines.first { $0.hasPrefix("*** Program crashed") }?.dropFirst(4).replacingOccurrences(of: " ***", with: "") ?? "signal"))"
            message = "preview: \(view) trapped while rendering: \(what)\(place); nothing was written"
        }
    }

    /// A backtrace line's function, file and line (when the runtime knows it) when its file is one of
    /// `userFiles`: `  3 [ra]   0x… CrashView.body.getter + 176 in preview at Crash.swift:6:27`.
    static func frame(_ line: String, in userFiles: [String]) -> (function: String, file: String, line: Int?)? {
        guard let at = line.range(of: " at ", options: .backwards), let address = line.range(of: " 0x") else { return nil }
        let location = line[at.upperBound...].split(separator: ":")
        guard let file = location.first.map(String.init), userFiles.contains(where: { Self.names(file, $0) }) else { return nil }
        let number = location.count >= 2 ? Int(location[1]) : nil
        var function = line[address.upperBound...].drop { !$0.isWhitespace }.dropFirst()
        if let end = function.range(of: " + ") ?? function.range(of: " in ") { function = function[..<end.lowerBound] }
        return (String(function), String(location[0]), number)
    }

    /// Whether a frame's file is the user's file given as `path` (as given, or made absolute).
    static func names(_ frameFile: String, _ path: String) -> Bool {
        frameFile == path || frameFile.hasSuffix("/" + path) || URL(fileURLWithPath: path).standardized.path == frameFile
    }

    /// `closure #1 in LoopView.body.getter` → `LoopView`.
    static func viewName(_ function: String) -> String {
        var name = Substring(function)
        while let range = name.range(of: " in ") { name = name[range.upperBound...] }
        for prefix in ["specialized ", "static "] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        return String(name.prefix { $0 != "." && $0 != "(" && $0 != "<" })
    }
}
