/// `--shard K/N`: the share of the snapshots one of N CI jobs takes. A snapshot belongs to the shard its
/// name's hash picks, so the split needs no coordination, does not move when other previews are added,
/// and the N shares together are every snapshot exactly once.
struct SnapshotShard: Equatable {
    let index: Int
    let count: Int

    init(_ text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), (1...1000).contains(n), (1...n).contains(k) else {
            throw CLIError.usage("--shard must be K/N with 1 ≤ K ≤ N ≤ 1000 (e.g. 2/3), not '\(text)'")
        }
        index = k; count = n
    }

    /// Whether the snapshot `id` is this shard's.
    func contains(_ id: String) -> Bool { Int(SnapshotNaming.stableHash(id) % UInt64(count)) == index - 1 }

    var description: String { "\(index)/\(count)" }
}
