import Components
import Foundation
import Raster

/// Value kinds shared by several subcommands.
extension ParsedArguments {
    /// A value read by `parse`, or nil when the flag is absent; `accepted` names the valid forms.
    func parsed<T>(_ name: String, _ parse: (String) -> T?, accepted: [String]) throws -> T? {
        guard let raw = string(name) else { return nil }
        guard let v = parse(raw) else {
            throw CLIError.usage("\(name) must be one of \(accepted.joined(separator: ", ")), not '\(raw)'")
        }
        return v
    }

    /// A colour: a SwiftUI name resolved in `palette`, or `#RRGGBB[AA]`.
    func color(_ name: String, palette: Palette) throws -> Color? {
        try parsed(name, palette.parse, accepted: [Palette.acceptedDescription])
    }

    /// The path of a file that exists and is readable, or nil when the flag is absent.
    func existingFile(_ name: String) throws -> String? {
        guard let path = string(name) else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              FileManager.default.isReadableFile(atPath: path) else {
            throw CLIError(status: .noInput, message: "\(name): cannot read file '\(path)'")
        }
        return path
    }
}
