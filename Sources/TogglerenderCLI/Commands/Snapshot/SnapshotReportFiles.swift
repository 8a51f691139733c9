import Foundation
import GoldenTesting

/// The report folder as the commands use it: `GoldenReport`'s files, their faults as the command line's errors.
enum SnapshotReportFiles {
    static func clear(_ folder: URL) throws {
        do { try GoldenReport.clear(folder) } catch { throw cliError(error) }
    }

    static func write(_ report: GoldenReport, to folder: URL, junit: String?) throws {
        do { try report.write(to: folder, junit: junit) } catch { throw cliError(error) }
    }

    static func read(_ folder: URL) throws -> GoldenReport {
        do { return try GoldenReport.read(from: folder) } catch { throw cliError(error, command: "merge-reports") }
    }

    static func cliError(_ e: GoldenReportError, command: String = "snapshot") -> CLIError {
        let status: CLIError.Status = switch e.kind {
        case .missing: .noInput
        case .malformed: .dataError
        case .cannotWrite: .cannotCreate
        }
        return CLIError(status: status, message: "\(command): \(e.description)")
    }
}
