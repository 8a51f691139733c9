import Components
import Foundation

/// The symbol morph's own flags: which card (`--symbol`, or a custom pair), and which demo cards change.
extension RenderSettings {
    /// The seed's four pairs by their `--symbol` names, with the demo's titles and tints.
    static let seedCards: [(name: String, card: SymbolMorphToggle)] = [
        ("bell", .alerts), ("mic", .microphone), ("video", .camera), ("wifi", .network),
    ]

    /// The card: a seed pair (`--symbol`, bell when nothing is given), or a custom one from `--on-symbol`,
    /// `--off-symbol` and `--title` (all three needed without `--symbol`; the tint is then the seed's default,
    /// blue). Each of these flags, and `--tint`, also overrides its part of a `--symbol` card.
    static func card(_ a: ParsedArguments) throws -> SymbolMorphToggle {
        let names = seedCards.map(\.name)
        var card: SymbolMorphToggle
        if let name = try a.choice("--symbol", among: names) {
            card = seedCards.first { $0.name == name }!.card
        } else if ["--on-symbol", "--off-symbol", "--title"].contains(where: a.has) {
            let missing = ["--on-symbol", "--off-symbol", "--title"].filter { !a.has($0) }
            if !missing.isEmpty {
                throw CLIError.usage("a custom card needs --on-symbol, --off-symbol and --title (missing: \(missing.joined(separator: ", "))), or choose --symbol \(names.joined(separator: "|"))")
            }
            card = SymbolMorphToggle(title: "", onSymbol: "", offSymbol: "")
        } else {
            card = .alerts
        }
        if let on = a.string("--on-symbol") { card.onSymbol = on }
        if let off = a.string("--off-symbol") { card.offSymbol = off }
        if let title = a.string("--title") {
            if title.isEmpty || title.contains(where: \.isNewline) {
                throw CLIError.usage("--title must be one line of text, not '\(title)'")
            }
            card.title = title
        }
        if let tint = try a.parsed("--tint", SymbolMorphTint.init(argument:), accepted: [Palette.acceptedDescription]) {
            card.tint = tint
        }
        return card
    }

    /// `--toggle alerts,camera`: the demo cards that change (all four by default), each named once.
    static func toggledCards(_ a: ParsedArguments) throws -> Set<SymbolMorphToggleDemoScene.Card> {
        let all = SymbolMorphToggleDemoScene.Card.allCases
        guard let raw = a.string("--toggle") else { return Set(all) }
        let accepted = all.map(\.rawValue).joined(separator: ", ")
        var cards = Set<SymbolMorphToggleDemoScene.Card>()
        for item in raw.split(separator: ",", omittingEmptySubsequences: false) {
            guard let card = SymbolMorphToggleDemoScene.Card(rawValue: String(item)) else {
                throw CLIError.usage("--toggle takes a comma-separated list of \(accepted), not '\(raw)'")
            }
            guard cards.insert(card).inserted else { throw CLIError.usage("--toggle names \(card.rawValue) twice") }
        }
        return cards
    }

    /// How `frames.json` records the tint: as given, or the card's own.
    var tintName: String {
        switch card.tint {
        case .system(let name): name.rawValue
        case .fixed(let c):
            "#" + [c.red, c.green, c.blue, c.alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
        }
    }
}
