import Foundation

/// Whole-file reads and atomic whole-file writes with POSIX calls, so every failure carries the
/// system's reason (`strerror`) and the path.
enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `path`, fsyncs it and renames it onto `path`.
    /// On any failure the temporary file is removed and `path` is untouched.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let file = try AtomicFileStream(path: path)
        try file.append(bytes)
        try file.commit()
    }

    /// The whole contents of the file at `path`.
    static func read(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw PNGError.readFailed(path: path, reason: systemError()) }
        defer { close(fd) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw PNGError.readFailed(path: path, reason: systemError())
            }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
        }
        return out
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }
}
