/// Why a resource could not be used: the file, and what was wrong with it, as one line.
public struct ResourceError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file (or folder) at fault.
    public let path: String
    /// What was wrong, and what is accepted.
    public let message: String

    public init(path: String, _ message: String) { self.path = path; self.message = message }

    public var description: String { "\(path): \(message)" }
}
