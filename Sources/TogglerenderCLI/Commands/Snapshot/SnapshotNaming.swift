import Foundation

/// Golden names come from what a snapshot shows, never from counters, so they stay put when previews are
/// added, removed or reordered: `<File>/<Preview name>` for the preview, `[<variant>]` for its place in the
/// matrix, `@<time>s` for a frame of an animated golden.
enum SnapshotNaming {
    /// The name of a `#Preview` without one: the first type its body constructs (`CardView(…)` → `CardView`)
    /// that is not one of SwiftUI's containers or primitives, as that is what it shows; else the first type;
    /// "Preview" when it constructs none.
    static func unnamed(body: String) -> String {
        let regex = try! NSRegularExpression(pattern: #"\b([A-Z][A-Za-z0-9_]*)\s*[({]"#)
        let types = regex.matches(in: body, range: NSRange(body.startIndex..., in: body)).compactMap { Range($0.range(at: 1), in: body).map { String(body[$0]) } }
        return types.first { !containers.contains($0) } ?? types.first ?? "Preview"
    }

    /// SwiftUI's own views, which say little about what a preview shows.
    static let containers: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ScrollView", "List", "Form",
                                           "Section", "NavigationStack", "NavigationView", "Grid", "GridRow", "Text", "Image", "Color",
                                           "Spacer", "Divider", "Button", "Toggle", "Label", "RoundedRectangle", "Rectangle", "Circle", "Capsule"]

    /// A name safe as a file name: no `/`, no control characters, no leading dot, not empty.
    static func fileSafe(_ name: String) -> String {
        var s = String(name.map { $0 == "/" || $0 == "\\" || $0.isNewline || ($0.asciiValue.map { $0 < 32 } ?? false) ? "-" : $0 })
        s = s.trimmingCharacters(in: .whitespaces)
        while s.hasPrefix(".") { s.removeFirst() }
        return s.isEmpty ? "Preview" : s
    }

    /// Six hex digits of a hash of `text` with its whitespace collapsed: tells apart unnamed previews of one
    /// type in one file by what they contain, whatever their order.
    static func contentTag(_ text: String) -> String {
        let normalized = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return String(String(stableHash(normalized), radix: 16).suffix(6))
    }

    /// FNV-1a (64 bit): the same value on every machine and run (Swift's `Hasher` is seeded per process).
    static func stableHash(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100000001b3 }
        return h
    }

    /// A frame's suffix: `@0.100s`, three decimals (a millisecond is finer than any display frame).
    static func frameSuffix(_ time: Double) -> String { "@" + String(format: "%.3f", time) + "s" }
}
