/// Why a symbol couldn't be loaded or found. Each message is one line naming what went wrong and where.
public enum SymbolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A file that isn't well-formed or breaks the convention, with its 1-based line and column.
    case malformed(file: String, line: Int, column: Int, reason: String)
    /// A file or folder that can't be read.
    case unreadable(path: String, reason: String)
    /// A name the catalogue doesn't hold, with the nearest names it does.
    case unknownName(String, nearest: [String])

    public var description: String {
        switch self {
        case .malformed(let file, let line, let column, let reason): "\(file):\(line):\(column): \(reason)"
        case .unreadable(let path, let reason): "\(path): \(reason)"
        case .unknownName(let name, let nearest):
            "unknown symbol '\(name)'" + (nearest.isEmpty ? "" : "; nearest: \(nearest.joined(separator: ", "))")
        }
    }
}
