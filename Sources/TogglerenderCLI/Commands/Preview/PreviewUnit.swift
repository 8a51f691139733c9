import Foundation

/// One source file of a preview program as the compiler is given it: where it sits in the build folder
/// (`0/Cards.swift`; a user's file keeps its own name, so two of one name sit in folders of their own) and
/// its text. The program's cache key is made from these, so anything that changes the program changes a unit.
struct PreviewUnit: Equatable, Sendable {
    var path: String
    var text: String

    /// The user's `files`, each compiled as written at its own path (`#sourceLocation`, so the compiler's
    /// messages and a trap's line name the user's file), with `additions[i]` appended to the i-th.
    static func files(_ files: [(path: String, source: PreviewSource)], appending additions: [String] = []) -> [PreviewUnit] {
        files.enumerated().map { index, file in
            let addition = index < additions.count ? additions[index] : ""
            return PreviewUnit(path: "\(index)/\((file.path as NSString).lastPathComponent)",
                               text: "#sourceLocation(file: \(PreviewSource.literal(file.path)), line: 1)\n" + file.source.text + addition)
        }
    }
}
