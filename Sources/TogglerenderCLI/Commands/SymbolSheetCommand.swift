import Raster
import Symbols
import Typesetting

/// `togglerender symbol-sheet OUTPUT.png`: a contact sheet of symbols, each with its name under it
/// (scripts/docs writes docs/symbol-sheet.png and docs/symbol-sheet-mapped.png with it). With
/// `--text-sizes`, each symbol sits in a line of Inter text at each size, for judging its size,
/// baseline and weight against text. The labels are why this lives in the CLI: the Symbols module
/// never depends on Typesetting.
enum SymbolSheetCommand {
    static let spec = CommandSpec(
        name: "symbol-sheet",
        summary: "Draw a contact sheet of symbols, hierarchical, each with its name under it.",
        arguments: [("OUTPUT.png", "Where to write the PNG.")],
        options: [
            .init("--source", value: "LIST", default: "ours,user", "Which symbols, comma-separated: ours (the project's artwork), user (--symbols DIR), mapped (the name map onto bootstrap-icons and Material Design Icons), composed (the reviewed composed names, docs/symbols.md), or all."),
            .init("--names", value: "LIST", "Exactly these names, comma-separated, in this order, instead of --source's."),
            .init("--size", value: "PT", default: "44", "Font point size of the symbols."),
            .init("--text-sizes", value: "LIST", "Point sizes, comma-separated (such as 13,17,28): each symbol is set between the letters H and x of Inter at each size, on the text's baseline, instead of alone at --size."),
            .init("--scale", value: "S", default: "2", "Pixels per point."),
            .init("--weight", value: "W", default: "regular", "ultralight, thin, light, regular, medium, semibold, bold, heavy or black (as symbol's --weight)."),
            .init("--columns", value: "N", default: "4", "Symbols per row."),
            .init("--font", value: "PATH", "A font file for the labels and text instead of the default design's (Inter)."),
            SymbolOptions.symbolsFolder,
        ])

    static let sources = ["ours", "user", "mapped", "composed"]

    static func run(_ a: ParsedArguments) throws {
        let size = try a.double("--size", in: 8...200) ?? 44
        let scale = try a.double("--scale", in: 0.5...8) ?? 2
        let columns = try a.int("--columns", in: 1...20) ?? 4
        let weight = try a.choice("--weight", among: SymbolWeight.allCases.map(\.rawValue)).flatMap(SymbolWeight.init) ?? .regular
        let chosen = try sourceList(a.string("--source") ?? "ours,user")
        let textSizes = try a.string("--text-sizes").map(sizeList)
        let catalog = try SymbolOptions.catalog(a)
        let listed = a.string("--names")?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let names = try listed.map { try $0.map { try SymbolOptions.symbol($0, in: catalog, strict: true).name } } ?? catalog.allNames.filter { name in
            switch catalog.source(of: name) {
            case .ours?: chosen.contains("ours")
            case .userFolder?: chosen.contains("user")
            case .mapped?: chosen.contains("mapped")
            case .composed?: chosen.contains("composed")
            case nil: false
            }
        }
        let fonts = FontResolver(fontPath: try a.existingFile("--font"))
        let sheet = try SymbolSheet(catalog: catalog, names: names, columns: columns, fonts: fonts,
                                    style: SymbolStyle(pointSize: size, weight: weight, mode: .hierarchical),
                                    textSizes: textSizes)
        try Limits.check(width: Int((sheet.width * scale).rounded(.up)), height: Int((sheet.height * scale).rounded(.up)), what: "the sheet")
        try Output.writePNG(try sheet.draw(scale: scale), to: a.positionals[0])
    }

    /// `--source`'s list: known words, `all` for every one.
    static func sourceList(_ raw: String) throws -> Set<String> {
        let words = raw.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var out: Set<String> = []
        for w in words {
            if w == "all" { out.formUnion(sources) } else if sources.contains(w) { out.insert(w) } else {
                throw CLIError.usage("--source takes ours, user, mapped, composed or all, comma-separated; not '\(w)'")
            }
        }
        return out
    }

    /// `--text-sizes`'s list: one to four point sizes from 6 to 200.
    static func sizeList(_ raw: String) throws -> [Double] {
        let sizes = raw.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard (1...4).contains(sizes.count), sizes.allSatisfy({ $0.map { (6...200).contains($0) } ?? false }) else {
            throw CLIError.usage("--text-sizes takes one to four point sizes from 6 to 200, comma-separated, such as 13,17,28; not '\(raw)'")
        }
        return sizes.compactMap { $0 }
    }
}
