/// Blend results kept by source pixel while the pixel below repeats.
///
/// With the coverage fixed, a blend's result depends only on the source pixel and the pixel below. Under
/// a shadow or a faded layer the pixel below mostly repeats along a row (a flat or top-to-bottom fill)
/// while the source takes a few dozen values, so a result looked up here costs a compare instead of
/// eight conversions and four roundings. One entry per source alpha; an entry belongs to a `generation`
/// of the pixel below and is stale once that changes.
struct BlendMemo {
    private let entries: UnsafeMutablePointer<(source: UInt32, result: UInt32, generation: UInt64)>
    private var below: UInt32 = 0, generation: UInt64 = 1

    /// Runs `body` with an empty memo, freed after.
    static func with<R>(_ body: (inout BlendMemo) throws -> R) rethrows -> R {
        var memo = BlendMemo()
        defer { memo.entries.deallocate() }
        return try body(&memo)
    }

    private init() {
        entries = .allocate(capacity: 256)
        entries.initialize(repeating: (0, 0, 0), count: 256)
    }

    /// The kept result of `source` (four bytes, alpha in the top byte) over `below`, or nil.
    @inline(__always)
    mutating func result(of source: UInt32, over below: UInt32) -> UInt32? {
        if below != self.below { self.below = below; generation += 1; return nil }
        let entry = entries[Int(source >> 24)]
        return entry.generation == generation && entry.source == source ? entry.result : nil
    }

    /// Keeps `result` as the blend of `source` over the pixel last asked about.
    @inline(__always)
    func keep(_ result: UInt32, of source: UInt32) {
        entries[Int(source >> 24)] = (source, result, generation)
    }
}
