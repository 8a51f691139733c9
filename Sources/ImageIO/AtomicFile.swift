import Foundation

/// Whole-file reads and atomic whole-file writes with POSIX calls, so every failure carries the
/// system's reason (`strerror`) and the path.
enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `path`, fsyncs it and renames it onto `path`.
    /// On any failure the temporary file is removed and `path` is untouched.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var template = Array("\(directory)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw PNGError.writeFailed(path: path, reason: systemError()) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        func abandon(_ reason: String) -> PNGError {
            if !closed { close(fd) }
            unlink(temporary)
            return .writeFailed(path: path, reason: reason)
        }
        // mkstemp creates 0600; give the file the usual permissions for an output image.
        let mask = umask(0); umask(mask)
        guard fchmod(fd, 0o666 & ~mask) == 0 else { throw abandon(systemError()) }
        var written = 0
        try bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw abandon(systemError())
                }
                written += n
            }
        }
        guard fsync(fd) == 0 else { throw abandon(systemError()) }
        closed = true
        guard close(fd) == 0 else { throw abandon(systemError()) }
        guard rename(temporary, path) == 0 else { throw abandon(systemError()) }
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
