import Foundation
import Synchronization

extension SymbolCatalog {
    /// The package's artwork files, each read and parsed the first time a catalogue asks for its symbol:
    /// a toggle draws four of them, and parsing all of them cost its process 10 M instructions. Copies
    /// of a catalogue share one store, so a file is parsed once whoever asks.
    final class Artwork: Sendable {
        /// The files by symbol name.
        let files: [String: URL]
        private let parsed = Mutex<[String: Symbol]>([:])

        /// The `.svg` files of `folder`.
        init(folder: URL) throws {
            var files: [String: URL] = [:]
            for file in try SymbolCatalog.contents(of: folder) where file.hasSuffix(".svg") {
                files[String(file.dropLast(".svg".count))] = folder.appendingPathComponent(file)
            }
            self.files = files
        }

        /// The names read so far.
        var readNames: Set<String> { parsed.withLock { Set($0.keys) } }

        /// The symbol `name`, read now if it was not yet; nil when the artwork has no such file.
        func symbol(named name: String) throws -> Symbol? {
            guard let url = files[name] else { return nil }
            if let symbol = parsed.withLock({ $0[name] }) { return symbol }
            let symbol = try SymbolFileReader.symbol(named: name, data: try SymbolCatalog.read(url), file: url.path)
            parsed.withLock { $0[name] = symbol }
            return symbol
        }
    }
}
