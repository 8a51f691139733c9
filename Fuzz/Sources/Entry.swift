import CLibFuzzer
import Foundation

/// `togglerender-fuzz TARGET …`. Built by scripts/fuzz with `-sanitize=fuzzer,address -D FUZZING`, it
/// fuzzes TARGET, the rest of the arguments being libFuzzer's flags and corpus folders. Built as part of
/// the package, it replays inputs instead: each FILE, or every file under each FOLDER, once (a crash
/// reproduced in an ordinary debug build, with its backtrace).
@main enum Entry {
    /// Names the target for libFuzzer's child processes (`-fork`), which get libFuzzer's flags only.
    static let targetVariable = "TOGGLERENDER_FUZZ_TARGET"

    static func main() {
        var arguments = CommandLine.arguments
        if arguments.count == 4, arguments[1] == "--seeds", let target = FuzzTarget.named(arguments[2]) {
            exit(copySeeds(of: target, to: arguments[3]))
        }
        let environment = ProcessInfo.processInfo.environment[targetVariable]
        let named = arguments.count > 1 ? FuzzTarget.named(arguments[1]) : nil
        guard let target = named ?? environment.flatMap(FuzzTarget.named) else {
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            exit(64)
        }
        if named != nil { arguments.remove(at: 1) }
        selected = target
        #if FUZZING
        setenv(targetVariable, target.name, 1)
        exit(fuzz(arguments))
        #else
        replay(target, Array(arguments.dropFirst()))
        #endif
    }

    static let usage = "usage: togglerender-fuzz TARGET [libFuzzer flags | FILE | FOLDER …]\n"
        + "       togglerender-fuzz --seeds TARGET DIR   (copies the seed corpus into DIR; run from the package root)\ntargets:\n"
        + FuzzTarget.all.map { "  \($0.name.padding(toLength: 11, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n")

    /// The target libFuzzer's callback runs (set once, before fuzzing starts).
    nonisolated(unsafe) static var selected: FuzzTarget?

    #if FUZZING
    /// Hands the arguments to libFuzzer, which calls the target for every input it tries.
    static func fuzz(_ arguments: [String]) -> Int32 {
        var argc = Int32(arguments.count)
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        return pointers.withUnsafeMutableBufferPointer { buffer in
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzerTestOneInput(data, size) }
        }
    }
    #endif

    /// `--seeds TARGET DIR`: the target's seeds (``FuzzTarget/seedFiles(packageRoot:)``) into `DIR`, named
    /// by their position in the list so that files of the same name in different folders do not collide.
    static func copySeeds(of target: FuzzTarget, to folder: String) -> Int32 {
        let files = target.seedFiles(packageRoot: FileManager.default.currentDirectoryPath)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (i, file) in files.enumerated() {
                let name = String(format: "seed-%04d-", i) + (file as NSString).lastPathComponent
                try FileManager.default.copyItem(atPath: file, toPath: (folder as NSString).appendingPathComponent(name))
            }
        } catch {
            FileHandle.standardError.write(Data("togglerender-fuzz: cannot copy seeds into \(folder): \(error)\n".utf8))
            return 73
        }
        return files.isEmpty ? 66 : 0
    }

    static func replay(_ target: FuzzTarget, _ paths: [String]) {
        var count = 0
        for file in paths.flatMap(FuzzCorpus.files(at:)) {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            target.run(Array(data))
            count += 1
        }
        print("\(target.name): \(count) inputs, no crash")
    }
}

#if FUZZING
/// One input for the selected target. libFuzzer's runtime is linked whole and its own `main` (unused:
/// SwiftPM makes ours the entry) refers to this name, so it is exported under it.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    Entry.selected!.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
#endif
