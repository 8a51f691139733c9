import Foundation

/// The file-system side of an export: the output folder, the hidden staging folder inside it, and the
/// earlier run's manifest. Every call reports failures as ``ExportError`` with the path and the system's
/// reason, and every change it makes can be undone by ``rollBack()``.
struct OutputFolder {
    let path: String
    /// Folders this run created (deepest last), removed again when the run fails.
    private(set) var created: [String] = []
    /// The hidden folder frames are written into before they are moved into place.
    private(set) var staging: String?
    /// Files this run has moved into `path`, removed again when the run fails.
    private(set) var placed: [String] = []

    /// Opens `path` as the output folder, creating it (and missing parents) if needed.
    init(_ path: String) throws(ExportError) {
        self.path = path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .notADirectory(path: path) }
        } else {
            // Record each missing ancestor so a failed run removes exactly the folders it made.
            var missing: [String] = []
            var url = URL(fileURLWithPath: path).standardizedFileURL
            while !FileManager.default.fileExists(atPath: url.path), url.path != "/" {
                missing.insert(url.path, at: 0)
                url.deleteLastPathComponent()
            }
            var parentIsDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &parentIsDirectory), !parentIsDirectory.boolValue {
                throw .notADirectory(path: url.path)
            }
            for folder in missing {
                if mkdir(folder, 0o777) != 0 {
                    let code = errno
                    // Another export (a parallel batch job) made the same parent a moment ago: use it, but it
                    // is not ours to remove on failure.
                    if code == EEXIST, Self.isDirectory(folder) { continue }
                    let reason = String(cString: strerror(code))
                    for made in created.reversed() { rmdir(made) }
                    throw .cannotCreateDirectory(path: path, reason: reason)
                }
                created.append(folder)
            }
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw .cannotWrite(path: path, reason: Self.systemError())
        }
    }

    /// The files the previous run's `frames.json` lists, and only names we could have written (frame
    /// names, `animation.png`, `filmstrip.png`, `poster.png`), so a hand-edited manifest cannot make us
    /// delete anything else. Read leniently: any manifest version that lists them will do (version 1 had
    /// only the frames' `file`). Empty when there is no manifest, or it is not one of ours.
    func previousOutputs() -> [String] {
        struct Listed: Decodable {
            struct Frame: Decodable { let file: String? }
            let files: [String]?
            let frames: [Frame]
        }
        guard let data = FileManager.default.contents(atPath: file(FrameFileName.manifest)),
              let listed = try? JSONDecoder().decode(Listed.self, from: data) else { return [] }
        let names = (listed.files ?? []) + listed.frames.compactMap(\.file)
        return Array(Set(names.filter { FrameFileName.isFrameFileName($0) || ExportOutput.singleFileNames.contains($0) })).sorted()
    }

    /// The full path of `name` in the output folder.
    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// The full path of `name` in the staging folder.
    func staged(_ name: String) -> String { (staging! as NSString).appendingPathComponent(name) }

    /// Creates the hidden staging folder (`.togglerender-XXXXXX`) on the same file system, so that
    /// moving a finished frame into place is a rename.
    mutating func makeStaging() throws(ExportError) {
        var template = Array(file(".togglerender-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw .cannotWrite(path: path, reason: Self.systemError())
        }
        staging = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes `bytes` as the new file `name` in the staging folder. The folder is this run's own and
    /// nothing is moved into place before every file is whole, so there is no temporary file and rename
    /// here, and no fsync: all or nothing is promised against the command failing or being killed, not
    /// against power loss (an fsync per frame cost ~4 ms of wall time, more than the frame; docs/export.md).
    /// A file that fails half-way is removed.
    func writeStaged(_ name: String, _ bytes: [UInt8]) throws(ExportError) {
        let path = staged(name)
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw .cannotWrite(path: file(name), reason: Self.systemError()) }
        var written = 0
        let failure: String? = bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let n = write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return Self.systemError()
                }
                written += n
            }
            return nil
        }
        let closed = close(fd) == 0 ? nil : Self.systemError()
        if let reason = failure ?? closed {
            unlink(path)
            throw .cannotWrite(path: file(name), reason: reason)
        }
    }

    /// Moves a staged file onto `name` in the output folder (replacing an earlier run's file atomically).
    mutating func place(_ name: String) throws(ExportError) {
        guard rename(staged(name), file(name)) == 0 else {
            throw .cannotWrite(path: file(name), reason: Self.systemError())
        }
        placed.append(file(name))
    }

    /// Removes `name` from the output folder; a file already gone is fine.
    func remove(_ name: String) throws(ExportError) {
        guard unlink(file(name)) == 0 || errno == ENOENT else {
            throw .cannotWrite(path: file(name), reason: Self.systemError())
        }
    }

    /// Removes the staging folder and what is in it.
    mutating func removeStaging() {
        guard let staging else { return }
        try? FileManager.default.removeItem(atPath: staging)
        self.staging = nil
    }

    /// Undoes the run: the staging folder, the files moved into place and the folders created.
    mutating func rollBack() {
        removeStaging()
        for file in placed.reversed() { unlink(file) }
        placed = []
        // rmdir only removes empty folders, so nothing that someone else put there meanwhile is lost.
        for folder in created.reversed() { rmdir(folder) }
        created = []
    }

    static func systemError() -> String { String(cString: strerror(errno)) }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
