import Foundation

/// The Debian font packages the goldens were recorded with.
///
/// Glyph outlines and metrics come straight from these files, so a different package version can move
/// every pixel of every golden. Tests (and the golden runner) compare these against `dpkg-query` and
/// fail with a clear message instead of producing mysterious image diffs.
public enum FontPackages {
    /// SF Pro stand-in (Inter and Inter Display, static OpenType/CFF instances).
    public static let inter = "fonts-inter"
    /// SF Pro Rounded stand-in.
    public static let quicksand = "fonts-quicksand"
    /// Hebrew and Arabic coverage for right-to-left tests (Inter has neither script).
    public static let dejavu = "fonts-dejavu-core"

    /// Package → version recorded on Debian 12 (bookworm).
    public static let recorded: [String: String] = [
        inter: "4.0~beta7+ds-1",
        quicksand: "0.2016-2.1",
        dejavu: "2.37-6",
    ]

    /// The shaping and outline libraries the goldens were recorded with. Informational: unhinted
    /// outlines are read straight from the font, but a HarfBuzz upgrade can change shaping, so a golden
    /// diff after a library upgrade should be checked against these first.
    public static let recordedLibraries: [String: String] = [
        "libharfbuzz0b": "6.0.0+dfsg-3",
        "libfreetype6": "2.12.1+dfsg-5+deb12u4",
    ]

    /// Packages the set-up must install for text to draw (the RTL test font included).
    public static var required: [String] { recorded.keys.sorted() }

    /// The installed version of a Debian package, or nil when it is not installed (or dpkg is absent).
    public static func installedVersion(of package: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dpkg-query")
        process.arguments = ["-W", "-f", "${Status}\t${Version}", package]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        do { try process.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let text = String(data: data, encoding: .utf8) else { return nil }
        let parts = text.split(separator: "\t", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].hasSuffix("installed"), !parts[0].contains("not-installed") else { return nil }
        return String(parts[1])
    }

    /// A message for every recorded package whose installed version differs (empty when all match).
    public static func versionMismatches() -> [String] {
        required.compactMap { package in
            let want = recorded[package]!
            guard let have = installedVersion(of: package) else {
                return "\(package) is not installed; goldens were recorded with \(want) (apt-get install \(package))"
            }
            return have == want ? nil
                : "\(package) \(have) is installed but goldens were recorded with \(want); re-record or pin the package"
        }
    }
}
