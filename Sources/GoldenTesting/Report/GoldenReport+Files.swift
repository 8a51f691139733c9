import Foundation

/// Why a report folder cannot be read or written.
public struct GoldenReportError: Error, CustomStringConvertible, Sendable {
    public enum Kind: Sendable { case missing, malformed, cannotWrite }
    public let kind: Kind
    public let description: String
}

extension GoldenReport {
    /// Removes a previous report's files from `folder`: `index.html`, `report.json`, `images/`, and nothing else,
    /// so the folder may sit anywhere.
    public static func clear(_ folder: URL) throws(GoldenReportError) {
        for name in ["index.html", "report.json", "images"] {
            let url = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path) {
                do { try FileManager.default.removeItem(at: url) } catch {
                    throw GoldenReportError(kind: .cannotWrite, description: "cannot clear the report '\(url.path)': \(error.localizedDescription)")
                }
            }
        }
    }

    /// Writes `report.json` and `index.html` (one self-contained page) into `folder`, whose `images/` already
    /// holds the pictures, and the JUnit file if asked.
    public func write(to folder: URL, junit: String? = nil) throws(GoldenReportError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try (encoder.encode(self) + Data("\n".utf8)).write(to: folder.appendingPathComponent("report.json"), options: .atomic)
            try Data(html(images: folder).utf8).write(to: folder.appendingPathComponent("index.html"), options: .atomic)
            if let junit { try Data(junitXML.utf8).write(to: URL(fileURLWithPath: junit), options: .atomic) }
        } catch {
            throw GoldenReportError(kind: .cannotWrite, description: "cannot write the report in '\(folder.path)': \(error.localizedDescription)")
        }
    }

    /// A report folder's `report.json`.
    public static func read(from folder: URL) throws(GoldenReportError) -> GoldenReport {
        let path = folder.appendingPathComponent("report.json").path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw GoldenReportError(kind: .missing, description: "'\(folder.path)' has no report.json (a folder 'togglerender snapshot --report' wrote)")
        }
        do { return try JSONDecoder().decode(GoldenReport.self, from: data) } catch {
            throw GoldenReportError(kind: .malformed, description: "\(path) is not a snapshot report: \(error)")
        }
    }
}
