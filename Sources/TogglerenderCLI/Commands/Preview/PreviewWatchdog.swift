import CThreadSignal
import Foundation

/// Stops a preview program whose view never finishes evaluating or whose `.task` never sleeps or returns
/// (`while true { n += 1 }`): after `--timeout` seconds (60 by default) of evaluation and tasks, a thread of its
/// own writes ``marker`` and signals the thread that is busy (the one with the most CPU time, where the main
/// actor runs the user's loop), so the Swift runtime reports where the user's code was; the supervisor
/// (``PreviewSupervisor``) turns that into one line and ends the program. Rendering and writing the frames
/// come after the watchdog is cancelled, so a stopped run has written nothing.
///
/// (The main actor's thread is not the process's first thread once an async `main` has started, and the
/// runtime reports only the signalled thread, hence the search for the busy one.)
final class PreviewWatchdog: @unchecked Sendable {
    /// The line the supervisor recognises, followed by the seconds.
    static let marker = "togglerender-preview-watchdog:"
    static let defaultSeconds = 60.0

    private let timer: any DispatchSourceTimer

    /// Arms the watchdog.
    init(seconds: Double) {
        timer = DispatchSource.makeTimerSource(queue: .global())
        timer.setEventHandler {
            FileHandle.standardError.write(Data("\(Self.marker) \(JSONValue.format(seconds))\n".utf8))
            let me = pid_t(togglerender_thread_id())
            if let busy = Self.busiestThread(excluding: me) { _ = togglerender_signal_thread(Int32(busy), SIGILL) }
            // The supervisor ends the program once the report is out; if it cannot, the program ends itself.
            sleep(10)
            _exit(70)
        }
        timer.schedule(deadline: .now() + seconds)
        timer.resume()
    }

    func cancel() { timer.cancel() }

    /// The thread of this process (other than `excluded`) that has used the most CPU time, from
    /// `/proc/self/task/*/stat` (user and system ticks, the 14th and 15th fields).
    static func busiestThread(excluding excluded: pid_t) -> pid_t? {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        var best: (tid: pid_t, ticks: Int)?
        for name in tasks {
            guard let tid = pid_t(name), tid != excluded,
                  let stat = try? String(contentsOfFile: "/proc/self/task/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // After the command name in parentheses: state, then fields 4 … ; utime and stime are fields 14, 15.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { continue }
            if best == nil || user + system > best!.ticks { best = (tid, user + system) }
        }
        return best?.tid
    }
}
