/// How SF Symbols' naming grammar puts a name together from other names, so a name that no source has
/// is drawn from the parts that one has (docs/symbols.md, "Composed symbols").
///
/// SF names its variants by suffix: an enclosure (`heart.circle`, `heart.square.fill`), a slash
/// (`bell.slash`), a badge (`person.badge.plus`, `bell.badge`) and a direction (`arrow.up.circle`,
/// `chevron.backward`). ``recipes(for:)`` reads a name into the recipes that could draw it, the
/// most faithful first; the catalogue draws the first whose parts it has.
public enum SymbolComposition: Hashable, Sendable, CustomStringConvertible {
    /// `base` inside the outlined `enclosure` (`heart.circle`: `heart` in `circle`), or cut out of the
    /// filled one (`heart.circle.fill`: `heart.fill`, else `heart`, knocked out of `circle.fill`).
    /// `cropped` (`person.crop.circle.fill`) sets the base larger and low, its shoulders cut by the edge.
    case enclosed(base: String, enclosure: String, filled: Bool, cropped: Bool = false)
    /// `base` with the project's slash and gap (`bell.slash`: `bell`; `bell.slash.fill`: `bell.fill`).
    case slashed(base: String)
    /// `base` with `badge` in its bottom-trailing corner, cut free of it (`person.badge.plus`), or
    /// with a dot at its top-trailing corner when `badge` is nil (`bell.badge`). `inFront` sets a
    /// larger badge, one symbol in front of another (`doc.on.clipboard`, `doc.text.magnifyingglass`).
    case badged(base: String, badge: String?, inFront: Bool = false)
    /// `base` turned by `quarterTurns` quarter turns clockwise, or mirrored left to right / top to
    /// bottom: a directional name drawn from the same family in another direction
    /// (`arrow.up.circle` from `arrow.right.circle`, `chevron.backward` from `chevron.left`).
    case turned(base: String, turn: Turn)
    /// An enclosure SF draws but the icon sets lack (`rectangle`, `app.fill`, `capsule`, `seal`), drawn
    /// here with a regular line.
    case drawnEnclosure(name: String)

    /// How a directional symbol is made from another direction of its family.
    public enum Turn: Hashable, Sendable {
        /// Unchanged (`backward` drawn as `left`).
        case same
        /// Flipped left to right (`right` from `left`: a U-turn keeps its hook below).
        case mirrored
        /// Flipped top to bottom (`down` from `up`).
        case flipped
        /// Turned a quarter clockwise (`down` from `right`), or anticlockwise.
        case clockwise, anticlockwise
    }

    public var description: String {
        switch self {
        case .enclosed(let base, let enclosure, let filled, let cropped):
            (filled ? "\(base) knocked out of \(enclosure)" : "\(base) in \(enclosure)") + (cropped ? ", cropped" : "")
        case .slashed(let base): "\(base) with a slash"
        case .badged(let base, let badge, let inFront):
            badge.map { inFront ? "\($0) in front of \(base)" : "\(base) with a \($0) badge" } ?? "\(base) with a dot badge"
        case .turned(let base, let turn):
            switch turn {
            case .same: base
            case .mirrored: "\(base) mirrored"
            case .flipped: "\(base) flipped"
            case .clockwise: "\(base) turned clockwise"
            case .anticlockwise: "\(base) turned anticlockwise"
            }
        case .drawnEnclosure(let name): "\(name) drawn"
        }
    }

    /// The names this recipe draws from, in the order they are asked for.
    public var parts: [String] {
        switch self {
        case .enclosed(let base, let enclosure, _, _): [base, enclosure]
        case .slashed(let base): [base]
        case .badged(let base, let badge, _): [base] + (badge.map { [$0] } ?? [])
        case .turned(let base, _): [base]
        case .drawnEnclosure: []
        }
    }

    /// Whether the recipe's part `k` is drawn scaled and regrown (``Symbol/transformed(_:regrow:)``), so
    /// its drawing is offset once at its new size: an enclosed base, a badge or a symbol in front.
    func scalesPart(_ k: Int) -> Bool {
        switch self {
        case .enclosed: k == 0
        case .badged(_, let badge, _): badge != nil && k == 1
        default: false
        }
    }

