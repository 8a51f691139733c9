/// A failure the command line reports as one line on standard error, with a sysexits status.
package struct CLIError: Error, CustomStringConvertible {
    /// sysexits(3) codes: what kind of failure it was, for scripts that call us.
    package enum Status: Int32 {
        case differs = 1       // a check that ran and found differences (snapshot: a changed or missing golden)
        case usage = 64        // EX_USAGE: a wrong flag, value or argument count
        case dataError = 65    // EX_DATAERR: an input file that is malformed
        case noInput = 66      // EX_NOINPUT: an input file that cannot be opened
        case unavailable = 69  // EX_UNAVAILABLE: a tool or build product the command needs is missing
        case software = 70     // EX_SOFTWARE: an internal error (a bug)
        case cannotCreate = 73 // EX_CANTCREAT: an output that cannot be written
    }
    package let status: Status
    /// One line: a line break it quotes (a value from a spec, an argument) is written as `\n`.
    package let message: String

    init(status: Status, message: String) {
        self.status = status
        self.message = oneLine(message)
    }

    static func usage(_ message: String) -> CLIError { CLIError(status: .usage, message: message) }
    package var description: String { message }
}
