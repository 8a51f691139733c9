import Foundation

/// Swapping a finished staging folder in, so that a run either happened completely or not at all.
///
/// A commit runs under the folder's lock and goes:
/// 1. read the earlier run's `frames.json` again (another run may have committed meanwhile), and list
///    what changes: every name this run writes, and the earlier run's plain files it does not write;
/// 2. write that list as `journal` in the staging folder (written whole, then renamed into place);
/// 3. move every file that is at one of those names into `staging/replaced/`;
/// 4. move the new files into the folder, `frames.json` last;
/// 5. remove the journal: **the commit point**. Then the staging folder, with what it replaced, goes.
///
/// Until step 5 the journal says how to put the folder back: a failure does it at once
/// (``rollBack(_:from:)``), and a kill leaves it to the next run into the folder
/// (``recoverStaleStaging()``). Either way the folder ends as it was before the run, or as the run left it
/// when complete; never a mix, and nothing outside the folder is touched.
extension OutputFolder {
    /// One name the commit changes.
    struct JournalEntry: Equatable {
        var name: String
        /// Whether something was at the name before the commit (it is moved to `replaced/`).
        var existed: Bool
        /// Whether the run writes the name (otherwise it is an earlier run's file being removed).
        var placed: Bool
    }

    /// A hook for the fault tests: called with the folder's path before each move of steps 3 and 4 (counted
    /// from 0); when it returns true the commit stops right there, as if the process had been killed.
    nonisolated(unsafe) static var interruptCommit: ((String, Int) -> Bool)?

    struct Interrupted: Error {}

