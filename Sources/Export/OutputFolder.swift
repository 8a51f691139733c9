import Foundation

/// The output folder of an export, opened once: every later step works through its descriptor
/// (`openat`, `renameat`, `unlinkat`, `fstatat` without following links), so no name inside it, however
/// it was planted, can send a write or a deletion elsewhere.
///
/// The run's life in the folder: recover what killed runs left (``recoverStaleStaging()``), make a private
/// staging folder (``StagingFolder``), write everything there, then swap it in under the folder's lock
/// (``commit(_:placing:)``, OutputFolder+Commit.swift). Failures are ``ExportError``s with the path and
/// the system's reason.
final class OutputFolder: Sendable {
    /// The folder as the user gave it (errors name it so).
    let path: String
    /// The open folder; also what runs into the same folder lock (`flock`) to commit one at a time.
    let descriptor: Int32
    /// Folders this run created (deepest last), removed again when the run fails.
    let created: [String]

    /// Opens `path` as the output folder, creating it (and missing parents) if needed. A symbolic link, a
    /// file, or a folder this process may not write is refused.
    init(_ path: String) throws(ExportError) {
        self.path = path
        // "out/" would resolve a link named out; the last component is what must not be one.
        let name = path.count > 1 && path.hasSuffix("/") ? String(path.reversed().drop { $0 == "/" }.reversed()) : path
        var info = stat()
        if lstat(name, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFLNK { throw .symbolicLink(path: path) }
            if info.st_mode & S_IFMT != S_IFDIR { throw .notADirectory(path: path) }
            created = []
        } else {
            created = try Self.createFolders(path)
        }
        let fd = open(name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = Self.systemError()
            for folder in created.reversed() { rmdir(folder) }
            throw .cannotWrite(path: path, reason: reason)
        }
        descriptor = fd
        guard access(name, W_OK | X_OK) == 0 else {
            let reason = Self.systemError()
            removeCreatedFolders()
            throw .cannotWrite(path: path, reason: reason)
        }
    }

    deinit { close(descriptor) }

    /// Makes `path` and its missing parents, returning those it made (shallowest first).
    private static func createFolders(_ path: String) throws(ExportError) -> [String] {
        // Record each missing ancestor so a failed run removes exactly the folders it made.
        var missing: [String] = []
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var info = stat()
        while lstat(url.path, &info) != 0, url.path != "/" {
            missing.insert(url.path, at: 0)
            url.deleteLastPathComponent()
        }
        if stat(url.path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR { throw .notADirectory(path: url.path) }
        var made: [String] = []
        for folder in missing {
            if mkdir(folder, 0o777) != 0 {
                let code = errno
                // Another export (a parallel batch job) made the same parent a moment ago: use it, but it
                // is not ours to remove on failure.
                if code == EEXIST, Self.isDirectory(folder) { continue }
                for m in made.reversed() { rmdir(m) }
                throw .cannotCreateDirectory(path: path, reason: String(cString: strerror(code)))
            }
            made.append(folder)
        }
        return made
    }

    /// Removes the folders this run made, if they are empty (so nothing someone else put there is lost).
    func removeCreatedFolders() {
        for folder in created.reversed() { rmdir(folder) }
    }

    /// The full path of `name` in the output folder, for messages and for writers that take paths.
    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// Runs `body` holding the folder's lock: runs into the same folder recover, create staging folders
    /// and commit one at a time. The lock goes with the process, so a killed run never leaves it held.
    func withLock<T>(_ body: () throws(ExportError) -> T) throws(ExportError) -> T {
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .cannotWrite(path: path, reason: "cannot lock the folder: \(Self.systemError())") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// What is at `name` in the folder, without following a link: the `S_IFMT` bits, or nil if nothing.
    func kind(of name: String, in folder: Int32? = nil) -> mode_t? {
        var info = stat()
        guard fstatat(folder ?? descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Every name in the folder (`.` and `..` left out).
    static func names(in descriptor: Int32) -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let directory = fdopendir(copy) else { return [] }
        defer { closedir(directory) }
        // The copy shares the original's read position: start from the top whatever an earlier listing left.
        rewinddir(directory)
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    static func systemError() -> String { String(cString: strerror(errno)) }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
