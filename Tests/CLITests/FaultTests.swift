import Foundation
import Testing

/// Faults, for real: runs killed with SIGKILL at many moments, a file system that really runs out of
/// space, a read-only one, and runs into one folder at once. The output folder must always end as it
/// was before a run, or as the complete run left it.
///
/// The small file systems are tmpfs mounts in a private mount namespace (`unshare -m`, as root; with
/// `-r`, a user namespace, otherwise): a real ENOSPC and a real EROFS, that vanish with the namespace.
/// `ulimit -f` would give EFBIG, not a full disk; chmod would not stop root.
@Suite(.serialized) struct FaultTests {
    /// The run the kill tests interrupt: about half a second for the debug build, 60 files of ~8 KB.
    static let run = ["--state", "night", "--frames", "60", "--scale", "1", "--quiet"]
    /// What the folder held before: another run, and a file of the user's.
    static let earlier = ["--state", "day", "--frames", "7", "--scale", "1", "--quiet"]

    /// Every entry of `folder` but staging folders, with its bytes.
    static func state(_ folder: String) -> [String: Data] {
        var out: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".togglerender-") {
            out[name] = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(name)) ?? Data()
        }
        return out
    }

    static func stagingFolders(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".togglerender-") }
    }

    /// Starts `arguments` and kills it with SIGKILL after `delay` seconds (if it is still running).
    static func runKilled(_ arguments: [String], in directory: URL, after delay: Double) throws -> Bool {
        try runKilled(arguments, in: directory) { usleep(UInt32(delay * 1_000_000)); return true }
    }

    /// Starts `arguments` and kills it with SIGKILL once `ready()` holds (asked every 10 ms, for 30 s at
    /// most), if it is still running: a moment that does not depend on how loaded the machine is.
    static func runKilled(_ arguments: [String], in directory: URL, once ready: () -> Bool) throws -> Bool {
        let process = Process()
        process.executableURL = try CLI.binary()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardError = FileHandle.nullDevice
        try process.run()
        var asked = 0
        while process.isRunning, asked < 3000, !ready() { usleep(10_000); asked += 1 }
        let killed = process.isRunning && kill(process.processIdentifier, SIGKILL) == 0
        process.waitUntilExit()
        return killed && process.terminationReason == .uncaughtSignal
    }

    @Test func aKilledRunLeavesTheFolderAsItWasAndTheNextRunCleansUp() throws {
        try Sandbox.with { sb in
            // What a complete run leaves in the folder: its files, and the user's file beside them. Its
            // time sets the kill moments, so they fall inside a run however fast this machine and build are.
            let started = Date()
            try sb.render(Self.run + ["reference"])
            let duration = Date().timeIntervalSince(started)
            try sb.write("mine", to: "reference/notes.txt")
            let complete = Self.state(sb.path("reference"))
            try sb.render(Self.earlier + ["out"])
            try sb.write("mine", to: "out/notes.txt")
            let before = Self.state(sb.path("out"))
            var kills = 0
            // Kill moments spread over the whole run (set-up, rendering, the commit, the clean-up): from
            // 2 % to 98 % of the reference run's time.
            for i in 0..<16 {
                let killed = try Self.runKilled(Self.run + ["out"], in: sb.root, after: duration * (0.02 + Double(i) * 0.064))
                if killed { kills += 1 }
                let now = Self.state(sb.path("out"))
                let staging = Self.stagingFolders(sb.path("out"))
                // The killed run's own staging folder at most: each run removes those of earlier kills.
                #expect(staging.count <= 1, "after kill \(i): \(staging)")
                if now != before && now != complete {
                    // Killed inside the commit: its journal is there, and the next run puts the folder back.
                    #expect(staging.count == 1 && FileManager.default.fileExists(atPath: sb.path("out/\(staging[0])/journal")),
                            "after kill \(i) the folder is neither as before nor complete: \(now.keys.sorted())")
                }
                if now == complete {
                    // The run got through: put the earlier state back for the next kill.
                    try FileManager.default.removeItem(atPath: sb.path("out"))
                    try sb.render(Self.earlier + ["out"])
                    try sb.write("mine", to: "out/notes.txt")
                }
            }
            #expect(kills >= 8, "most runs must really have been killed, \(kills) were")
            try sb.render(Self.run + ["out"])
            #expect(Self.stagingFolders(sb.path("out")).isEmpty)
            #expect(Self.state(sb.path("out")) == complete)
        }
    }

    /// The user's scenario: three runs, each killed once it has made its staging folder, leave one staging
    /// folder at most, and the next complete run leaves none.
    @Test func killedRunsDoNotPileUpStagingFolders() throws {
        try Sandbox.with { sb in
            for _ in 0..<3 {
                let earlier = Set(Self.stagingFolders(sb.path("out")))
                #expect(try Self.runKilled(Self.run + ["out"], in: sb.root) {
                    !Set(Self.stagingFolders(sb.path("out"))).subtracting(earlier).isEmpty
                })
                #expect(Self.stagingFolders(sb.path("out")).count == 1)
                #expect(Self.state(sb.path("out")).isEmpty)
            }
            try sb.render(Self.run + ["out"])
            #expect(Self.stagingFolders(sb.path("out")).isEmpty)
        }
    }

    /// Runs `script` with `sh` in a private mount namespace, `$BIN` the togglerender binary and the
    /// sandbox as the working folder; returns its standard output.
    static func inMountNamespace(_ sb: Sandbox, _ script: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = (getuid() == 0 ? [] : ["-r"]) + ["-m", "--propagation", "private", "sh", "-euc", script]
        process.currentDirectoryURL = sb.root
        var environment = ProcessInfo.processInfo.environment
        environment["BIN"] = try CLI.binary().path
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw HarnessError("unshare -m failed (\(process.terminationStatus)); these tests need a private mount namespace: "
                               + String(decoding: errors, as: UTF8.self))
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A listing with digests, as the namespace scripts print it (`find … | sha256sum`), staging folders included.
    static let listing = "(cd out && find . -type f -not -path './.togglerender-*' | sort | xargs -r sha256sum; find . -name '.togglerender-*')"

    /// The script's output cut at its `--- name` lines: each section's text by name.
    static func sections(_ output: String) -> [String: String] {
        var out: [String: String] = [:]
        for part in output.components(separatedBy: "--- ").dropFirst() {
            let lines = part.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            let header = lines[0].split(separator: " ", maxSplits: 1).map(String.init)
            out[header[0]] = header.count > 1 ? header[1] : (lines.count > 1 ? String(lines[1]) : "")
        }
        return out
    }

    @Test func aFullDiskIsExit73WithThePathAndNothingPartial() throws {
        try Sandbox.with { sb in
            let output = try Self.inMountNamespace(sb, """
                mkdir disk && mount -t tmpfs -o size=256k tmpfs disk && cd disk
                "$BIN" \(Self.earlier.joined(separator: " ")) out
                echo mine > out/notes.txt
                echo '--- before'; \(Self.listing)
                set +e; "$BIN" \(Self.run.joined(separator: " ")) out 2>../err; echo "--- status $?"; set -e
                echo '--- stderr'; cat ../err
                echo '--- after'; \(Self.listing)
                echo '--- free'; df -k . | tail -1
                """)
            let section = Self.sections(output)
            #expect(section["status"] == "73", "\(output)")
            let message = section["stderr"] ?? ""
            #expect(message.hasPrefix("togglerender: cannot write 'out/") && message.hasSuffix(": No space left on device\n"),
                    "\(message)")
            #expect(message.split(separator: "\n").count == 1, "\(message)")
            #expect(section["after"] == section["before"], "\(output)")
            #expect(section["before"]?.contains("frame_006.png") == true && section["before"]?.contains("notes.txt") == true)
        }
    }

    @Test func aReadOnlyFolderIsExit73AndUntouched() throws {
        try Sandbox.with { sb in
            let output = try Self.inMountNamespace(sb, """
                mkdir disk && mount -t tmpfs -o size=1m tmpfs disk && cd disk
                "$BIN" \(Self.earlier.joined(separator: " ")) out
                mount -o remount,ro tmpfs .
                echo '--- before'; \(Self.listing)
                set +e; echo '--- message'; "$BIN" \(Self.run.joined(separator: " ")) out 2>&1; echo "--- status $?"
                echo '--- message-new'; "$BIN" \(Self.run.joined(separator: " ")) new/out 2>&1; echo "--- status-new $?"; set -e
                echo '--- after'; \(Self.listing)
                echo '--- top'; ls
                """)
            let section = Self.sections(output)
            #expect(section["message"] == "togglerender: cannot write 'out': Read-only file system\n", "\(output)")
            #expect(section["status"] == "73" && section["status-new"] == "73", "\(output)")
            #expect(section["message-new"]?.hasSuffix("Read-only file system\n") == true, "\(output)")
            #expect(section["after"] == section["before"], "\(output)")
            #expect(section["top"] == "out\n", "\(output)")
        }
    }

    @Test func aLinkOrAFileAsTheFolderIsAOneLineError() throws {
        try Sandbox.with { sb in
            try FileManager.default.createDirectory(atPath: sb.path("real"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: sb.path("link"), withDestinationPath: "real")
            try sb.fail(Self.earlier + ["link"], status: Exit.cannotCreate, mentions: ["'link'", "symbolic link"])
            try sb.fail(Self.earlier + ["link/"], status: Exit.cannotCreate, mentions: ["symbolic link"])
            try sb.write("x", to: "file")
            try sb.fail(Self.earlier + ["file"], status: Exit.cannotCreate, mentions: ["'file'", "not a folder"])
        }
    }

    /// Two runs into one folder at once end with one complete run's files, never a mix.
    @Test func runsAtOnceEndWithOneCompleteRun() throws {
        try Sandbox.with { sb in
            let a = ["--state", "night", "--frames", "40", "--scale", "1", "--quiet"]
            let b = ["--state", "day", "--frames", "25", "--scale", "1", "--quiet", "--appearance", "dark"]
            try sb.render(a + ["ref-a"]); try sb.render(b + ["ref-b"])
            let references = [Self.state(sb.path("ref-a")), Self.state(sb.path("ref-b"))].map { $0.filter { $0.key != "frames.json" } }
            for round in 0..<3 {
                let processes = try [a, b].map { arguments in
                    let p = Process()
                    p.executableURL = try CLI.binary()
                    p.arguments = arguments + ["out"]
                    p.currentDirectoryURL = sb.root
                    return p
                }
                for p in processes { try p.run() }
                for p in processes { p.waitUntilExit(); #expect(p.terminationStatus == 0) }
                let result = Self.state(sb.path("out")).filter { $0.key != "frames.json" }
                #expect(references.contains(result), "round \(round): \(result.keys.sorted())")
                #expect(Self.stagingFolders(sb.path("out")).isEmpty)
            }
        }
    }
}
