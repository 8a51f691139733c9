import Foundation
import Raster
import Symbols

/// Issue 35's speed target: resolving and drawing a composed symbol costs no more than a mapped one.
/// Pairs of like symbols (a composed filled enclosure against a mapped one, …), each drawn alone at 17 pt
/// @3x, timed in turns (composed, mapped, composed, …) so both see the same load; medians and their ratio.
/// "First use" resolves in a new catalogue each time (icon files read and parsed, parts put together);
/// "again" resolves in one catalogue, as a view evaluated for many frames does.
/// `togglerender-bench symbols NAME…` times only the pairs of those composed names (for a profiler).
func runSymbolResolveBenchmark() -> [String] {
    let only = Set(CommandLine.arguments.dropFirst(2))
    let pairs = [("heart.circle.fill", "plus.circle.fill"), ("person.crop.circle.fill", "person.crop.circle"),
                 ("chevron.up.square", "arrow.up.square"), ("mic.slash.circle.fill", "speaker.slash.fill"),
                 ("person.badge.key", "person.badge.plus")].filter { only.isEmpty || only.contains($0.0) }
    guard let shared = try? SymbolCatalog.builtIn(), pairs.allSatisfy({ shared.source(of: $0.1).map { if case .mapped = $0 { true } else { false } } ?? false }),
          pairs.allSatisfy({ shared.source(of: $0.0).map { if case .composed = $0 { true } else { false } } ?? false }) else {
        return ["Composed vs mapped symbols: the catalogue's sources are missing (scripts/setup --render)"]
    }
    let style = SymbolStyle(pointSize: 17)
    func draw(_ name: String, in catalog: SymbolCatalog) {
        guard let symbol = try? catalog.symbol(named: name) else { return }
        _ = SymbolRenderer.image(of: symbol, style: style, scale: 3)
    }
    func inTurns(_ runs: [() -> Void], rounds: Int) -> [Double] {
        let clock = ContinuousClock()
        func seconds(_ body: () -> Void) -> Double {
            let d = clock.measure(body)
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }
        for _ in 0..<3 { for run in runs { run() } }
        var times = runs.map { _ in [Double]() }
        for _ in 0..<rounds { for (k, run) in runs.enumerated() { times[k].append(seconds(run)) } }
        return times.map { $0.sorted()[rounds / 2] }
    }
    /// The composed symbol drawn as before its glyph was cut in (`SymbolLayer.cutOut`): a fill and an erase.
    func twoPass(_ symbol: Symbol) -> Symbol {
        var s = symbol
        s.layers = s.layers.map { var l = $0; l.cutOut = nil; return l }
        return s
    }
    var lines = ["Composed vs mapped symbols, resolve + draw at 17 pt @3x (release, one core, medians of runs taken in turns)"]
    for (composed, mapped) in pairs {
        let first = inTurns([{ draw(composed, in: (try? SymbolCatalog.builtIn()) ?? shared) },
                             { draw(mapped, in: (try? SymbolCatalog.builtIn()) ?? shared) }], rounds: 41)
        let unCut = (try? shared.symbol(named: composed)).map(twoPass)
        let again = inTurns([{ draw(composed, in: shared) }, { draw(mapped, in: shared) },
                             { if let unCut { _ = SymbolRenderer.image(of: unCut, style: style, scale: 3) } }], rounds: 201)
        lines.append(String(format: "  %@ against %@: first use %@ / %@ = %.2f×, again %@ / %@ = %.2f× (glyph erased in a second pass: %@ = %.2f×)",
                            composed, mapped, formatSeconds(first[0]), formatSeconds(first[1]), first[0] / first[1],
                            formatSeconds(again[0]), formatSeconds(again[1]), again[0] / again[1], formatSeconds(again[2]), again[2] / again[1]))
    }
    return lines
}
