/// How far an export has got, reported after each frame is written.
///
/// Reports arrive one at a time (never concurrently) with `completed` increasing by one each time,
/// although frames finish out of order on several threads; a progress line can simply print them.
public struct ExportProgress: Sendable, Equatable {
    /// Frames rendered, encoded and written (to the staging folder) so far.
    public let completed: Int
    /// Frames in the plan.
    public let total: Int

    public init(completed: Int, total: Int) {
        self.completed = completed; self.total = total
    }
}
