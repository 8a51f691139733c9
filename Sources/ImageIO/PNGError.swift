/// Everything that can go wrong reading or writing a PNG, with the file (when there is one) and
/// what was wrong, so that a user can act on the message without a debugger.
public enum PNGError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The bytes do not start with the PNG signature (wrong file, or not an image at all).
    case notPNG(path: String?)
    /// The data ends before the image does (an interrupted download or write).
    case truncated(path: String?, detail: String)
    /// The data is PNG but damaged or unsupported; `detail` is libpng's own reason.
    case corrupt(path: String?, detail: String)
    /// The image cannot be encoded as asked (for example a size PNG cannot hold, or bad options).
    case invalidInput(String)
    /// The file could not be read (missing, unreadable); `reason` is the system's.
    case readFailed(path: String, reason: String)
    /// The file could not be written; nothing was left at `path` or beside it.
    case writeFailed(path: String, reason: String)

    public var description: String {
        func file(_ p: String?) -> String { p.map { "\($0): " } ?? "" }
        switch self {
        case .notPNG(let p):
            return "\(file(p))not a PNG file (the PNG signature is missing); check that the path names a PNG image"
        case .truncated(let p, let d):
            return "\(file(p))PNG data ends early (\(d)); the file is incomplete — re-create or re-download it"
        case .corrupt(let p, let d):
            return "\(file(p))PNG data is damaged or unsupported: \(d)"
        case .invalidInput(let d):
            return "cannot encode PNG: \(d)"
        case .readFailed(let p, let r):
            return "\(p): cannot read file: \(r)"
        case .writeFailed(let p, let r):
            return "\(p): cannot write PNG: \(r) (nothing was written)"
        }
    }

    /// The same error attributed to `path`, for errors found in bytes that came from a file.
    func attributed(to path: String) -> PNGError {
        switch self {
        case .notPNG(nil): return .notPNG(path: path)
        case .truncated(nil, let d): return .truncated(path: path, detail: d)
        case .corrupt(nil, let d): return .corrupt(path: path, detail: d)
        default: return self
        }
    }
}
