/// Why a resource could not be used: the file, and what was wrong with it, as one line.
public struct ResourceError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file (or folder) at fault.
    public let path: String
    /// What was wrong, and what is accepted.
    public let message: String

    /// Line breaks in either (a file name, or a value the message quotes) are written as `\n`, so that the
    /// error stays one line whatever the input held.
    public init(path: String, _ message: String) {
        self.path = Self.oneLine(path)
        self.message = Self.oneLine(message)
    }

    private static func oneLine(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: "\\n")
    }

    public var description: String { "\(path): \(message)" }
}
