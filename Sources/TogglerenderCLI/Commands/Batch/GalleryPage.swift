import Export
import Foundation

/// `batch --gallery FILE`: a static HTML page showing every image a batch wrote, each with alt text
/// from its component's VoiceOver description: what a team publishes beside its docs.
///
/// The page is plain HTML and CSS, no script and nothing fetched, and the same bytes for the same batch.
/// Images are shown at their size in points (pixels ÷ scale), so @2x and @3x images are sharp.
enum GalleryPage {
    /// One job's pictures: what the page shows for it.
    struct Entry {
        let label: String
        /// The job's folder, relative to the page.
        let folder: String
        let manifest: FrameManifest
        /// The pixel size of each file the page shows, read from its PNG header.
        let pixelSizes: [String: (width: Int, height: Int)]
    }

    /// The page for `entries`, titled `title`.
    static func html(title: String, entries: [Entry]) -> String {
        var body: [String] = []
        for entry in entries {
            let m = entry.manifest
            let scale = Double(m.settings["scale"].flatMap { if case .int(let s) = $0 { s } else { nil } } ?? 1)
            let caption = Self.caption(m.settings)
            // A single-file output is its picture; numbered frames show their first and last.
            let files = m.files.count > 1 ? [m.files.first!, m.files.last!] : m.files
            var figure = ["<figure>"]
            for file in files {
                let src = escape((entry.folder as NSString).appendingPathComponent(file))
                let size = entry.pixelSizes[file] ?? (m.width, m.height)
                let alt = escape(altText(m, caption: caption, file: file))
                figure.append(#"  <img src="\#(src)" \#(sizeAttributes(size, scale)) alt="\#(alt)">"#)
            }
            figure.append("  <figcaption><b>\(escape(entry.label))</b>: \(escape(caption))</figcaption>")
            figure.append("</figure>")
            body += figure
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>
            body { font: 15px/1.4 system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
            main { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
            figure { margin: 0; padding: 12px; background: #fff; border-radius: 12px; max-width: 100%; overflow: auto; }
            figure img { display: block; margin: 0 auto 8px; max-width: none; }
            figcaption { font-size: 13px; color: #3c3c43; max-width: 420px; }
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            <p>Rendered by togglerender from <code>docs/screenshots.json</code>; regenerate with <code>scripts/docs</code>.</p>
            <main>
            \(body.joined(separator: "\n"))
            </main>
            </body>
            </html>

            """
    }

    /// What the picture shows, from the job's settings: "day-night toggle to night, dark, @2x, rtl, animated".
    static func caption(_ s: [String: ManifestValue]) -> String {
        func text(_ key: String) -> String? { if case .string(let v)? = s[key] { v } else { nil } }
        var parts = ["\(text("component") ?? "component") \(text("scene") ?? "toggle") to \(text("state") ?? "?")"]
        if let symbol = text("title"), text("component") == "symbol-morph" { parts[0] += " (\(symbol))" }
        if let appearance = text("appearance") { parts.append(appearance) }
        if case .int(let scale)? = s["scale"] { parts.append("@\(scale)x") }
        if case .bool(true)? = s["reduce-motion"] { parts.append("Reduce Motion") }
        if text("layout-direction") == "rtl" { parts.append("right to left") }
        if let size = text("dynamic-type"), size != "large" { parts.append("Dynamic Type \(size)") }
        if case .bool(true)? = s["auto-toggle"] { parts.append("auto-toggling") }
        switch text("format") {
        case "apng": parts.append("animated")
        case "filmstrip": parts.append("filmstrip")
        case "poster": parts.append("still")
        default: parts.append("frames")
        }
        return parts.joined(separator: ", ")
    }

    /// The image's alt text: what VoiceOver reads for the component, then what the picture is.
    static func altText(_ m: FrameManifest, caption: String, file: String) -> String {
        let which = file.hasPrefix("frame_") ? " (\(file == m.files.first ? "first" : "last") frame)" : ""
        return "\(m.accessibilityDescription). Picture: \(caption)\(which)."
    }

    /// The width and height in a PNG file's header (IHDR comes first, at bytes 16 to 23).
    static func pngSize(_ path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 24), head.count == 24 else { return nil }
        let b = [UInt8](head)
        func be32(_ i: Int) -> Int { b[i...i + 3].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    /// A picture's size in CSS pixels (its points): `width` and `height` attributes when both are whole,
    /// which is all HTML allows there; otherwise a style (a @2x picture 291 px tall is 145.5 pt).
    static func sizeAttributes(_ size: (width: Int, height: Int), _ scale: Double) -> String {
        let width = Double(size.width) / scale, height = Double(size.height) / scale
        if width == width.rounded() && height == height.rounded() {
            return #"width="\#(Int(width))" height="\#(Int(height))""#
        }
        // At most two decimals, without trailing zeros.
        func css(_ v: Double) -> String {
            var s = String(format: "%.2f", v)
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
            return s
        }
        return #"style="width: \#(css(width))px; height: \#(css(height))px""#
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// `target` relative to the folder `base` (both paths as given; made absolute first).
    static func relativePath(from base: String, to target: String) -> String {
        let b = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
        let t = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
        var common = 0
        while common < b.count, common < t.count, b[common] == t[common] { common += 1 }
        let parts = Array(repeating: "..", count: b.count - common) + t[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
