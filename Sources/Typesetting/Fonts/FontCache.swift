import Foundation

/// One `FontFace` per file for the whole process, so every label and every frame share one outline
/// cache and a file is parsed once.
public final class FontCache: @unchecked Sendable {
    public static let shared = FontCache()

    private let lock = NSLock()
    private var faces: [String: FontFace] = [:]

    public init() {}

    /// The face for `path` (and face index / named instance), opened on first use.
    public func face(path: String, faceIndex: Int = 0, namedInstance: Int? = nil) throws -> FontFace {
        let key = "\(path)#\(faceIndex)#\(namedInstance ?? 0)"
        lock.lock(); defer { lock.unlock() }
        if let face = faces[key] { return face }
        let face = try FontFace(path: path, faceIndex: faceIndex, namedInstance: namedInstance)
        faces[key] = face
        return face
    }
}
