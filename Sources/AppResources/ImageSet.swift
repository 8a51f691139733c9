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
            files.append(File(url: url, scale: scale, isDark: image.appearances?.contains(where: \.isDark) ?? false))
        }
        self.files = files
        isTemplate = contents.properties?.templateRenderingIntent == "template"
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
