import Foundation

/// An image set (`name.imageset`): its files by scale and appearance, and how it renders.
public struct ImageSet: Sendable {
    /// One picture file of the set.
    public struct File: Sendable, Equatable {
        public let url: URL
        /// The pixels per point it was drawn for (`"2x"` → 2); nil for a single-scale file, which is a vector
        /// drawn at any scale (PDF, SVG) or a bitmap at 1x.
        public let scale: Int?
        /// The dark appearance's variant.
        public let isDark: Bool
        /// A PDF or SVG: drawn at the display's scale rather than scaled from pixels.
        public var isVector: Bool { ["pdf", "svg"].contains(url.pathExtension.lowercased()) }
        /// Xcode's slicing of this file, if it has one.
        public var slicing: Slicing?
    }

    /// An image's slices as Xcode writes them (`"resizing"`): cap insets in the file's pixels, and whether
    /// the middle is tiled rather than stretched. A three-part slicing has caps on its axis only.
    public struct Slicing: Sendable, Equatable {
        public var top: Double, left: Double, bottom: Double, right: Double
        public var tilesCenter: Bool
    }

    public let files: [File]
    /// `"template-rendering-intent": "template"`: drawn in the foreground colour through its alpha.
    public let isTemplate: Bool

    init(folder: URL) throws(ResourceError) {
        let contents = try Contents.read(folder, required: true)!
        var files: [File] = []
        for image in contents.images ?? [] {
            guard let name = image.filename, image.idiom.map({ ["universal", "iphone"].contains($0) }) ?? true else { continue }
            // Scales are written "1x", "2x", "3x".
            let scale = image.scale.flatMap { Int($0.dropLast()) }
            if image.scale != nil, scale == nil || !(1...3).contains(scale!) {
                throw ResourceError(path: folder.appendingPathComponent("Contents.json").path,
                                    "scale \"\(image.scale!)\" of \(name): accepted are \"1x\", \"2x\" and \"3x\"")
            }
            let url = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw ResourceError(path: url.path, "listed in Contents.json but not in the image set")
            }
            files.append(File(url: url, scale: scale, isDark: image.appearances?.contains(where: \.isDark) ?? false,
                              slicing: image.resizing.flatMap { Self.slicing($0, of: name, in: folder) }))
        }
        self.files = files
        isTemplate = contents.properties?.templateRenderingIntent == "template"
    }

    /// The slicing of a `"resizing"` entry; nil for none. Modes Xcode writes: `9-part`, `3-part-horizontal`
    /// (left and right caps), `3-part-vertical` (top and bottom); a centre `tile` repeats, anything else stretches.
    private static func slicing(_ resizing: Contents.Resizing, of name: String, in folder: URL) -> Slicing? {
        guard let insets = resizing.capInsets else { return nil }
        let mode = resizing.mode ?? "9-part"
        let across = mode != "3-part-vertical", down = mode != "3-part-horizontal"
        let slicing = Slicing(top: down ? max(0, insets.top ?? 0) : 0, left: across ? max(0, insets.left ?? 0) : 0,
                              bottom: down ? max(0, insets.bottom ?? 0) : 0, right: across ? max(0, insets.right ?? 0) : 0,
                              tilesCenter: resizing.center?.mode == "tile")
        return slicing.top + slicing.left + slicing.bottom + slicing.right > 0 || slicing.tilesCenter ? slicing : nil
    }

    /// The file to draw at `scale` pixels per point in the light or dark appearance, and the pixels per
    /// point of the picture it gives: the appearance's own files (else the default appearance's), the
    /// exact scale, else a vector, else the nearest larger scale, else the largest (iOS's order).
    public func file(scale: Int, dark: Bool) -> (file: File, pixelsPerPoint: Int)? {
        let own = files.filter { $0.isDark == dark }
        let candidates = own.isEmpty ? files.filter { !$0.isDark } : own
        if let exact = candidates.first(where: { $0.scale == scale }) { return (exact, scale) }
        if let vector = candidates.first(where: { $0.scale == nil && $0.isVector }) { return (vector, scale) }
        let bitmaps = candidates.map { ($0, $0.scale ?? 1) }.sorted { $0.1 < $1.1 }
        guard let pick = bitmaps.first(where: { $0.1 >= scale }) ?? bitmaps.last else { return nil }
        return pick
    }
}
