import Foundation
import Raster
@testable import Symbols

/// Writes small SF Symbols templates for the tests: the app's layout (guides, a `Symbols` group of
/// variant groups placed at their left margin on their baseline) with our own shapes.
struct TemplateText {
    /// Variant id → shapes as (class list, path data in the variant's frame).
    var variants: [(id: String, shapes: [(classes: String, d: String)])] = []
    /// Variant id → (left, right) margin, relative to the variant's left edge at x = 1000 + 400·i.
    var margins: [String: (Double, Double)] = [:]
    var baselines: [String: Double] = ["S": 696, "M": 1126, "L": 1556]
    /// Where each scale's variant groups sit (their frame's y): the app puts them on the baselines.
    var groupY: [String: Double] = ["S": 696, "M": 1126, "L": 1556]
    var capHeight = 70.459
    /// Text put inside the Guides group, and after it (for broken files).
    var extraGuides = ""
    var symbolsGroup = true

    /// The x of variant `i`'s group (its frame's origin); margins are relative to it.
    static func column(_ i: Int) -> Double { 300 + 300 * Double(i) }

    var text: String {
        var out = [#"<svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">"#,
                   "<style>.hierarchical-0:primary {-sfsymbols-motion-group:0}\n.monochrome-0 {-sfsymbols-motion-group:0}</style>",
                   #"<g id="Notes"><text x="10" y="10">Template v.5.0</text></g>"#, #"<g id="Guides">"#]
        for (scale, y) in baselines.sorted(by: { $0.key < $1.key }) {
            out.append(#"<line id="Baseline-\#(scale)" x1="263" x2="3036" y1="\#(y)" y2="\#(y)" style="stroke:#27AAE1"/>"#)
            out.append(#"<line id="Capline-\#(scale)" x1="263" x2="3036" y1="\#(y - capHeight)" y2="\#(y - capHeight)" style="stroke:#27AAE1"/>"#)
        }
        for (i, v) in variants.enumerated() {
            guard let (l, r) = margins[v.id] else { continue }
            let y = baselines[String(v.id.suffix(1))] ?? 0
            for (side, x) in [("left", l), ("right", r)] {
                out.append(#"<line id="\#(side)-margin-\#(v.id)" x1="\#(Self.column(i) + x)" x2="\#(Self.column(i) + x)" y1="\#(y - 95)" y2="\#(y + 24)"/>"#)
            }
        }
        out.append(extraGuides)
        out.append("</g>")
        if symbolsGroup {
            out.append(#"<g id="Symbols">"#)
            for (i, v) in variants.enumerated() {
                let y = groupY[String(v.id.suffix(1))] ?? 0
                out.append(#"<g id="\#(v.id)" transform="matrix(1 0 0 1 \#(Self.column(i)) \#(y))">"#)
                for s in v.shapes { out.append(#"<path class="\#(s.classes)" d="\#(s.d)"/>"#) }
                out.append("</g>")
            }
            out.append("</g>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    /// A rectangle `w` wide and `h` tall standing on the baseline from x = `x`.
    static func rect(x: Double = 0, w: Double, h: Double = 50) -> String { "M\(x) 0L\(x + w) 0L\(x + w) -\(h)L\(x) -\(h)Z" }

    /// The three interpolation sources: rectangles 10, 20 and 40 units wide.
    static var sources: TemplateText {
        var t = TemplateText()
        for (w, width) in [("Ultralight", 10.0), ("Regular", 20.0), ("Black", 40.0)] {
            t.variants.append(("\(w)-S", [("monochrome-0 hierarchical-0:primary", rect(w: width))]))
        }
        return t
    }

    func symbol(named name: String = "t") throws -> Symbol {
        try SymbolFileReader.symbol(named: name, data: Data(text.utf8), file: "\(name).svg")
    }
}
