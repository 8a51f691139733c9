import Foundation

/// A file written piece by piece that appears at its path only when complete.
///
/// The bytes go to a `mkstemp` file `.<name>.XXXXXX` beside the target; ``commit()`` fsyncs it, gives
/// it the usual permissions (0666 & ~umask) and renames it over the target. Until then the target is
/// untouched, and ``discard()`` — or dropping the stream without committing — removes the temporary
/// file, so a failed write leaves nothing behind. Streaming writers (APNG) use it to keep memory flat
/// in the size of the file; ``AtomicFile/write(_:to:)`` is the one-shot case.
final class AtomicFileStream {
    let path: String
    private let temporary: String
    private var fd: Int32
    /// Bytes appended so far (the offset of the next append).
    private(set) var count = 0

    /// Creates the temporary file beside `path` (whose folder must exist).
    init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        var template = Array("\(url.deletingLastPathComponent().path)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw PNGError.writeFailed(path: path, reason: Self.systemError()) }
        temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit { discard() }

    /// Adds `bytes` at the end of the file.
    func append(_ bytes: [UInt8]) throws {
        try write(bytes, at: count)
        count += bytes.count
    }

    /// Overwrites bytes already appended, at `offset` (for a header whose value is known only at the end).
    func overwrite(_ bytes: [UInt8], at offset: Int) throws {
        precondition(offset >= 0 && offset + bytes.count <= count, "overwrite only what was appended")
        try write(bytes, at: offset)
    }

    /// Flushes the file to disk and renames it onto ``path``. On failure the temporary file is removed.
    func commit() throws {
        guard fd >= 0 else { throw PNGError.writeFailed(path: path, reason: "the file was already closed") }
        // mkstemp creates 0600; give the file the usual permissions for an output image.
        let mask = umask(0); umask(mask)
        guard fchmod(fd, 0o666 & ~mask) == 0, fsync(fd) == 0 else { throw abandon() }
        let closing = fd
        fd = -1
        guard close(closing) == 0, rename(temporary, path) == 0 else { throw abandon() }
    }

    /// Closes and removes the temporary file (nothing happens after ``commit()``).
    func discard() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
        unlink(temporary)
    }

    private func write(_ bytes: [UInt8], at offset: Int) throws {
        guard fd >= 0 else { throw PNGError.writeFailed(path: path, reason: "the file was already closed") }
        var done = 0
        try bytes.withUnsafeBytes { raw in
            while done < raw.count {
                let n = pwrite(fd, raw.baseAddress! + done, raw.count - done, off_t(offset + done))
                if n < 0 {
                    if errno == EINTR { continue }
                    throw abandon()
                }
                done += n
            }
        }
    }

    /// The error for the current `errno`, after removing the temporary file.
    private func abandon() -> PNGError {
        let reason = Self.systemError()
        if fd >= 0 { close(fd); fd = -1 }
        unlink(temporary)
        return .writeFailed(path: path, reason: reason)
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }
}
