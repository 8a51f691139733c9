import Foundation

/// What the snapshot command asks its compiled program to render, as a JSON file the program reads: one job
/// a preview in one variant, each writing its frames as `<output>-<k>.png`. The program reports on standard
/// output, one line a step, so that a job that crashes the process is known (``SnapshotRun``):
/// `begin N`, any `warning N MESSAGE`, then `done N T…` (the instants drawn, in seconds) or `error N MESSAGE`.
struct SnapshotPlan: Codable, Sendable {
    var jobs: [SnapshotJob]
    /// The package's resources, read once by the program for every job.
    var resources = SnapshotResources()
}

/// The app's resource files of the package's targets (as `preview` finds them beside a file): asset catalogues,
/// string tables and font folders, by path.
struct SnapshotResources: Codable, Sendable, Equatable {
    var assetCatalogs: [String] = []
    var stringTables: [String] = []
    var fontFolders: [String] = []
}

struct SnapshotJob: Codable, Sendable, Equatable {
    var index: Int
    /// The program's entry (``DiscoveredPreview/typeName``).
    var entry: String
    var variant: SnapshotVariant
    var traits: PreviewTraits
    var scale: Int
    /// Taps, drags and long presses before the instants are drawn (animated goldens).
    var taps: [SnapshotTap]
    var drags: [SnapshotDrag] = []
    var longPresses: [SnapshotLongPress] = []
    var pinches: [SnapshotTwoFinger] = []
    var rotations: [SnapshotTwoFinger] = []
    /// The instants to draw; empty: one, when the view has settled.
    var times: [SnapshotTime]
    /// The path prefix of the frames.
    var output: String
}

/// A tap on the control labelled `label`, `at` seconds after the start.
struct SnapshotTap: Codable, Sendable, Equatable {
    var label: String
    var at: Double
}

/// A drag on the view labelled `label` by (`dx`, `dy`) points, from `at` seconds for `duration` seconds
/// (`--drag`'s `LABEL DX,DY@S+D`).
struct SnapshotDrag: Codable, Sendable, Equatable {
    var label: String
    var dx: Double
    var dy: Double
    var at: Double
    var duration: Double
}

/// A long press on the view labelled `label` from `at` seconds, held `duration` seconds or, when nil, just
/// long enough to be recognised (`--long-press`'s `LABEL@S+D`).
struct SnapshotLongPress: Codable, Sendable, Equatable {
    var label: String
    var at: Double
    var duration: Double?
}

/// A pinch (`amount` the scale) or rotation (`amount` in degrees) on the view labelled `label`, from `at`
/// seconds over `duration` seconds (`--pinch`'s and `--rotate`'s `LABEL AMOUNT@S+D`).
struct SnapshotTwoFinger: Codable, Sendable, Equatable {
    var label: String
    var amount: Double
    var at: Double
    var duration: Double
}

/// An instant of an animated golden: seconds after the start, or when every animation has settled.
enum SnapshotTime: Codable, Sendable, Equatable {
    case seconds(Double)
    case settled

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let s = try? c.decode(Double.self) { self = .seconds(s); return }
        guard try c.decode(String.self) == "settled" else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "a time is a number of seconds or \"settled\"")
        }
        self = .settled
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .seconds(let s): try c.encode(s)
        case .settled: try c.encode("settled")
        }
    }
}
