import Foundation

extension SymbolCatalog {
    /// How deep a composed name's parts may themselves be composed (`arrow.uturn.backward.circle.fill`:
    /// an enclosure around a direction's other spelling is two).
    static let compositionDepth = 3

    /// `name` drawn by the first of its recipes (``SymbolComposition/recipes(for:)``) whose parts the
    /// catalogue has, with that recipe; nil when none has them all.
    func composedSymbol(named name: String) throws -> (Symbol, SymbolComposition)? {
        try composedSymbol(named: name, depth: Self.compositionDepth, visiting: [name])
    }

    /// A recipe's part: found in a source, or itself composed (up to `depth` levels, never through a
    /// name that is being composed already).
    private func part(_ name: String, depth: Int, visiting: Set<String>) throws -> Symbol? {
        // A mapped circle or square drawn from its geometry (no file read, no offset), unless a folder has it.
        if symbols[name] == nil, artwork?.files[name] == nil, iconFolder == SymbolNameMap.debianIconFolder, let entry = nameMap?.entries[name],
           let exact = Symbol.exactEnclosure(named: name, entry: entry) { return exact }
        if let symbol = try sourcedSymbol(named: name) { return symbol }
        guard depth > 0, !visiting.contains(name) else { return nil }
        return try composedSymbol(named: name, depth: depth - 1, visiting: visiting.union([name]))?.0
    }

    /// The mapped icon `name` read with its outline before the regular offset
    /// (``Symbol/outlinesAwaitOffset``), not kept; nil when a folder has the name, when it was read
    /// already (that drawing serves), or when it is not a bootstrap icon without a slash.
    private func mappedBeforeOffset(_ name: String) throws -> Symbol? {
        guard symbols[name] == nil, artwork?.files[name] == nil, drawn.found(name) == nil, let entry = nameMap?.entries[name],
              entry.set == .bootstrapIcons, !entry.addsSlash else { return nil }
        let path = URL(fileURLWithPath: iconFolder).appendingPathComponent("\(entry.icon).svg").path
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try SymbolFileReader.mappedSymbol(named: name, entry: entry, data: data, file: path, deferringOffset: true)
    }

    private func composedSymbol(named name: String, depth: Int, visiting: Set<String>) throws -> (Symbol, SymbolComposition)? {
        for recipe in SymbolComposition.recipes(for: name) {
            var parts: [Symbol] = []
            for (k, partName) in recipe.parts.enumerated() {
                // An enclosed base and a badge are offset once at their new size: a mapped one is read without
                // its own offset.
                if recipe.scalesPart(k), let p = try mappedBeforeOffset(partName) { parts.append(p); continue }
                guard let p = try part(partName, depth: depth, visiting: visiting) else { break }
                parts.append(p)
            }
            guard parts.count == recipe.parts.count else { continue }
            let drawn: Symbol?
            switch recipe {
            case .enclosed(_, _, let filled, let cropped):
                drawn = Symbol.enclosed(parts[0], in: parts[1], filled: filled, cropped: cropped, name: name)
            case .slashed: drawn = parts[0].slashed(name: name)
            case .badged(_, let badge, let inFront): drawn = parts[0].badged(badge == nil ? nil : parts[1], inFront: inFront, name: name)
            case .turned(_, let turn):
                let directional = name.split(separator: ".").contains { $0 == "forward" || $0 == "backward" }
                drawn = parts[0].turned(turn, name: name, mirrorsInRightToLeft: directional)
            case .drawnEnclosure: drawn = Symbol.drawnEnclosure(named: name)
            }
            if let drawn { return (drawn, recipe) }
        }
        return nil
    }
}

extension SymbolCatalog {
    /// The composed names reviewed on docs/symbol-sheet-composed.png (`Resources/composed-names.txt`,
    /// one a line, `#` comments), read the first time a listing needs them.
    static let reviewedComposedNames: [String] = {
        do {
            let url = try resourceFolder().appendingPathComponent("composed-names.txt")
            let text = String(decoding: try read(url), as: UTF8.self)
            return text.split(separator: "\n").compactMap { line in
                let name = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
                return name.isEmpty ? nil : name
            }.sorted()
        } catch {
            fatalError("Symbols: the composed names are unreadable: \(error)")
        }
    }()
}
