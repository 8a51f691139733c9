import Raster

/// Writing results: every file goes through ImageIO's atomic PNG writer.
enum Output {
    /// Writes `pixmap` as a PNG at `path` (pHYs from `scale`); nothing is left behind on failure.
    static func writePNG(_ pixmap: Pixmap, to path: String, scale: Double) throws {
        throw CLIError(status: .software, message: "PNG output is not wired yet")
    }
}
