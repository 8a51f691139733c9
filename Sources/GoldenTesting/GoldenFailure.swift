import ImageIO

/// Why a golden assertion failed. The description says what differed, where the golden and the
/// failure image are, and how to re-record on purpose.
public enum GoldenFailure: Error, CustomStringConvertible, Sendable {
    /// The image does not match its golden; a three-panel image (expected | difference | actual) was written.
    case mismatch(name: String, golden: String, diff: GoldenDiff, failureImage: String?)
    /// No golden exists and the record mode does not allow recording it.
    case missingGolden(name: String, golden: String, mode: GoldenRecordMode)
    /// The golden exists but cannot be read.
    case unreadableGolden(golden: String, error: PNGError)
    /// A golden could not be written while recording.
    case recordFailed(golden: String, error: PNGError)
    /// `TOGGLERENDER_RECORD` holds something that is not a mode.
    case invalidRecordMode(String)
    /// No folder holding Package.swift was found above the test file.
    case packageRootNotFound(from: String)

    public var description: String {
        let reRecord = "to accept the new image on purpose, run scripts/record-goldens (TOGGLERENDER_RECORD=failed)"
        switch self {
        case .mismatch(let name, let golden, let diff, let image):
            var s = "golden '\(name)' does not match \(golden): \(diff); rule: \(diff.rule)"
            if let image { s += "; expected | difference | actual written to \(image)" }
            return s + "; " + reRecord
        case .missingGolden(let name, let golden, let mode):
            return "golden '\(name)' is missing: \(golden) does not exist and the record mode is '\(mode.rawValue)'"
                + " (CI never records); record it with TOGGLERENDER_RECORD=missing and commit it"
        case .unreadableGolden(let golden, let error):
            return "golden \(golden) cannot be read: \(error); re-record it with TOGGLERENDER_RECORD=all"
        case .recordFailed(let golden, let error):
            return "could not record golden \(golden): \(error)"
        case .invalidRecordMode(let raw):
            return "TOGGLERENDER_RECORD='\(raw)' is not a record mode; use all, missing, failed or never"
        case .packageRootNotFound(let from):
            return "no Package.swift found in any folder above \(from); pass the golden directory explicitly"
        }
    }
}
