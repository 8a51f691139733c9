import Components
import Foundation
import HeadlessSwiftUI

/// The symbol morph's own flags: which card (`--symbol`, or a custom pair), and which demo cards change.
extension RenderSettings {
    /// The card: a seed pair (`--symbol`, bell when nothing is given), or a custom one from `--on-symbol`,
    /// `--off-symbol` and `--title` (all three needed without `--symbol`; the tint is then the seed's default,
    /// blue). Each of these flags, and `--tint`, also overrides its part of a `--symbol` card.
    static func card(_ a: ParsedArguments) throws -> SymbolMorphCard {
        let names = SymbolMorphCard.demo.map(\.symbol)
        var card: SymbolMorphCard
        if let name = try a.choice("--symbol", among: names) {
            card = SymbolMorphCard.demo.first { $0.symbol == name }!.card
        } else if ["--on-symbol", "--off-symbol", "--title"].contains(where: a.has), !a.has("--component") || a.string("--component") == "symbol-morph" {
            let missing = ["--on-symbol", "--off-symbol", "--title"].filter { !a.has($0) }
            if !missing.isEmpty {
                throw CLIError.usage("a custom card needs --on-symbol, --off-symbol and --title (missing: \(missing.joined(separator: ", "))), or choose --symbol \(names.joined(separator: "|"))")
            }
            card = SymbolMorphCard(title: "", onSymbol: "", offSymbol: "")
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
        if let tint = try a.color("--tint") { card.tint = tint }
        return card
    }

    /// How `frames.json` records a card's tint when `--tint` is not given: the seed's colour name.
    static func seedTintName(_ card: SymbolMorphCard) -> String {
        ColorArgument.named.first { $0.1 == card.tint }?.0 ?? "\(card.tint)"
    }

    /// A demo card's title from its `--toggle` name.
    static func demoTitle(_ name: String) -> String? { SymbolMorphCard.demo.first { $0.name == name }?.card.title }

    /// `--toggle alerts,camera`: the titles of the demo cards that change (all four by default), each named once.
    static func toggledCards(_ a: ParsedArguments) throws -> [String] {
        let all = SymbolMorphCard.demo.map(\.name)
        guard let raw = a.string("--toggle") else { return SymbolMorphCard.demo.map(\.card.title) }
        var names: [String] = []
        for item in raw.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard all.contains(item) else {
                throw CLIError.usage("--toggle takes a comma-separated list of \(all.joined(separator: ", ")), not '\(raw)'")
            }
            guard !names.contains(item) else { throw CLIError.usage("--toggle names \(item) twice") }
            names.append(item)
        }
        return SymbolMorphCard.demo.filter { names.contains($0.name) }.map(\.card.title)
    }
}
