import Foundation
// Implementation-only: no fontconfig type reaches Typesetting's declarations, so the modules above it (and
// the programs `togglerender preview` compiles against them) do not need fontconfig's module map.
import CFontconfig

/// Finds an app's own fonts by name through fontconfig, as Linux finds fonts: `.custom("Name", size:)`
/// names a font by its PostScript name ("Lobster-Regular") or its family ("Lobster"), as iOS does.
///
/// The fonts searched are the app's font folders and Debian's font folders, through a fontconfig
/// configuration of our own (no user configuration, no substitution rules), so the answer is the same on
/// every machine with the same files; a listing, not a match, so a name that is not there is not there
/// (fontconfig's matching always answers with some font).
public enum CustomFontLookup {
    /// A font found for a name: its file and face.
    public struct Match: Hashable, Sendable {
        public var path: String
        public var faceIndex: Int
    }

    /// The face named `name`: of the family of that name, the face whose weight is nearest `weight` (CSS
    /// weights, 400 regular); else the face of that PostScript name. Fontconfig compares names ignoring case
    /// and spaces, so a family is looked for first: "DejaVu Serif" is also the regular face's PostScript
    /// name, and would not find the bold face. Nil when no font has the name.
    public static func find(_ name: String, weight: Int = 400, folders: [String]) -> Match? {
        lock.lock(); defer { lock.unlock() }
        guard let config = configuration(folders: folders) else { return nil }
        for key in [FC_FAMILY, FC_POSTSCRIPT_NAME] {
            let faces = list(config, key: key, value: name)
            if let best = faces.min(by: { (abs($0.weight - weight), $0.path, $0.index) < (abs($1.weight - weight), $1.path, $1.index) }) {
                return Match(path: best.path, faceIndex: best.index)
            }
        }
        return nil
    }

    private static let lock = NSLock()
    /// One configuration per set of folders: building one scans the folders.
    nonisolated(unsafe) private static var configurations: [[String]: OpaquePointer] = [:]

    private static func configuration(folders: [String]) -> OpaquePointer? {
        let all = folders + FontLocator.defaultDirectories
        if let known = configurations[all] { return known }
        guard FcInit() != 0, let config = FcConfigCreate() else { return nil }
        // A cache folder of its own (fontconfig's XDG cache, `togglerender/fontconfig`): an empty
        // configuration has none, and fontconfig then complains on standard error at every scan.
        _ = FcConfigParseAndLoadFromMemory(config, #"<fontconfig><cachedir prefix="xdg">togglerender/fontconfig</cachedir></fontconfig>"#, 0)
        for folder in all where FileManager.default.fileExists(atPath: folder) { FcConfigAppFontAddDir(config, folder) }
        configurations[all] = config
        return config
    }

    private struct Face { var path: String; var index: Int; var weight: Int }

    /// The faces whose `key` (family or PostScript name) is `value`.
    private static func list(_ config: OpaquePointer, key: String, value: String) -> [Face] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, key, value)
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FILE, FC_INDEX, FC_WEIGHT, FC_SLANT] { FcObjectSetAdd(objects, object) }
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var faces: [Face] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            var index: Int32 = 0, slant: Int32 = 0
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            FcPatternGetInteger(font, FC_INDEX, 0, &index)
            FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            // Fontconfig keeps a weight as an integer or a double, depending on the font.
            var weight = Double(FC_WEIGHT_REGULAR), integer: Int32 = 0
            if FcPatternGetInteger(font, FC_WEIGHT, 0, &integer) == FcResultMatch { weight = Double(integer) }
            else { FcPatternGetDouble(font, FC_WEIGHT, 0, &weight) }
            // Italics only when asked for by their own PostScript name.
            if slant != 0 && key == FC_FAMILY { continue }
            faces.append(Face(path: String(cString: file), index: Int(index), weight: Int(FcWeightToOpenTypeDouble(weight).rounded())))
        }
        return faces
    }
}
