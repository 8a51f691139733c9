import Foundation

/// Goldens no preview makes any more (a preview renamed, deleted or taken out of the matrix): listed in the
/// report as removed, deleted by `--prune`.
enum SnapshotOrphans {
    /// The PNG files under `goldens` (relative paths, sorted) whose snapshot is not in `ids`; with `previews`
    /// (a `--matrix` given for this run only, so other variants' goldens are not orphans), whose preview is not.
    static func find(in goldens: URL, ids: Set<String>, previews: Set<String>? = nil) -> [String] {
        guard let e = FileManager.default.enumerator(atPath: goldens.path) else { return [] }
        return e.compactMap { $0 as? String }.filter { golden in
            guard golden.hasSuffix(".png") else { return false }
            if let previews { return !previews.contains(preview(of: golden)) }
            return !ids.contains(id(of: golden))
        }.sorted()
    }

    /// The preview a golden belongs to: its snapshot without the `[variant]`.
    static func preview(of golden: String) -> String {
        let id = id(of: golden)
        guard id.hasSuffix("]"), let open = id.lastIndex(of: "[") else { return id }
        return String(id[..<open])
    }

    /// The snapshot a golden belongs to: its path without `.png` and without a frame's `@<seconds>s`.
    static func id(of golden: String) -> String {
        let stem = String(golden.dropLast(".png".count))
        if let at = stem.lastIndex(of: "@"), stem.hasSuffix("s"), Double(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]) != nil {
            return String(stem[..<at])
        }
        return stem
    }

    /// The frame goldens of the animated snapshot `id` on disk (relative to `goldens`), sorted.
    static func frames(of id: String, in goldens: URL) -> [String] {
        let folder = goldens.appendingPathComponent(id).deletingLastPathComponent()
        let prefix = (id as NSString).deletingLastPathComponent
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.map { prefix.isEmpty ? $0 : "\(prefix)/\($0)" }
            .filter { $0.hasSuffix(".png") && $0 != id + ".png" && Self.id(of: $0) == id }.sorted()
    }

    static func prune(_ goldens: [String], in folder: URL) throws {
        for golden in goldens {
            do { try FileManager.default.removeItem(at: folder.appendingPathComponent(golden)) } catch {
                throw CLIError(status: .cannotCreate, message: "snapshot: cannot delete the golden '\(golden)': \(error.localizedDescription)")
            }
        }
    }
}
