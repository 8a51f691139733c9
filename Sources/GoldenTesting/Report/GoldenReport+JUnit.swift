/// The report as JUnit XML, the format CI systems (GitHub Actions' test reporters, GitLab's `junit`
/// artifacts, Jenkins) display: one `testsuite` a source file's golden folder, one `testcase` a snapshot; a
/// change or a missing golden is a `failure`, a preview that could not be rendered an `error`.
extension GoldenReport {
    /// The report as JUnit XML.
    public var junitXML: String {
        let report = self
        let groups = Dictionary(grouping: report.snapshots) { String($0.id.prefix { $0 != "/" }) }
        func counts(_ s: [Snapshot]) -> String {
            "tests=\"\(s.count)\" failures=\"\(s.filter { $0.status == .changed || $0.status == .missing }.count)\" "
                + "errors=\"\(s.filter { $0.status == .failed }.count)\" skipped=\"\(s.filter { $0.status == .skipped }.count)\""
        }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites name=\"togglerender snapshot\" \(counts(report.snapshots))>"]
        for name in groups.keys.sorted() {
            let snapshots = groups[name]!
            lines.append("  <testsuite name=\"\(Self.escape(name))\" \(counts(snapshots))>")
            for s in snapshots {
                let open = "    <testcase classname=\"\(Self.escape(name))\" name=\"\(Self.escape(String(s.id.dropFirst(name.count + 1))))\" file=\"\(Self.escape(s.file))\" line=\"\(s.line)\""
                let detail = Self.escape(Self.describe(s))
                switch s.status {
                case .changed, .missing:
                    lines += [open + ">", "      <failure message=\"\(detail)\" type=\"\(s.status.rawValue)\">\(detail)</failure>", "    </testcase>"]
                case .failed:
                    lines += [open + ">", "      <error message=\"\(detail)\" type=\"failed\">\(detail)</error>", "    </testcase>"]
                case .skipped:
                    lines += [open + ">", "      <skipped message=\"\(detail)\"/>", "    </testcase>"]
                default:
                    lines.append(open + "/>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line on what happened to a snapshot, as a reviewer needs it.
    static func describe(_ s: Snapshot) -> String {
        var parts: [String] = []
        switch s.status {
        case .missing: parts.append("no golden (\(s.frames.map(\.golden).joined(separator: ", "))), and recording is off")
        case .changed:
            for f in s.frames where f.status == .changed {
                let at = f.time.map { " at \(String(format: "%.3f", $0) + "s")" } ?? ""
                if let w = f.width, let h = f.height, let ew = f.expectedWidth, let eh = f.expectedHeight, (w, h) != (ew, eh) {
                    parts.append("\(f.golden)\(at): size differs, expected \(ew)×\(eh), got \(w)×\(h)")
                } else {
                    parts.append("\(f.golden)\(at): \(f.changedPixels ?? 0) pixels differ (\(f.changedPercent ?? 0)%), largest channel difference \(f.largestDifference ?? 0)")
                }
            }
        default: break
        }
        if let m = s.message { parts.append(m) }
        return parts.joined(separator: "; ")
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t": out += " "
            default: if c.value >= 0x20 { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
