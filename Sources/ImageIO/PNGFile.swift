import Foundation
import Raster

/// Reading and writing PNG files. Writes are atomic: the PNG goes to a temporary file in the same
/// folder, is flushed to disk (unless asked not to), then renamed over the target, so a reader (or a crash) never sees
/// half a file, and a failed write leaves neither the target nor the temporary file behind.
public enum PNGFile {
    /// Encodes `pixmap` with `options` and writes it atomically to `path`. `durable: false` skips the
    /// fsync: the file is still whole or absent for readers, but a power loss may lose it (a caller that
    /// moves many files into place at the end, like the frame exporter, decides that for itself).
    public static func write(_ pixmap: Pixmap, to path: String, options: PNGOptions = .default, durable: Bool = true) throws {
        let bytes = try PNGEncoder.encode(pixmap, options: options)
        try AtomicFile.write(bytes, to: path, durable: durable)
    }

    /// Reads and decodes the PNG at `path`; errors name the file.
    public static func read(_ path: String) throws -> Pixmap {
        let bytes = try AtomicFile.read(path)
        do { return try PNGDecoder.decode(bytes) } catch let e as PNGError { throw e.attributed(to: path) }
    }
}
