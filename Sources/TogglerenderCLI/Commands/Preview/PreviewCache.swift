import Foundation

/// Where compiled previews and the view layer's shared library are kept (`$XDG_CACHE_HOME/togglerender/previews`,
/// or `~/.cache/…`), bounded in size: after each compile the least recently used entries are removed until
/// the cache holds at most ``limit`` bytes (1 GB, or `TOGGLERENDER_PREVIEW_CACHE_LIMIT`, such as `500M`).
/// An entry is a folder; its modification time is when it was last used.
struct PreviewCache {
    let folder: URL
    /// The most bytes the cache keeps.
    let limit: Int64

    static let defaultLimit: Int64 = 1 << 30
    static let limitVariable = "TOGGLERENDER_PREVIEW_CACHE_LIMIT"

    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSTemporaryDirectory()).appendingPathComponent(".cache")
        folder = base.appendingPathComponent("togglerender/previews")
        if let text = environment[Self.limitVariable] {
            guard let bytes = Self.bytes(text) else {
                throw CLIError.usage("\(Self.limitVariable) must be a size in bytes, with K, M or G for 1024s (for example 500M), not '\(text)'")
            }
            limit = bytes
        } else {
            limit = Self.defaultLimit
        }
    }

    /// `123`, `64K`, `500M`, `2G` (binary multiples).
    static func bytes(_ text: String) -> Int64? {
        let units: [Character: Int64] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        let unit = text.last.flatMap { units[Character($0.uppercased())] }
        guard let number = Int64(unit == nil ? text : String(text.dropLast())), number >= 0 else { return nil }
        let (value, overflow) = number.multipliedReportingOverflow(by: unit ?? 1)
        return overflow ? nil : value
    }

    /// A new private folder to build in; renamed into place when whole.
    func workFolder() throws -> URL {
        let work = folder.appendingPathComponent(".build-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        return work
    }

    /// Records that `entry` was used now, so eviction keeps it longer.
    func markUsed(_ entry: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: entry.path)
    }

    /// An entry: its folder, its size in bytes and when it was last used.
    struct Entry {
        let url: URL
        let bytes: Int64
        let lastUsed: Date
    }

    /// Every entry, and build folders left by runs that were killed (an hour old or more).
    func entries() -> [Entry] {
        let fm = FileManager.default
        let names = (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.compactMap { name in
            let url = folder.appendingPathComponent(name)
            guard let attributes = try? fm.attributesOfItem(atPath: url.path),
                  let date = attributes[.modificationDate] as? Date else { return nil }
            if name.hasPrefix(".build-"), date > Date(timeIntervalSinceNow: -3600) { return nil }
            return Entry(url: url, bytes: Self.size(of: url), lastUsed: date)
        }
    }

    /// Removes the least recently used entries (never those in `keeping`) until the cache holds at most
    /// ``limit`` bytes; returns what was removed.
    @discardableResult
    func evict(keeping: Set<String> = []) -> [Entry] {
        var entries = entries().sorted { ($0.lastUsed, $0.url.path) < ($1.lastUsed, $1.url.path) }
        var total = entries.reduce(0) { $0 + $1.bytes }
        var removed: [Entry] = []
        while total > limit, let index = entries.firstIndex(where: { !keeping.contains($0.url.lastPathComponent) }) {
            let entry = entries.remove(at: index)
            try? FileManager.default.removeItem(at: entry.url)
            total -= entry.bytes
            removed.append(entry)
        }
        return removed
    }

    /// Removes every entry; returns how many and how many bytes.
    func clear() -> (count: Int, bytes: Int64) {
        let all = entries()
        for entry in all { try? FileManager.default.removeItem(at: entry.url) }
        return (all.count, all.reduce(0) { $0 + $1.bytes })
    }

    /// The bytes of the files under `url`.
    static func size(of url: URL) -> Int64 {
        guard let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey]) else { return 0 }
        var total: Int64 = 0
        for case let file as URL in files {
            let values = try? file.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
            if values?.isRegularFile == true { total += Int64(values?.fileSize ?? 0) }
        }
        return total
    }
}
