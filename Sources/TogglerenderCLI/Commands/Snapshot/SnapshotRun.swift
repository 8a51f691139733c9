import Foundation

/// Runs the compiled snapshot program over the jobs, and keeps going when a preview crashes it or hangs
/// (no progress for `timeout` seconds: the program is killed): the job that had begun and not ended is
/// failed with the reason, and the program is started again for the jobs it had not reached. Each preview
/// is thus rendered once, the others in one process.
enum SnapshotRun {
    /// What the program did for a job.
    enum Outcome: Equatable {
        /// Drawn at these instants, into `<output>-<k>.png`, with the scene's warnings.
        case rendered(times: [Double], warnings: [String])
        /// Not drawn, and why.
        case failed(String)
    }

    static func run(executable: String, jobs: [SnapshotJob], resources: SnapshotResources, work: URL, timeout: Double) throws -> [Int: Outcome] {
        var outcomes: [Int: Outcome] = [:]
        var remaining = jobs
        var attempt = 0
        while !remaining.isEmpty {
            attempt += 1
            let plan = work.appendingPathComponent("plan-\(attempt).json")
            try JSONEncoder().encode(SnapshotPlan(jobs: remaining, resources: resources)).write(to: plan)
            let result = try execute(executable, [plan.path], work: work, attempt: attempt, timeout: timeout)
            var current: Int?
            var warnings: [Int: [String]] = [:]
            for line in result.stdout.split(separator: "\n") {
                let words = line.split(separator: " ", maxSplits: 2).map(String.init)
                guard words.count >= 2, let index = Int(words[1]) else { continue }
                switch words[0] {
                case "begin": current = index
                case "done":
                    let times = words.count > 2 ? words[2].split(separator: " ").compactMap { Double($0) } : []
                    outcomes[index] = .rendered(times: times, warnings: warnings[index] ?? []); current = nil
                case "warning": warnings[index, default: []].append(words.count > 2 ? words[2] : "")
                case "error": outcomes[index] = .failed(words.count > 2 ? words[2] : "failed"); current = nil
                default: continue
                }
            }
            let before = remaining.count
            remaining = remaining.filter { outcomes[$0.index] == nil }
            if remaining.isEmpty { break }
            let how = result.timedOut ? "made no progress for \(JSONValue.format(timeout)) s and was stopped (--timeout)"
                : result.signalled ? "crashed (signal \(result.status)\(signalName(result.status)))" : "stopped the program (exit \(result.status))"
            if let crashed = current, outcomes[crashed] == nil {
                outcomes[crashed] = .failed(result.timedOut ? how : "\(how): \(reason(result.stderr))")
                remaining = remaining.filter { $0.index != crashed }
            } else if remaining.count == before {
                // Nothing began: the program cannot start at all. Every job fails with its message.
                for job in remaining { outcomes[job.index] = .failed("the snapshot program \(how): \(reason(result.stderr))") }
                break
            }
        }
        return outcomes
    }

    /// The line of standard error that says why: Swift's `Fatal error: …` line, else the last line.
    static func reason(_ stderr: String) -> String {
        let lines = stderr.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.last { $0.contains("Fatal error") || $0.contains("fatal error") } ?? lines.last ?? "no message"
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: ", SIGILL"
        case SIGTRAP: ", SIGTRAP"
        case SIGABRT: ", SIGABRT"
        case SIGSEGV: ", SIGSEGV"
        case SIGBUS: ", SIGBUS"
        case SIGKILL: ", SIGKILL"
        default: ""
        }
    }

    /// Runs the program with its output in files (a pipe could fill and stall it), killing it when its
    /// standard output (a line a step) has not grown for `timeout` seconds.
    static func execute(_ executable: String, _ arguments: [String], work: URL, attempt: Int, timeout: Double) throws
        -> (status: Int32, signalled: Bool, timedOut: Bool, stdout: String, stderr: String) {
        let out = work.appendingPathComponent("stdout-\(attempt)"), err = work.appendingPathComponent("stderr-\(attempt)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        defer { try? outHandle.close(); try? errHandle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // A crash is reported by its message; Swift's backtracer would take seconds to symbolicate.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw CLIError(status: .software, message: "snapshot: cannot run the compiled program '\(executable)': \(error)")
        }
        var size = 0, progressed = Date(), timedOut = false
        while process.isRunning {
            usleep(20_000)
            let now = (try? FileManager.default.attributesOfItem(atPath: out.path)[.size] as? Int) ?? size
            if now != size { size = now; progressed = Date() } else if Date().timeIntervalSince(progressed) > timeout {
                kill(process.processIdentifier, SIGKILL)
                timedOut = true
                break
            }
        }
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, timedOut,
                String(decoding: try Data(contentsOf: out), as: UTF8.self), String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }
}
