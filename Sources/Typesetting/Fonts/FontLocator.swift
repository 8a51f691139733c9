import CFreeType
import Foundation

/// Finds font files by family and weight with a documented, deterministic search of the font folders
/// (no fontconfig configuration, user folders or substitution rules can change the answer):
///
/// 1. Walk `searchDirectories` recursively, visiting files ending in .ttf, .otf, .ttc or .otc in
///    byte-wise sorted path order.
/// 2. For every face (and every named instance of a variable font) read the family — the typographic
///    family (name ID 16) when present, else the family name — and the weight: `OS/2.usWeightClass`
///    for a static face, the instance's style name for a named instance. Italic faces are skipped.
/// 3. The first face whose family equals the request (ignoring case) and whose weight class equals the
///    weight's is the answer (a legacy family such as "Quicksand Medium", whose remainder is a weight
///    name, counts as family "Quicksand"); none is a `TextError.fontNotFound` listing the weights that do exist.
public struct FontLocator: Sendable {
    /// Where fonts are installed system-wide on Debian.
    public static let defaultDirectories = ["/usr/share/fonts", "/usr/local/share/fonts"]

    public var searchDirectories: [String]

    public init(searchDirectories: [String] = FontLocator.defaultDirectories) {
        self.searchDirectories = searchDirectories
    }

    /// A face found on disk.
    public struct Candidate: Hashable, Sendable {
        public var path: String
        public var faceIndex: Int
        public var namedInstance: Int?
        public var family: String
        public var weightClass: Int
    }

    /// The face for `family` at `weight`.
    public func locate(family: String, weight: FontWeight) throws -> Candidate {
        let all = candidates()
        let ofFamily = all.filter { Self.family($0.family, matches: family) }
        if let hit = ofFamily.first(where: { $0.weightClass == weight.weightClass }) { return hit }
        let weights = Set(ofFamily.map(\.weightClass)).sorted().map(String.init)
        throw TextError.fontNotFound(family: family, weight: weight, searched: searchDirectories, available: weights)
    }

    /// Opens the located face through `cache`.
    public func face(family: String, weight: FontWeight, cache: FontCache = .shared) throws -> FontFace {
        let c = try locate(family: family, weight: weight)
        return try cache.face(path: c.path, faceIndex: c.faceIndex, namedInstance: c.namedInstance)
    }

    /// Every upright face in the search directories, in search order.
    public func candidates() -> [Candidate] {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else { return [] }
        defer { FT_Done_FreeType(lib) }
        return fontFiles().flatMap { Self.faces(in: $0, library: lib) }
    }

    /// Font files under the search directories, sorted.
    func fontFiles() -> [String] {
        let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
        var files: [String] = []
        for dir in searchDirectories {
            guard let walker = FileManager.default.enumerator(atPath: dir) else { continue }
            while let rel = walker.nextObject() as? String {
                if extensions.contains((rel as NSString).pathExtension.lowercased()) {
                    files.append((dir as NSString).appendingPathComponent(rel))
                }
            }
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    static func faces(in path: String, library: FT_Library) -> [Candidate] {
        var out: [Candidate] = []
        var faceCount = 1
        var index = 0
        while index < faceCount {
            var face: FT_Face?
            guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let face else { break }
            faceCount = Int(face.pointee.num_faces)
            let family = typographicFamily(face) ?? face.pointee.family_name.map { String(cString: $0) } ?? ""
            let italic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
            let instances = Int(face.pointee.style_flags >> 16)
            if !italic {
                out.append(Candidate(path: path, faceIndex: index, namedInstance: nil, family: family,
                                     weightClass: weightClass(face)))
            }
            FT_Done_Face(face)
            if instances > 0 {
                for i in 1...instances {
                    var inst: FT_Face?
                    guard FT_New_Face(library, path, FT_Long(index | (i << 16)), &inst) == 0, let inst else { continue }
                    let style = inst.pointee.style_name.map { String(cString: $0) } ?? ""
                    if !style.lowercased().contains("italic"), let w = weightClass(styleName: style) {
                        out.append(Candidate(path: path, faceIndex: index, namedInstance: i, family: family, weightClass: w))
                    }
                    FT_Done_Face(inst)
                }
            }
            index += 1
        }
        return out
    }

    /// Whether a face's family is the requested one: equal ignoring case, or a legacy per-weight family
    /// such as "Quicksand Medium" (fonts without a typographic family name split weights that way).
    static func family(_ found: String, matches wanted: String) -> Bool {
        if found.caseInsensitiveCompare(wanted) == .orderedSame { return true }
        let prefix = wanted.lowercased() + " "
        let lower = found.lowercased()
        return lower.hasPrefix(prefix) && weightClass(styleName: String(lower.dropFirst(prefix.count))) != nil
    }

    static func weightClass(_ face: FT_Face) -> Int {
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            return Int(raw.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass)
        }
        let bold = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
        return bold ? 700 : 400
    }

    /// The weight a named instance's style name stands for ("SemiBold" → 600).
    static func weightClass(styleName: String) -> Int? {
        let key = styleName.lowercased().replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "")
        let table: [(String, Int)] = [("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600),
                                      ("extrabold", 800), ("ultrabold", 800), ("thin", 100), ("light", 300),
                                      ("regular", 400), ("book", 400), ("medium", 500), ("bold", 700),
                                      ("black", 900), ("heavy", 900)]
        return table.first { key.hasPrefix($0.0) }?.1
    }

    /// Name ID 16 (typographic family), Windows Unicode or Mac Roman, when the font has it.
    static func typographicFamily(_ face: FT_Face) -> String? {
        let count = FT_Get_Sfnt_Name_Count(face)
        for i in 0..<count {
            var name = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, i, &name) == 0, name.name_id == 16, let bytes = name.string else { continue }
            let data = Array(UnsafeBufferPointer(start: bytes, count: Int(name.string_len)))
            if name.platform_id == 3 {
                let units = stride(from: 0, to: data.count - 1, by: 2).map { UInt16(data[$0]) << 8 | UInt16(data[$0 + 1]) }
                return String(decoding: units, as: UTF16.self)
            }
            if name.platform_id == 1 { return String(decoding: data, as: UTF8.self) }
        }
        return nil
    }

    static func fileExists(_ path: String) -> Bool { FileManager.default.isReadableFile(atPath: path) }
}
