import CFreeType
import CHarfBuzz
import Foundation
import Raster

/// One font file opened in FreeType (outlines, tables) and HarfBuzz (shaping).
///
/// FreeType and HarfBuzz objects are not safe to use from two threads at once, and frames are
/// rendered in parallel. Rather than one face per thread, every use goes through one lock and the
/// results (glyph outlines) are cached as immutable `Path` values, so after the first frame drawing
/// text is a dictionary lookup and output never depends on thread scheduling.
///
/// Everything here is in font units (y up, as in the font); `Font` scales to points.
public final class FontFace: @unchecked Sendable {
    /// The file this face was read from.
    public let path: String
    /// Index of the face in a collection (0 for a plain file).
    public let faceIndex: Int
    /// Named instance of a variable font (1-based, as FreeType counts), or nil for the default.
    public let namedInstance: Int?
    /// The family name stored in the font.
    public let familyName: String
    /// The style name stored in the font (for a named instance, the instance's name).
    public let styleName: String
    /// Design metrics in font units.
    public let metrics: FontMetrics

    let lock = NSLock()
    // Guarded by `lock`.
    let library: FT_Library
    let face: FT_Face
    let hbFont: OpaquePointer
    var outlines: [UInt32: Path] = [:]

    /// Opens `path`. Throws `TextError.cannotOpenFont` when FreeType or HarfBuzz rejects the file.
    public init(path: String, faceIndex: Int = 0, namedInstance: Int? = nil) throws {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw TextError.cannotOpenFont(path: path, reason: "no readable file at this path")
        }
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else {
            throw TextError.cannotOpenFont(path: path, reason: "FreeType did not initialise")
        }
        var ftFace: FT_Face?
        let ftIndex = FT_Long(faceIndex | ((namedInstance ?? 0) << 16))
        let err = FT_New_Face(lib, path, ftIndex, &ftFace)
        guard err == 0, let ftFace else {
            FT_Done_FreeType(lib)
            throw TextError.cannotOpenFont(path: path, reason: "FreeType error \(err)")
        }
        guard ftFace.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(ftFace); FT_Done_FreeType(lib)
            throw TextError.cannotOpenFont(path: path, reason: "not a scalable (outline) font")
        }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            FT_Done_Face(ftFace); FT_Done_FreeType(lib)
            throw TextError.cannotOpenFont(path: path, reason: "HarfBuzz could not read the file")
        }
        let hbFace = hb_face_create(blob, UInt32(faceIndex))
        hb_blob_destroy(blob)
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        // Font units in and out: no scaling, no hinting, so positions are exact and resolution-free.
        let upem = Int32(ftFace.pointee.units_per_EM)
        hb_font_set_scale(font, upem, upem)
        if let namedInstance, namedInstance > 0 {
            hb_font_set_var_named_instance(font, UInt32(namedInstance - 1))
        }
        self.path = path
        self.faceIndex = faceIndex
        self.namedInstance = namedInstance
        self.library = lib
        self.face = ftFace
        self.hbFont = font
        self.familyName = ftFace.pointee.family_name.map { String(cString: $0) } ?? ""
        self.styleName = ftFace.pointee.style_name.map { String(cString: $0) } ?? ""
        self.metrics = FontMetrics(face: ftFace)
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Units per em: the size of the em square the outlines are drawn on.
    public var unitsPerEm: Double { metrics.unitsPerEm }

    /// "Inter Bold": family and style, for messages.
    public var displayName: String { styleName.isEmpty ? familyName : "\(familyName) \(styleName)" }

    /// The glyph id the font maps `scalar` to (through its cmap), or nil when it has none.
    public func glyphID(for scalar: Unicode.Scalar) -> UInt32? {
        lock.lock(); defer { lock.unlock() }
        let id = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        return id == 0 ? nil : UInt32(id)
    }
}
