import Foundation

/// The facts of a golden run (`togglerender snapshot`, or the `assertGolden` checks of one `swift test`), as
/// `report.json` holds them and the HTML page and JUnit file show them. Nothing in it depends on the machine,
/// the clock or a shard, so three shards merged are the same report as one run.
public struct GoldenReport: Codable, Equatable, Sendable {
    /// What became of a snapshot.
    public enum Status: String, Codable, CaseIterable, Comparable, Sendable {
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
        /// Could not be rendered or compared (a crash, a tap that finds no control, an unreadable golden).
        case failed

        /// Whether the run fails because of it.
        public var fails: Bool { self == .changed || self == .missing || self == .failed }
        public static func < (a: Status, b: Status) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
    }

    /// How many pixels may differ (and by how much a channel), and why that is acceptable.
    public struct Tolerance: Codable, Equatable, Sendable {
        public var pixels: Int
        public var channel: Int
        public var reason: String
        public init(pixels: Int, channel: Int, reason: String) { self.pixels = pixels; self.channel = channel; self.reason = reason }
    }

    /// One frame's comparison (a still snapshot has one).
    public struct Frame: Codable, Equatable, Sendable {
        /// The golden, relative to the goldens folder.
        public var golden: String
        /// The instant, for an animated golden.
        public var time: Double?
        public var status: Status
        public var width: Int?
        public var height: Int?
        public var expectedWidth: Int?
        public var expectedHeight: Int?
        public var changedPixels: Int?
        /// Changed pixels as a percentage of the expected image's.
        public var changedPercent: Double?
        /// The largest difference of one colour channel (0…255, straight alpha).
        public var largestDifference: Int?
        /// Pictures in the report folder: `expected`, `actual`, `difference` (as far as they exist).
        public var images: [String: String] = [:]

        public init(golden: String, time: Double? = nil, status: Status, width: Int? = nil, height: Int? = nil) {
            self.golden = golden; self.time = time; self.status = status; self.width = width; self.height = height
        }

        /// Sizes and numbers of a comparison.
        public mutating func take(_ diff: GoldenDiff) {
            expectedWidth = diff.expectedSize.width; expectedHeight = diff.expectedSize.height
            width = diff.actualSize.width; height = diff.actualSize.height
            changedPixels = diff.sizesDiffer ? nil : diff.differingPixels
            changedPercent = diff.sizesDiffer ? nil
                : (Double(diff.differingPixels) / Double(max(1, diff.expectedSize.width * diff.expectedSize.height)) * 10000).rounded() / 100
            largestDifference = diff.maxChannelDifference
        }
    }

    /// One preview in one variant (or one golden of a test).
    public struct Snapshot: Codable, Equatable, Sendable {
        /// `<File>/<Preview name>[<variant>]`: its golden's path without `.png`.
        public var id: String
        /// The config file's name for the preview, `<File>/<Preview name>`.
        public var preview: String
        public var variant: String
        public var file: String
        public var line: Int
        public var status: Status
        public var message: String?
        public var tolerance: Tolerance?
        public var frames: [Frame]

        public init(id: String, preview: String, variant: String = "", file: String, line: Int, status: Status,
                    message: String? = nil, tolerance: Tolerance? = nil, frames: [Frame] = []) {
            self.id = id; self.preview = preview; self.variant = variant; self.file = file; self.line = line
            self.status = status; self.message = message; self.tolerance = tolerance; self.frames = frames
        }
    }

    /// The goldens folder, relative to the package root.
    public var goldens: String
    public var recordMode: String
    /// `K/N` for a shard's own report; nil for a whole run (and a merged one).
    public var shard: String?
    public var snapshots: [Snapshot]
    /// Goldens no preview makes any more, relative to the goldens folder.
    public var orphans: [String]
    /// Whether `--prune` deleted them.
    public var pruned: Bool

    public init(goldens: String, recordMode: String, shard: String? = nil, snapshots: [Snapshot], orphans: [String] = [], pruned: Bool = false) {
        self.goldens = goldens; self.recordMode = recordMode; self.shard = shard
        self.snapshots = snapshots; self.orphans = orphans; self.pruned = pruned
    }

    public func count(_ status: Status) -> Int { snapshots.filter { $0.status == status }.count }
    public var fails: Bool { snapshots.contains { $0.status.fails } }

    /// `12 unchanged, 1 changed, …`: the statuses that occur, and the orphans.
    public var summary: String {
        var parts = Status.allCases.compactMap { s in count(s) > 0 ? "\(count(s)) \(s.rawValue)" : nil }
        if !orphans.isEmpty { parts.append("\(orphans.count) removed (golden without a preview\(pruned ? ", pruned" : ""))") }
        return parts.isEmpty ? "no snapshots" : parts.joined(separator: ", ")
    }
}
