/// Where a symbol's drawing comes from, in the order a name is looked up.
public enum SymbolSource: Hashable, Sendable, CustomStringConvertible {
    /// A `.svg` file of the user's `--symbols DIR`: it adds a name or overrides any other source.
    case userFolder
    /// The project's own artwork (`Sources/Symbols/Resources`), the seeds' symbols.
    case ours
    /// An icon of one of Debian's icon sets, through the name map (``SymbolNameMap``).
    case mapped(icon: String, set: IconSet = .bootstrapIcons)
    /// Put together from other names by SF Symbols' naming grammar (``SymbolComposition``): the
    /// recipe, as `heart.fill knocked out of circle.fill`.
    case composed(String)

    public var description: String {
        switch self {
        case .userFolder: "user folder"
        case .ours: "ours"
        case .mapped(let icon, let set): "mapped (\(set) \(icon))"
        case .composed(let recipe): "composed (\(recipe))"
        }
    }
}

/// What a name resolves to: what `Image(systemName:)` draws.
public enum SymbolResolution: Hashable, Sendable {
    case found(Symbol, source: SymbolSource)
    /// No source has the name. SwiftUI draws nothing and logs; ``warning`` is that log line.
    case unknown(name: String, nearest: [String])

    /// The symbol, or nil for an unknown name.
    public var symbol: Symbol? {
        if case .found(let s, _) = self { return s }
        return nil
    }

    /// What to draw: the symbol, or for an unknown name an empty symbol of a square symbol's size
    /// (``Symbol/empty(named:)``), as SwiftUI lays out and draws nothing there.
    public var symbolOrEmpty: Symbol {
        switch self {
        case .found(let s, _): s
        case .unknown(let name, _): .empty(named: name)
        }
    }

    /// The one-line warning for an unknown name, naming the nearest known names; nil when found.
    public var warning: String? {
        guard case .unknown(let name, let nearest) = self else { return nil }
        return "no symbol named '\(name)', drawing nothing" + (nearest.isEmpty ? "" : "; nearest: \(nearest.joined(separator: ", "))")
    }

    /// The error of a strict lookup (``SymbolCatalog/symbol(named:)``), nil when found.
    public var error: SymbolError? {
        guard case .unknown(let name, let nearest) = self else { return nil }
        return .unknownName(name, nearest: nearest)
    }
}
