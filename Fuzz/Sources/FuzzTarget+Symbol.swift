import Foundation
import Raster
import Symbols

extension FuzzTarget {
    /// One file of a `--symbols DIR` folder: the symbol reader (layers, metrics, slash axis, an SF Symbols
    /// template's variants), then the symbol drawn at 17 pt, regular and black, when its image is small
    /// enough for the command line to draw it.
    static let symbol = FuzzTarget(
        name: "symbol", summary: "SymbolFileReader.symbol (a --symbols file), then the symbol drawn at 17 pt",
        seedSources: ["Sources/Symbols/Resources", "Fixtures/symbols"], seedExtension: ".svg"
    ) { bytes in
        let symbol: Symbol
        do { symbol = try SymbolFileReader.symbol(named: "fuzz", data: Data(bytes), file: "fuzz.svg") } catch {
            checkOneLine("\(error)", "a symbol error")
            return
        }
        for style in [SymbolStyle(pointSize: 17), SymbolStyle(pointSize: 17, weight: .black, scale: .large)] {
            let box = SymbolRenderer.imageBox(of: symbol, style: style)
            let side = max(box.width, box.height) * style.unitScale
            // The command line refuses images past its limits; small ones keep the fuzzer fast.
            guard side.isFinite, side < 256 else { return }
            _ = SymbolRenderer.image(of: symbol, style: style)
        }
    }
}
