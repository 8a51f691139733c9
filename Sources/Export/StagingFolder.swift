import Foundation

/// A run's private folder inside the output folder, `.togglerender-XXXXXX/`: the run writes every file
/// there first, so that nothing appears in the output folder before the whole run is done.
///
/// The run holds an exclusive `flock` on it for as long as it lives; the lock dies with the process. A
/// staging folder nobody holds is therefore a killed run's, and the next run into the same folder removes
/// it (``OutputFolder/recoverStaleStaging()``), after undoing a commit the kill interrupted.
///
/// Inside: the new files by their own names, `journal` while a commit is under way, and `replaced/` with
/// the files the commit moved out of the output folder (see OutputFolder+Commit.swift).
final class StagingFolder: Sendable {
    static let prefix = ".togglerender-"
    static let journalName = "journal"
    static let replacedName = "replaced"

    /// The folder's name inside the output folder.
    let name: String
    /// Its full path, for writers that take paths (the APNG writer), and for messages.
    let path: String
    /// The open, locked folder.
    let descriptor: Int32

    private init(name: String, path: String, descriptor: Int32) {
        self.name = name; self.path = path; self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// A new staging folder in `output`. Call it holding the output folder's lock, so that no other run's
    /// recovery sees it between its creation and its lock.
    static func make(in output: OutputFolder) throws(ExportError) -> StagingFolder {
        var template = Array(output.file(prefix + "XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw .cannotWrite(path: output.path, reason: OutputFolder.systemError())
        }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let name = (path as NSString).lastPathComponent
        guard let staging = open(name, in: output, path: path) else {
            let reason = OutputFolder.systemError()
            unlinkat(output.descriptor, name, AT_REMOVEDIR)
            throw .cannotWrite(path: output.path, reason: reason)
        }
        return staging
    }

    /// The staging folder `name` of `output`, opened and locked; nil when it is not a folder (a link is
    /// never followed) or another live run holds it.
    static func open(_ name: String, in output: OutputFolder, path: String? = nil) -> StagingFolder? {
        let fd = openat(output.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { close(fd); return nil }
        return StagingFolder(name: name, path: path ?? output.file(name), descriptor: fd)
    }

    /// The full path of `file` in the staging folder.
    func file(_ file: String) -> String { (path as NSString).appendingPathComponent(file) }

    /// Writes `bytes` as the new file `name`. No temporary file and rename, and no fsync: nothing leaves
    /// the staging folder before every file is whole, so all or nothing holds against the command failing
    /// or being killed, not against power loss (an fsync per frame cost ~4 ms of wall time, more than the
    /// frame; docs/export.md). A file that fails half-way is removed. Errors name `shown`, the path the
    /// user will see the file at.
    func write(_ name: String, _ bytes: [UInt8], shown: String) throws(ExportError) {
        let fd = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard fd >= 0 else { throw .cannotWrite(path: shown, reason: OutputFolder.systemError()) }
        var written = 0
        let failure: String? = bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return OutputFolder.systemError()
                }
                written += n
            }
            return nil
        }
        let closed = close(fd) == 0 ? nil : OutputFolder.systemError()
        if let reason = failure ?? closed {
            unlinkat(descriptor, name, 0)
            throw .cannotWrite(path: shown, reason: reason)
        }
    }

    /// Removes the folder and what a run puts in it, without following any link. Returns false, leaving
    /// it, while it holds a journal (an unfinished commit: what it replaced must go back first), or when
    /// something unexpected (a folder of someone else's) keeps it from being empty.
    @discardableResult
    func remove(from output: OutputFolder) -> Bool {
        if output.kind(of: Self.journalName, in: descriptor) != nil { return false }
        let replaced = openat(descriptor, Self.replacedName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if replaced >= 0 {
            Self.removeFiles(in: replaced)
            close(replaced)
            unlinkat(descriptor, Self.replacedName, AT_REMOVEDIR)
        }
        Self.removeFiles(in: descriptor)
        return unlinkat(output.descriptor, name, AT_REMOVEDIR) == 0
    }

    /// Unlinks every entry of the folder that is not itself a folder (a link is removed, not followed).
    private static func removeFiles(in folder: Int32) {
        for entry in OutputFolder.names(in: folder) {
            var info = stat()
            if fstatat(folder, entry, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT != S_IFDIR {
                unlinkat(folder, entry, 0)
            }
        }
    }
}
