import Foundation
import Raster

/// An Xcode asset catalogue (`*.xcassets`) read from disk: its image sets and colour sets by name, as
/// `Image("name")` and `Color("name")` find them.
///
/// Reading the catalogue reads every `Contents.json` (a malformed one is an error naming it); pictures are
/// decoded when first asked for, once per catalogue and scale, whatever the number of frames.
/// Names are the set's folder name without its extension; a folder whose `Contents.json` says
/// `"provides-namespace": true` puts its own name and `/` before its sets' names, as Xcode does.
public final class AssetCatalog: @unchecked Sendable {
    /// The `.xcassets` folder.
    public let url: URL
    /// Image sets by name.
    public let imageSets: [String: ImageSet]
    /// Colour sets by name.
    public let colorSets: [String: ColorSet]

    private let lock = NSLock()
    private var pictures: [PictureKey: ImagePixels] = [:]
    private struct PictureKey: Hashable { let path: String; let scale: Int }

    /// Reads the catalogue at `url`.
    public init(url: URL) throws(ResourceError) {
        self.url = url
        var images: [String: ImageSet] = [:], colors: [String: ColorSet] = [:]
        try Self.scan(url, prefix: "", images: &images, colors: &colors)
        imageSets = images
        colorSets = colors
    }

    private static func scan(_ folder: URL, prefix: String, images: inout [String: ImageSet], colors: inout [String: ColorSet]) throws(ResourceError) {
        let entries: [URL]
        do {
            entries = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw ResourceError(path: folder.path, "cannot read the folder (an asset catalogue is a folder of sets)")
        }
        for entry in entries where (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let name = prefix + entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "imageset": images[name] = try ImageSet(folder: entry)
            case "colorset": colors[name] = try ColorSet(folder: entry)
            case "":
                let contents = try Contents.read(entry, required: false)
                let namespace = contents?.properties?.providesNamespace == true
                try scan(entry, prefix: namespace ? name + "/" : prefix, images: &images, colors: &colors)
            default: continue   // app icons, symbol sets, data sets: not drawn here
            }
        }
    }

    /// The picture of `file` (one of an image set's files) for a display of `scale` pixels per point:
    /// decoded the first time, then the same pixels. A bitmap is its own pixels; a PDF or SVG is drawn at
    /// its size in points times `scale`.
    public func picture(_ file: ImageSet.File, scale: Int) throws(ResourceError) -> ImagePixels {
        let key = PictureKey(path: file.url.path, scale: file.isVector ? scale : 0)
        lock.lock()
        defer { lock.unlock() }
        if let known = pictures[key] { return known }
        let pixels = ImagePixels(try PictureDecoder.decode(file.url, scale: Double(scale)))
        pictures[key] = pixels
        return pixels
    }

    /// The names of the catalogue's image sets (or colour sets) nearest to `name`, for a warning.
    public func nearestNames(to name: String, in names: some Collection<String>) -> [String] {
        names.map { ($0, Self.distance($0.lowercased(), name.lowercased())) }
            .filter { $0.1 <= max(2, name.count / 3) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(3).map(\.0)
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
