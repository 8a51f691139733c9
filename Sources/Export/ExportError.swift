/// Why an export failed. Every case names the path or frame to look at; the description is one line.
///
/// Whatever the case, the exporter has already removed everything this run wrote, so the output folder
/// is as it was before the run (an earlier run's frames included).
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The output path exists and is not a folder.
    case notADirectory(path: String)
    /// The output path is a symbolic link (which could send the run's writes and removals elsewhere).
    case symbolicLink(path: String)
    /// The output folder (or a parent) could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// A file could not be written, renamed or removed.
    case cannotWrite(path: String, reason: String)
    /// The scene drew a frame of another size than its `pixelSize` (a bug in the scene).
    case frameSizeMismatch(index: Int, expected: (width: Int, height: Int), got: (width: Int, height: Int))
    /// The plan has no frames.
    case emptyPlan

    public var description: String {
        switch self {
        case .notADirectory(let p): "'\(p)' exists and is not a folder"
        case .symbolicLink(let p): "'\(p)' is a symbolic link; give the folder it points to, or another name"
        case .cannotCreateDirectory(let p, let r): "cannot create folder '\(p)': \(r)"
        case .cannotWrite(let p, let r): "cannot write '\(p)': \(r)"
        case .frameSizeMismatch(let i, let e, let g):
            "frame \(i) is \(g.width) × \(g.height) pixels, but the scene declares \(e.width) × \(e.height)"
        case .emptyPlan: "the frame plan has no frames"
        }
    }

    public static func == (l: ExportError, r: ExportError) -> Bool { l.description == r.description }
}
