#if canImport(Glibc)
import Glibc
#endif

/// Keeps freed memory for reuse instead of handing it back to the system after every frame.
///
/// An export allocates and frees the same few frame-sized buffers for every frame (the canvas, the
/// filtered rows, zlib's state). glibc serves blocks above its mmap threshold (128 KiB at first) with
/// fresh mappings and trims free memory at the top of a heap, so every frame faulted in ~190 freshly
/// zeroed pages: 0.45 s of system time over 300 frames at @3x. Raising both thresholds once lets later
/// frames reuse what earlier ones freed. Peak memory does not grow: the buffers are the same every frame.
///
/// One arena for all threads: glibc gives each new thread an arena of its own (up to 8 per core), a
/// frame freed by another thread goes back to the arena it came from, and every arena keeps its own
/// frame-sized blocks: an APNG export on two threads held 124 MB of freed frames across arenas, 75 MB
/// with one (the same time: small blocks come from each thread's cache without the arena's lock). The
/// APNG exporter also recycles frame storage itself (``Raster/Pixmap/recycle(_:)``), as freed frames left
/// holes that smaller blocks split.
public enum AllocatorTuning {
    /// Applies the settings (once per process; later calls do nothing).
    public static func keepFreedMemory() { _ = applied }

    private static let applied: Bool = {
        #if canImport(Glibc)
        // glibc's `mallopt` (not in Swift's Glibc module, which leaves out malloc.h), looked up by name.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3, arenaMax: Int32 = -8   // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD, M_ARENA_MAX
        _ = mallopt(mmapThreshold, 32 << 20)    // glibc's largest: blocks below 32 MiB come from the heap
        _ = mallopt(trimThreshold, 256 << 20)
        _ = mallopt(arenaMax, 1)
        #endif
        return true
    }()
}
