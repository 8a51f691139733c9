import Synchronization

/// Pixel storage handed back for reuse by the next pixmap of the same size.
///
/// An export makes and drops a screen-sized pixmap for every frame (12.6 MB at @3x). Freed, such a block
/// leaves a hole in the heap that smaller blocks (layers, encoder buffers) split, and the next frame,
/// finding no hole large enough, takes fresh memory: an APNG of a demo on two threads held 90–115 MB
/// where its live frames were under 40 MB. Serving frames from fresh mappings instead (`mmap`) costs
/// about 3 000 page faults a frame. So an exporter gives a frame's storage back once nothing reads it
/// (``recycle(_:)``), a new pixmap of that byte count is made in it, and the exporter lets the rest go
/// at its end (``dropRecycled(width:height:)``). Only large storage is kept, and only a few: the heap
/// serves small blocks well.
extension Pixmap {
    /// Storage smaller than this is left to the heap.
    static let smallestRecycled = 1 << 20
    /// At most this many are kept: more than an export's frames alive at once on a few threads.
    static let mostRecycled = 8
    private static let recycled = Mutex<[[UInt8]]>([])

    /// Keeps `pixmap`'s storage for the next pixmap of the same byte count. Storage still shared with
    /// another pixmap is safe to give (a new pixmap writing to it gets a copy first), only useless.
    public static func recycle(_ pixmap: consuming Pixmap) {
        let storage = pixmap.data
        guard storage.count >= smallestRecycled else { return }
        let base = storage.withUnsafeBufferPointer { $0.baseAddress }
        recycled.withLock { shelf in
            guard shelf.count < mostRecycled, !shelf.contains(where: { $0.withUnsafeBufferPointer { $0.baseAddress } == base }) else { return }
            shelf.append(storage)
        }
    }

    /// Frees the storage kept for pixmaps of `width` × `height` pixels (of that byte count).
    public static func dropRecycled(width: Int, height: Int) {
        recycled.withLock { $0.removeAll { $0.count == width * height * 4 } }
    }

    /// Kept storage of `count` bytes (any contents), if there is some.
    static func takeRecycled(count: Int) -> [UInt8]? {
        guard count >= smallestRecycled else { return nil }
        return recycled.withLock { shelf in shelf.firstIndex(where: { $0.count == count }).map { shelf.remove(at: $0) } }
    }
}