    /// Steps 1 to 5 for the staged files `names`. Call it holding the folder's lock.
    func commit(_ staging: StagingFolder, placing names: [String]) throws(ExportError) {
        let written = Set(names)
        for name in names where kind(of: name) == S_IFDIR {
            throw .cannotWrite(path: file(name), reason: "a folder of that name is in the way")
        }
        // Only plain files of the earlier run go: a link or a folder under a listed name stays.
        let removed = previousOutputs().filter { !written.contains($0) && kind(of: $0) == S_IFREG }
        let journal = names.map { JournalEntry(name: $0, existed: kind(of: $0) != nil, placed: true) }
            + removed.map { JournalEntry(name: $0, existed: true, placed: false) }
        try staging.writeJournal(journal, shown: file(staging.name))
        var step = 0
        do {
            guard mkdirat(staging.descriptor, StagingFolder.replacedName, 0o700) == 0 else {
                throw ExportError.cannotWrite(path: staging.file(StagingFolder.replacedName), reason: Self.systemError())
            }
            let replaced = openat(staging.descriptor, StagingFolder.replacedName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard replaced >= 0 else {
                throw ExportError.cannotWrite(path: staging.file(StagingFolder.replacedName), reason: Self.systemError())
            }
            defer { close(replaced) }
            for entry in journal where entry.existed {
                if Self.interruptCommit?(path, step) == true { throw Interrupted() }
                step += 1
                guard renameat(descriptor, entry.name, replaced, entry.name) == 0 else {
                    throw ExportError.cannotWrite(path: file(entry.name), reason: Self.systemError())
                }
            }
            for name in names {
                if Self.interruptCommit?(path, step) == true { throw Interrupted() }
                step += 1
                guard renameat(staging.descriptor, name, descriptor, name) == 0 else {
                    throw ExportError.cannotWrite(path: file(name), reason: Self.systemError())
                }
            }
            guard unlinkat(staging.descriptor, StagingFolder.journalName, 0) == 0 else {
                throw ExportError.cannotWrite(path: staging.file(StagingFolder.journalName), reason: Self.systemError())
            }
        } catch let error as ExportError {
            if rollBack(journal, from: staging) { unlinkat(staging.descriptor, StagingFolder.journalName, 0) }
            throw error
        } catch {
            // Interrupted: leave everything as a killed process would.
            throw .cannotWrite(path: path, reason: "commit interrupted (fault test)")
        }
    }

    /// Puts back what an unfinished commit changed: every file in `replaced/` returns to its name, and a
    /// new file at a name that was free is removed. Returns whether all of it worked (else the staging
    /// folder must stay, journal included, for a later run to try again).
    func rollBack(_ journal: [JournalEntry], from staging: StagingFolder) -> Bool {
        let replaced = openat(staging.descriptor, StagingFolder.replacedName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        defer { if replaced >= 0 { close(replaced) } }
        var complete = true
        for entry in journal.reversed() {
            if replaced >= 0, kind(of: entry.name, in: replaced) != nil {
                if renameat(replaced, entry.name, descriptor, entry.name) != 0 { complete = false }
            } else if entry.placed, !entry.existed, kind(of: entry.name, in: staging.descriptor) == nil,
                      kind(of: entry.name) == S_IFREG {
                // Moved in by the commit (it is no longer staged, and nothing was there before).
                if unlinkat(descriptor, entry.name, 0) != 0 { complete = false }
            }
        }
        return complete
    }

    /// Removes the staging folders of killed runs (those no live run holds), after rolling back a commit
    /// one of them had begun. Call it holding the folder's lock. A staging folder whose journal cannot be
    /// read, or whose rollback fails, stays: what it holds may be someone's only copy.
    func recoverStaleStaging() {
        for name in Self.names(in: descriptor) where name.hasPrefix(StagingFolder.prefix) && kind(of: name) == S_IFDIR {
            guard let staging = StagingFolder.open(name, in: self) else { continue }
            switch staging.readJournal() {
            case .none: staging.remove(from: self)
            case .some(let journal?): if rollBack(journal, from: staging) { staging.removeJournal(); staging.remove(from: self) }
            case .some(nil): continue
            }
        }
    }

    /// The files the earlier run's `frames.json` lists that it could have written (``FrameManifest/listedOutputs(in:)``);
    /// none when there is no manifest, it is not a plain file, or it is not one of ours.
    func previousOutputs() -> [String] {
        let fd = openat(descriptor, FrameFileName.manifest, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= FrameManifest.maxReadBytes else { return [] }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            count += n
        }
        return FrameManifest.listedOutputs(in: Array(bytes.prefix(count)))
    }
}

extension StagingFolder {
    /// Writes the journal whole, then renames it into place: a journal is never half there.
    func writeJournal(_ journal: [OutputFolder.JournalEntry], shown: String) throws(ExportError) {
        let lines = journal.map { "\($0.placed ? "place" : "remove") \($0.existed ? 1 : 0) \($0.name)\n" }
        try write(Self.journalName + ".new", Array(("togglerender journal 1\n" + lines.joined()).utf8), shown: shown)
        guard renameat(descriptor, Self.journalName + ".new", descriptor, Self.journalName) == 0 else {
            throw .cannotWrite(path: shown, reason: OutputFolder.systemError())
        }
    }

    /// The journal: nil when there is none; `.some(nil)` when it does not read as one of ours (any name in
    /// it must be one an export writes, so a planted journal cannot name anything else).
    func readJournal() -> [OutputFolder.JournalEntry]?? {
        let fd = openat(descriptor, Self.journalName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return errno == ENOENT ? nil : .some(nil) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= FrameManifest.maxReadBytes {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += chunk[0..<n]
        }
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "togglerender journal 1", lines.last == "" else { return .some(nil) }
        lines = Array(lines.dropFirst().dropLast())
        var journal: [OutputFolder.JournalEntry] = []
        for line in lines {
            let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard fields.count == 3, ["place", "remove"].contains(fields[0]), ["0", "1"].contains(fields[1]),
                  FrameFileName.isOutputName(fields[2]) else { return .some(nil) }
            journal.append(.init(name: fields[2], existed: fields[1] == "1", placed: fields[0] == "place"))
        }
        return journal
    }

    func removeJournal() { unlinkat(descriptor, Self.journalName, 0) }
}
