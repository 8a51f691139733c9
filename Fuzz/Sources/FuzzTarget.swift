/// One fuzz target: a name for the command line, and what one input exercises.
///
/// A target throws nothing and returns nothing: bad input must end in the module's own typed error,
/// which the target checks is a one-line message, and everything else (a trap, a sanitizer report, a
/// hang, a leak) is what libFuzzer is there to find. A target that finds a broken promise traps with
/// ``FuzzTarget/violated(_:)``, so the input is saved like any crash.
struct FuzzTarget: Sendable {
    let name: String
    /// One line for `togglerender-fuzz --help` and docs/reliability.md.
    let summary: String
    /// Where the seed corpus comes from, besides `Fuzz/Seeds/<name>/` (paths from the package root;
    /// folders are read for files ending in `seedExtension`).
    let seedSources: [String]
    let seedExtension: String
    let run: @Sendable ([UInt8]) -> Void

    static let all: [FuzzTarget] = [.svg, .css, .pathData, .png, .symbol, .batchSpec, .manifest, .strings, .assets, .pdf]

    static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }

    /// Stops the run on a broken promise, naming it; libFuzzer saves the input that did it.
    static func violated(_ promise: String) -> Never {
        fatalError("fuzz: broken promise: \(promise)")
    }

    /// The promise every error message keeps: one line, not empty.
    static func checkOneLine(_ message: String, _ what: String) {
        if message.isEmpty || message.contains(where: \.isNewline) {
            violated("\(what) is not one line: \(message.debugDescription)")
        }
    }
}
