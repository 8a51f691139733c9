import Foundation
import GoldenTesting

/// The previews × the matrix: each snapshot's name, settings and job, and what its rendering came to.
struct SnapshotPlanning {
    struct Entry {
        var preview: DiscoveredPreview
        var variant: SnapshotVariant
        var settings: SnapshotConfig.PreviewSettings
        /// `<File>/<Preview name>[<variant>]`.
        var id: String { preview.key + variant.suffix }
        var isAnimated: Bool { !settings.frames.isEmpty }
    }

    /// This shard's snapshots to render.
    let entries: [Entry]
    /// This shard's snapshots the config file skips, as the report lists them.
    let skipped: [GoldenReport.Snapshot]
    /// Every snapshot's name in the whole plan, skipped or not, any shard: a golden of none of them is an orphan.
    let allIDs: Set<String>

    init(previews: [DiscoveredPreview], variants: [SnapshotVariant], config: SnapshotConfig, shard: SnapshotShard?) {
        let all = previews.flatMap { p in variants.map { Entry(preview: p, variant: $0, settings: config.previews[p.key] ?? .init()) } }
        allIDs = Set(all.map(\.id))
        let mine = all.filter { shard?.contains($0.id) ?? true }.sorted { $0.id < $1.id }
        entries = mine.filter { $0.settings.skip == nil }
        skipped = mine.compactMap { e in
            e.settings.skip.map { reason in
                GoldenReport.Snapshot(id: e.id, preview: e.preview.key, variant: e.variant.suffix, file: e.preview.file, line: e.preview.line,
                                        status: .skipped, message: reason, frames: [])
            }
        }
    }

    /// One job an entry, its frames written under `outputFolder`.
    func jobs(scale: Int, outputFolder: URL) -> [(job: SnapshotJob, entry: Entry)] {
        entries.enumerated().map { index, e in
            (SnapshotJob(index: index, entry: e.preview.typeName, variant: e.variant, traits: e.preview.traits, scale: scale,
                         taps: e.settings.taps, drags: e.settings.drags, longPresses: e.settings.longPresses,
                         pinches: e.settings.pinches, rotations: e.settings.rotations, times: e.settings.frames, output: outputFolder.appendingPathComponent("job-\(index)").path), e)
        }
    }

    /// The report's line for one rendered (or failed) job: each frame compared, an animated golden's frames
    /// also checked for count and timing (a golden frame at an instant this run did not draw is a change).
    func result(of job: SnapshotJob, entry e: Entry, outcome: SnapshotRun.Outcome, comparison: SnapshotComparison) throws -> GoldenReport.Snapshot {
        var snapshot = GoldenReport.Snapshot(id: e.id, preview: e.preview.key, variant: e.variant.suffix, file: e.preview.file, line: e.preview.line,
                                               status: .unchanged, message: nil, tolerance: e.settings.tolerance, frames: [])
        switch outcome {
        case .failed(let reason):
            snapshot.status = .failed
            snapshot.message = reason
        case .rendered(let times, let warnings):
            var notes = warnings.map { "warning: " + $0 }
            let rule = e.settings.tolerance.map { GoldenRule.tolerant(channelTolerance: $0.channel, differingPixels: $0.pixels, because: $0.reason) } ?? .strict
            for (k, time) in times.enumerated() {
                let golden = e.isAnimated ? e.id + SnapshotNaming.frameSuffix(time) : e.id
                snapshot.frames.append(try comparison.compare(actual: "\(job.output)-\(k).png", golden: golden, time: e.isAnimated ? time : nil, rule: rule))
            }
            snapshot.status = snapshot.frames.map(\.status).max() ?? .unchanged
            if e.isAnimated {
                let drawn = Set(snapshot.frames.map(\.golden))
                let stale = SnapshotOrphans.frames(of: e.id, in: comparison.goldens).filter { !drawn.contains($0) }
                if !stale.isEmpty {
                    if comparison.mode == .all || comparison.mode == .failed {
                        try SnapshotOrphans.prune(stale, in: comparison.goldens)
                        notes.append("frames no longer drawn, removed: \(stale.joined(separator: ", "))")
                        snapshot.status = max(snapshot.status, .updated)
                    } else {
                        notes.append("the frames differ in count or timing: the goldens also have \(stale.joined(separator: ", ")), which this run did not draw")
                        snapshot.status = .changed
                    }
                }
            }
            snapshot.message = notes.isEmpty ? nil : notes.joined(separator: "; ")
        }
        return snapshot
    }
}
