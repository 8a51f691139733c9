import Foundation
import Raster
@testable import Symbols

/// Shared fixtures: the built-in catalogue loaded once, pixel helpers.
enum Fixture {
    static let catalog: SymbolCatalog = {
        do { return try SymbolCatalog.builtIn() } catch { fatalError("built-in catalogue: \(error)") }
    }()

    static func symbol(_ name: String) -> Symbol {
        do { return try catalog.symbol(named: name) } catch { fatalError("\(error)") }
    }

    /// Number of pixels with alpha above `threshold`.
    static func inkCount(_ p: Pixmap, threshold: UInt8 = 0) -> Int {
        var n = 0
        for y in 0..<p.height { for x in 0..<p.width where p.pixel(x: x, y: y).a > threshold { n += 1 } }
        return n
    }

    /// Sum of alpha over the pixmap, in pixels (a coverage area).
    static func alphaArea(_ p: Pixmap) -> Double {
        var total = 0
        for y in 0..<p.height { for x in 0..<p.width { total += Int(p.pixel(x: x, y: y).a) } }
        return Double(total) / 255
    }

    /// A temporary folder holding `files` (name → contents).
    static func folder(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        return dir
    }
}
