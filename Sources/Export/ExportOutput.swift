import ImageIO
import Raster

/// What an export writes for a frame plan: numbered frames, or one file that shows the whole plan.
public enum ExportOutput: Sendable {
    /// `frame_000.png`, `frame_001.png`, … one PNG a frame.
    case frames
    /// `animation.png`: an animated PNG at the plan's timing.
    case animation(loopCount: Int, lastFrameDelay: APNGDelay)
    /// `filmstrip.png`: every frame in one picture, each with its time under it.
    case filmstrip(Filmstrip.Style)
    /// `poster.png`: the plan's one frame (a plan of several frames gives its first).
    case poster

    /// The single file this output writes into an output folder; nil for numbered frames.
    public var fileName: String? {
        switch self {
        case .frames: nil
        case .animation: "animation.png"
        case .filmstrip: "filmstrip.png"
        case .poster: "poster.png"
        }
    }

    /// Every single-file name an export may write: the names an earlier run's cleanup may remove.
    public static let singleFileNames: Set<String> = ["animation.png", "filmstrip.png", "poster.png"]
}
