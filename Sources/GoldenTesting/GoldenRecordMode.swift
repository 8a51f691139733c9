/// When the golden assertion writes goldens instead of only comparing, from `TOGGLERENDER_RECORD`.
///
/// Under `CI=true` the mode is always ``never`` whatever is set, so that CI cannot quietly record
/// (a missing golden fails there). Resolution is a function of an environment dictionary so that
/// it is testable without touching the process environment.
public enum GoldenRecordMode: String, CaseIterable, Hashable, Sendable {
    /// Re-record every golden the run touches; nothing fails on a difference.
    case all
    /// Record goldens that do not exist yet; compare the rest. The default outside CI.
    case missing
    /// Re-record goldens that are missing or do not match; compare the rest.
    case failed
    /// Only compare; a missing golden fails.
    case never

    /// The environment variable that selects the mode.
    public static let variable = "TOGGLERENDER_RECORD"

    /// The mode for `environment`: `never` under `CI=true` (or `1`), else `TOGGLERENDER_RECORD`, else ``missing``.
    /// - Throws: ``GoldenFailure/invalidRecordMode(_:)`` for a value that is not a mode, so a typo does not
    ///   silently record or silently not record.
    public static func resolve(environment: [String: String]) throws -> GoldenRecordMode {
        if let ci = environment["CI"]?.lowercased(), ci == "true" || ci == "1" { return .never }
        guard let raw = environment[variable], !raw.isEmpty else { return .missing }
        guard let mode = GoldenRecordMode(rawValue: raw.lowercased()) else { throw GoldenFailure.invalidRecordMode(raw) }
        return mode
    }
}
