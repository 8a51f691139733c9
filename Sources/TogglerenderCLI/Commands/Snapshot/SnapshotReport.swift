import Foundation

/// The facts of a snapshot run, as `report.json` holds them and the HTML page and JUnit file show them.
/// Nothing in it depends on the machine, the clock or the shard, so three shards merged are the same report
/// as one run.
struct SnapshotReport: Codable, Equatable {
    /// What became of a snapshot.
    enum Status: String, Codable, CaseIterable, Comparable {
        /// Rendered and compared, every pixel within its tolerance.
        case unchanged
        /// Had no golden; one was recorded.
        case added
        /// Differed; re-recorded (`--record all|failed`).
        case updated
        /// Skipped by the config file, with its reason.
        case skipped
        /// Differs from its golden.
        case changed
        /// Has no golden and recording is off.
        case missing
        /// Could not be rendered (a crash, a tap that finds no control).
        case failed

        /// Whether the run fails because of it.
        var fails: Bool { self == .changed || self == .missing || self == .failed }
        static func < (a: Status, b: Status) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
    }

    /// One frame's comparison (a still snapshot has one).
    struct Frame: Codable, Equatable {
        /// The golden, relative to the goldens folder.
        var golden: String
        /// The instant, for an animated golden.
        var time: Double?
        var status: Status
        var width: Int?
        var height: Int?
        var expectedWidth: Int?
        var expectedHeight: Int?
        var changedPixels: Int?
        /// Changed pixels as a percentage of the expected image's.
        var changedPercent: Double?
        /// The largest difference of one colour channel (0…255, straight alpha).
        var largestDifference: Int?
        /// Pictures in the report folder: `expected`, `actual`, `difference` (as far as they exist).
        var images: [String: String] = [:]
    }

    /// One preview in one variant.
    struct Snapshot: Codable, Equatable {
        /// `<File>/<Preview name>[<variant>]`: its golden's path without `.png`.
        var id: String
        /// The config file's name for the preview, `<File>/<Preview name>`.
        var preview: String
        var variant: String
        var file: String
        var line: Int
        var status: Status
        var message: String?
        var tolerance: SnapshotConfig.Tolerance?
        var frames: [Frame]
    }

    /// The goldens folder, relative to the package root.
    var goldens: String
    var recordMode: String
    /// `K/N` for a shard's own report; nil for a whole run (and a merged one).
    var shard: String?
    var snapshots: [Snapshot]
    /// Goldens no preview makes any more, relative to the goldens folder.
    var orphans: [String]
    /// Whether `--prune` deleted them.
    var pruned: Bool

    func count(_ status: Status) -> Int { snapshots.filter { $0.status == status }.count }
    var fails: Bool { snapshots.contains { $0.status.fails } }

    /// `12 unchanged, 1 changed, …`: the statuses that occur, and the orphans.
    var summary: String {
        var parts = Status.allCases.compactMap { s in count(s) > 0 ? "\(count(s)) \(s.rawValue)" : nil }
        if !orphans.isEmpty { parts.append("\(orphans.count) removed (golden without a preview\(pruned ? ", pruned" : ""))") }
        return parts.isEmpty ? "no snapshots" : parts.joined(separator: ", ")
    }
}
