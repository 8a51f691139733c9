import Foundation
import Raster

/// A colour set (`name.colorset`): its colour, and its dark appearance's if it has one.
public struct ColorSet: Sendable {
    public let any: Raster.Color
    public let dark: Raster.Color?

    init(folder: URL) throws(ResourceError) {
        try self.init(contents: Contents.read(folder, required: true)!, file: folder.appendingPathComponent("Contents.json").path)
    }

    /// The colour set of a `Contents.json`'s bytes (what the fuzzers call); `path` names it in errors.
    public init(contentsJSON data: Data, path: String) throws(ResourceError) {
        try self.init(contents: Contents.decode(data, path: path), file: path)
    }

    init(contents: Contents, file: String) throws(ResourceError) {
        var any: Raster.Color?, dark: Raster.Color?
        for entry in contents.colors ?? [] where entry.idiom.map({ ["universal", "iphone"].contains($0) }) ?? true {
            guard let value = entry.color else { continue }
            let color = try Self.color(value, file: file)
            if entry.appearances?.contains(where: \.isDark) == true { dark = color }
            else if entry.appearances?.isEmpty ?? true { any = color }
        }
        guard let any else { throw ResourceError(path: file, "the colour set has no colour for the default appearance") }
        self.any = any
        self.dark = dark
    }

    /// The colour for the light or dark appearance.
    public func color(dark isDark: Bool) -> Raster.Color { isDark ? dark ?? any : any }

    /// A colour of Contents.json: sRGB, extended sRGB, Display P3 (taken as sRGB, clamped when drawn, as
    /// the view layer's Display P3 colours are) or grey; components as Xcode writes them.
    static func color(_ value: Contents.ColorValue, file: String) throws(ResourceError) -> Raster.Color {
        let space = value.colorSpace ?? "srgb"
        guard ["srgb", "extended-srgb", "display-p3", "extended-linear-srgb", "gray-gamma-22", "extended-gray"].contains(space) else {
            throw ResourceError(path: file, "colour space \"\(space)\": accepted are srgb, extended-srgb, display-p3 and gray-gamma-22")
        }
        let components = value.components ?? [:]
        func component(_ key: String) throws(ResourceError) -> Double {
            guard let text = components[key] else {
                throw ResourceError(path: file, "a colour has no \"\(key)\" component")
            }
            guard let number = Self.component(text) else {
                throw ResourceError(path: file, "component \(key) \"\(text)\": accepted are 0…1 (\"0.500\"), 0…255 (\"128\") and hex (\"0x80\")")
            }
            return number
        }
        // Alpha is always a fraction ("1.000", or "1" by hand), whatever form the colour channels take.
        let alpha = try components["alpha"].map { text throws(ResourceError) in
            guard let a = text.lowercased().hasPrefix("0x") ? Self.component(text) : Double(text.trimmingCharacters(in: .whitespaces)) else {
                throw ResourceError(path: file, "component alpha \"\(text)\": accepted is a fraction 0…1 (\"1.000\")")
            }
            return a
        } ?? 1
        if let white = components["white"].flatMap(Self.component) {
            return Raster.Color(red: white, green: white, blue: white, alpha: alpha)
        }
        return Raster.Color(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
    }

    /// Xcode writes a component as a fraction with a point ("0.500"), a whole number of 0…255 ("128"), or
    /// hexadecimal ("0x80").
    static func component(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.lowercased().hasPrefix("0x") { return Int(t.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if t.contains(".") { return Double(t) }
        return Int(t).map { Double($0) / 255 }
    }
}
