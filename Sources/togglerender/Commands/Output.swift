import Foundation
import ImageIO
import Raster

/// Writing results: every PNG goes through ImageIO's atomic writer, so a failed command leaves no
/// partial file behind.
enum Output {
    /// Writes `pixmap` as a PNG at `path`, with a pHYs chunk for `scale` (72 dpi × scale) when given.
    static func writePNG(_ pixmap: Pixmap, to path: String, scale: Double? = nil) throws {
        do {
            try PNGFile.write(pixmap, to: path, options: PNGOptions.default.withScale(scale))
        } catch {
            throw CLIError(status: .cannotCreate, message: "cannot write '\(path)': \(error)")
        }
    }

    /// Writes `count` frames into `directory` (created when missing) all or nothing: every frame goes to
    /// a hidden temporary file first, and only when all are written are they renamed into place. On a
    /// failure the temporary files, and the folder if this call created it, are removed.
    static func writeFrames(count: Int, into directory: String, name: (Int) -> String,
                            render: (Int) -> Pixmap) throws {
        let fm = FileManager.default
        let created = !fm.fileExists(atPath: directory)
        do { try fm.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch {
            throw CLIError(status: .cannotCreate, message: "cannot create '\(directory)': \(error.localizedDescription)")
        }
        let folder = directory as NSString
        // A target that cannot be replaced by a file (a folder) would fail only at the rename: refuse first.
        for i in 0..<count {
            var isDirectory: ObjCBool = false
            let target = folder.appendingPathComponent(name(i))
            if fm.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue {
                if created { try? fm.removeItem(atPath: directory) }
                throw CLIError(status: .cannotCreate, message: "cannot write '\(target)': it is a folder (nothing was written)")
            }
        }
        var temporary: [String] = []
        var placed: [String] = []
        do {
            for i in 0..<count {
                let path = folder.appendingPathComponent(".\(name(i)).partial")
                try writePNG(render(i), to: path)
                temporary.append(path)
            }
            for (i, path) in temporary.enumerated() {
                let target = folder.appendingPathComponent(name(i))
                if rename(path, target) != 0 {
                    throw CLIError(status: .cannotCreate, message: "cannot write '\(target)': \(String(cString: strerror(errno)))")
                }
                placed.append(target)
            }
        } catch {
            for path in temporary + placed { try? fm.removeItem(atPath: path) }
            if created { try? fm.removeItem(atPath: directory) }
            throw error
        }
    }
}
