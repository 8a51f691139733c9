import Components
import Foundation
import HeadlessSwiftUI
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

    /// A colour: a SwiftUI name (adapting to appearance and palette), or `#RRGGBB[AA]`.
    func color(_ name: String) throws -> HeadlessSwiftUI.Color? {
        try parsed(name, ColorArgument.parse, accepted: [ColorArgument.acceptedDescription])
    }

    /// A colour resolved for an appearance and palette (iOS 18 light by default), for drawing directly.
    func rasterColor(_ name: String, scheme: ColorScheme = .light, palette: SystemPalette = .ios18) throws -> Raster.Color? {
        try color(name)?.resolved(scheme: scheme, palette: palette)
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
