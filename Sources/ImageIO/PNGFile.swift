import Foundation
import Raster

/// Reading and writing PNG files. Writes are atomic: the PNG goes to a temporary file in the same
/// folder, is flushed to disk, then renamed over the target, so a reader (or a crash) never sees
/// half a file, and a failed write leaves neither the target nor the temporary file behind.
public enum PNGFile {
    /// Encodes `pixmap` with `options` and writes it atomically to `path`.
    public static func write(_ pixmap: Pixmap, to path: String, options: PNGOptions = .default) throws {
        let bytes = try PNGEncoder.encode(pixmap, options: options)
        try AtomicFile.write(bytes, to: path)
    }

    /// Writes a finished encoding's PNG atomically to `path`.
    public static func write(_ encoding: PNGEncoding, to path: String) throws {
        try AtomicFile.write(encoding.pngFile(), to: path)
    }

    /// Reads and decodes the PNG at `path`; errors name the file.
    public static func read(_ path: String) throws -> Pixmap {
        let bytes = try AtomicFile.read(path)
        do { return try PNGDecoder.decode(bytes) } catch let e as PNGError { throw e.attributed(to: path) }
    }
}
