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

    /// One warning line on standard error, whatever it quotes: the run goes on.
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("togglerender: \(oneLine("warning: \(message)"))\n".utf8))
    }
}