    /// The enclosures of the grammar, as the last words of a name before an optional `.fill`.
    static let enclosures = ["circle", "square", "rectangle", "app", "shield", "diamond", "octagon", "hexagon", "capsule", "seal",
                             "message", "bubble"]
    /// The families SF sets a magnifying glass in front of (`doc.text.magnifyingglass`); in other names
    /// the glass holds the first part (`sparkle.magnifyingglass`), which is not composed.
    static let magnifiedFamilies: Set<String> = ["doc", "text", "folder", "list", "photo", "person"]
    /// The enclosures drawn here (``drawnEnclosure(name:)``), with and without `.fill`.
    static let drawnEnclosures: Set<String> = ["rectangle", "rectangle.fill", "app.fill", "capsule", "capsule.fill", "seal", "seal.fill"]
    /// The families whose directions are one drawing turned or mirrored.
    static let directionalFamilies: Set<String> = ["arrow", "chevron", "arrowtriangle", "arrowshape", "arrowkeys"]
    /// A direction word and its angle, clockwise from `right` (y down); `forward`/`backward` are
    /// `right`/`left` that mirror in right-to-left layouts.
    static let directions: [String: Int] = ["right": 0, "down": 1, "left": 2, "up": 3, "forward": 0, "backward": 2]
    /// The words that may follow a direction in a name this grammar turns (`arrow.up.circle.fill`; not a
    /// second direction, `arrow.up.left`, nor another object, `arrow.up.and.down`).
    static let afterDirection: Set<String> = ["circle", "square", "rectangle", "fill", "app"]

    /// The recipes that could draw `name`, most faithful first; empty for a name the grammar does not read.
    public static func recipes(for name: String) -> [SymbolComposition] {
        if drawnEnclosures.contains(name) { return [.drawnEnclosure(name: name)] }
        let words = name.split(separator: ".").map(String.init)
        guard words.count >= 2 else { return [] }
        var out: [SymbolComposition] = []
        func join(_ w: ArraySlice<String>) -> String { w.joined(separator: ".") }

        // An enclosure, outlined or filled, around a non-empty base.
        let filled = words.last == "fill"
        let body = filled ? words.dropLast() : words[...]
        if body.count >= 2, let last = body.last, enclosures.contains(last) {
            var base = body.dropLast()
            // `person.crop.circle`: SF's crop is a placement of the person, not a symbol of its own.
            let cropped = base.last == "crop" && base.count >= 2
            if cropped { base = base.dropLast() }
            // SF's `questionmark.bubble` sits in the speech bubble whose tail is on the leading side.
            let enclosure = (last == "bubble" ? "bubble.left" : last) + (filled ? ".fill" : "")
            if filled { out.append(.enclosed(base: join(base) + ".fill", enclosure: enclosure, filled: true, cropped: cropped)) }
            out.append(.enclosed(base: join(base), enclosure: enclosure, filled: filled, cropped: cropped && filled))
        }
        // A slash: `bell.slash`, `bell.slash.fill` (the slash goes over `bell.fill`).
        if let k = words.lastIndex(of: "slash"), k >= 1, k == words.count - 1 || (k == words.count - 2 && filled) {
            out.append(.slashed(base: join(words[..<k]) + (filled ? ".fill" : "")))
        }
        // A badge: `person.badge.plus`, `bell.badge`, `bell.badge.fill` (over `bell.fill`).
        if let k = words.lastIndex(of: "badge"), k >= 1 {
            let rest = words[(k + 1)...]
            if rest.isEmpty { out.append(.badged(base: join(words[..<k]), badge: nil)) }
            else if rest == ["fill"] { out.append(.badged(base: join(words[..<k]) + ".fill", badge: nil)) }
            else { out.append(.badged(base: join(words[..<k]), badge: join(rest))) }
        }
        // One symbol in front of another: `doc.on.clipboard`; a magnifying glass in front of a document.
        if let k = words.firstIndex(of: "on"), k >= 1, k < words.count - 1 {
            out.append(.badged(base: join(words[(k + 1)...]), badge: join(words[..<k]), inFront: true))
        }
        if words.last == "magnifyingglass", magnifiedFamilies.contains(words[0]) {
            out.append(.badged(base: join(words.dropLast()), badge: "magnifyingglass", inFront: true))
        }
        // A direction of a directional family: every other direction, the nearest drawing first.
        if directionalFamilies.contains(words[0]),
           let k = words.indices.dropFirst().first(where: { directions[words[$0]] != nil }),
           words[(k + 1)...].allSatisfy({ afterDirection.contains($0) }) {
            let want = words[k], angle = directions[want]!
            // The same direction's other spelling first (`backward` as `left`), then mirrors, then turns.
            let order: [String] = ["forward", "backward", "right", "left", "up", "down"]
            var candidates = order.filter { $0 != want && directions[$0] == angle }
            candidates += order.filter { directions[$0]! % 2 == angle % 2 && directions[$0] != angle }
            candidates += order.filter { directions[$0]! % 2 != angle % 2 }
            for other in candidates {
                var renamed = words
                renamed[k] = other
                let from = directions[other]!
                let turn: Turn
                switch (angle - from + 4) % 4 {
                case 0: turn = .same
                case 2: turn = angle % 2 == 0 ? .mirrored : .flipped
                case 1: turn = .clockwise
                default: turn = .anticlockwise
                }
                out.append(.turned(base: renamed.joined(separator: "."), turn: turn))
            }
        }
        return out
    }
}
