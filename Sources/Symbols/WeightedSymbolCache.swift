import Synchronization

/// Symbols already offset for a weight, by symbol and weight, for the whole process.
///
/// Offsetting outlines (``Symbol/weighted(_:)``) is the dearest step of resolving an image: a grid of
/// cards offset the same four symbols for every evaluation of the view tree (before and after a change,
/// and again for each control's accessibility label), 200 M instructions of a demo's set-up. The result
/// depends only on the symbol and the weight, so it is kept; a lookup hashes the outlines, which costs a
/// small fraction of offsetting them.
final class WeightedSymbolCache: Sendable {
    static let shared = WeightedSymbolCache()

    private struct Key: Hashable { let symbol: Symbol; let weight: SymbolWeight }
    private let symbols = Mutex<[Key: Symbol]>([:])
    /// Enough for every symbol a scene shows; a sheet of the whole catalogue at one weight keeps only the
    /// first ones rather than growing with it.
    static let capacity = 256

    /// The symbol `make` builds for `symbol` at `weight`, built once.
    func symbol(_ symbol: Symbol, weight: SymbolWeight, make: () -> Symbol) -> Symbol {
        let key = Key(symbol: symbol, weight: weight)
        if let known = symbols.withLock({ $0[key] }) { return known }
        let made = make()
        symbols.withLock { if $0.count < Self.capacity { $0[key] = made } }
        return made
    }
}
