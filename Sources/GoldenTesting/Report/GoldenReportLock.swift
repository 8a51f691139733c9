import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock` on a report folder's `.lock` file, so that test processes writing one report at the
/// same time take turns (each reads the others' parts and writes the page whole).
enum GoldenReportLock {
    static func holding<T>(_ folder: URL, _ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fd = open(folder.appendingPathComponent(".lock").path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw GoldenReportError(kind: .cannotWrite, description: "cannot open the report's lock in '\(folder.path)'")
        }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw GoldenReportError(kind: .cannotWrite, description: "cannot lock the report '\(folder.path)'") }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
