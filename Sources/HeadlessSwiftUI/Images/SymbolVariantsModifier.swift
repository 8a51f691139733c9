import Symbols

/// A variant of a symbol, as SwiftUI's `SymbolVariants`: a shape around it (`.circle`, `.square`,
/// `.rectangle`), `.fill` and `.slash`, combined as `.circle.fill` or `.fill.circle`. Applied with
/// ``View/symbolVariant(_:)`` to every `Image(systemName:)` below, which then draws the name SF gives
/// that variant (`heart` with `.circle.fill` is `heart.circle.fill`), or its plain name when the
/// catalogue has no such variant.
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape's name word (`circle`, `square`, `rectangle`), if any.
    var shape: String?
    var isFilled: Bool
    var isSlashed: Bool

    /// No variant. As a modifier it adds nothing; set as the environment's ``EnvironmentValues/symbolVariants``
    /// it clears what ancestors chose.
    public static let none = SymbolVariants(shape: nil, isFilled: false, isSlashed: false)
    public static let circle = SymbolVariants(shape: "circle", isFilled: false, isSlashed: false)
    public static let square = SymbolVariants(shape: "square", isFilled: false, isSlashed: false)
    public static let rectangle = SymbolVariants(shape: "rectangle", isFilled: false, isSlashed: false)
    public static let fill = SymbolVariants(shape: nil, isFilled: true, isSlashed: false)
    public static let slash = SymbolVariants(shape: nil, isFilled: false, isSlashed: true)

    /// This variant also in a circle (a shape replaces any other shape).
    public var circle: SymbolVariants { SymbolVariants(shape: "circle", isFilled: isFilled, isSlashed: isSlashed) }
    public var square: SymbolVariants { SymbolVariants(shape: "square", isFilled: isFilled, isSlashed: isSlashed) }
    public var rectangle: SymbolVariants { SymbolVariants(shape: "rectangle", isFilled: isFilled, isSlashed: isSlashed) }
    public var fill: SymbolVariants { SymbolVariants(shape: shape, isFilled: true, isSlashed: isSlashed) }
    public var slash: SymbolVariants { SymbolVariants(shape: shape, isFilled: isFilled, isSlashed: true) }

    /// Whether this variant includes every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// This variant with `other`'s parts added (its shape, if it has one, replacing this one's).
    func union(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    /// The names to try for `name` under this variant, the full variant first, then with its parts
    /// dropped one by one (fill, then shape, then slash) down to `name` itself: SwiftUI draws the
    /// variant a symbol has. The variant words `name` already ends with count as chosen (`heart.fill`
    /// with `.circle` is `heart.circle.fill`), and SF's order is base, slash, shape, fill.
    func candidateNames(for name: String) -> [String] {
        guard self != .none else { return [name] }
        var words = name.split(separator: ".").map(String.init)
        var written = SymbolVariants.none
        if words.last == "fill", words.count > 1 { words.removeLast(); written = written.union(.fill) }
        if let last = words.last, words.count > 1, ["circle", "square", "rectangle"].contains(last) {
            words.removeLast(); written = written.union(SymbolVariants(shape: last, isFilled: false, isSlashed: false))
        }
        if words.last == "slash", words.count > 1 { words.removeLast(); written = written.union(.slash) }
        let base = words.joined(separator: ".")
        func spelled(_ v: SymbolVariants) -> String {
            base + (v.isSlashed ? ".slash" : "") + (v.shape.map { "." + $0 } ?? "") + (v.isFilled ? ".fill" : "")
        }
        var v = written.union(self)
        var out = [spelled(v)]
        // What the modifier added is dropped, fill first, then the shape, then the slash; what the name spells stays.
        if isFilled && !written.isFilled { v.isFilled = false; out.append(spelled(v)) }
        if shape != nil && written.shape == nil { v.shape = nil; out.append(spelled(v)) }
        if isSlashed && !written.isSlashed { v.isSlashed = false; out.append(spelled(v)) }
        if !out.contains(name) { out.append(name) }
        return out
    }
}

extension SymbolVariants {
    /// What `Image(systemName: name)` draws under this variant: the first of ``candidateNames(for:)``
    /// that `catalog` has, else `name`'s own resolution (an unknown name's warning names `name`).
    func resolve(_ name: String, in catalog: SymbolCatalog) throws -> SymbolResolution {
        for candidate in candidateNames(for: name) where candidate != name {
            if let (symbol, source) = try catalog.lookUp(candidate) { return .found(symbol, source: source) }
        }
        return try catalog.resolve(name)
    }
}

extension EnvironmentValues {
    /// The symbol variant of `Image(systemName:)` in this subtree (``View/symbolVariant(_:)`` adds to it).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension View {
    /// Makes symbols in the subtree show `variant`, added to any variant an ancestor chose (`.none`
    /// adds nothing; set the environment's `symbolVariants` to `.none` to clear it).
    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, EnvironmentWriter> {
        transformEnvironment(\.symbolVariants) { $0 = $0.union(variant) }
    }
}
