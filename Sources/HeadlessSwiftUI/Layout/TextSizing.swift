import Raster
import Symbols
import Typesetting

/// A text view's lines at one width: each line's pieces (one per run it holds), shaped. SwiftUI wraps at
/// spaces, fills lines greedily, breaks a word that cannot fit on a line of its own between characters, and
/// with a line limit cuts the last line short with "…".
struct TextBlock: Sendable {
    struct Piece: Sendable {
        var line: TextLine
        var run: Int
        var x: Double
    }
    struct Line: Sendable {
        var pieces: [Piece]
        var width: Double
        var ascent: Double
        var height: Double
    }
    var lines: [Line]

    var width: Double { lines.map(\.width).max() ?? 0 }
    var height: Double { lines.reduce(0) { $0 + $1.height } }
    var firstBaseline: Double { lines.first?.ascent ?? 0 }
    var lastBaseline: Double { lines.dropLast().reduce(0) { $0 + $1.height } + (lines.last?.ascent ?? 0) }

    /// The lines of `leaf` wrapped to `width` (nil or infinite: no wrapping).
    init(_ leaf: TextLeaf, width maxWidth: Double?) {
        let limit = maxWidth.flatMap { $0.isFinite ? $0 : nil }
        var lines: [Line] = []
        if leaf.runs.count == 1 {
            let run = leaf.runs[0]
            for paragraph in run.string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let shaped = limit.map { TextLayout.wrappedLines(paragraph, font: run.font, maxWidth: max($0, 0.001)) }
                    ?? [TextLayout.line(paragraph, font: run.font)]
                lines += shaped.map { Line(pieces: [Piece(line: $0, run: 0, x: 0)], width: $0.width, ascent: $0.ascent, height: $0.lineHeight) }
            }
        } else {
            lines = Self.flow(leaf.runs, width: limit)
        }
        if let max = leaf.lineLimit, lines.count > max, max > 0 {
            lines = Array(lines.prefix(max))
            let last = lines[max - 1]
            if let piece = last.pieces.last, let limit {
                let run = leaf.runs[piece.run]
                let cut = TextLayout.line(piece.line.string + "\u{2026}", font: run.font, maxWidth: Swift.max(0, limit - piece.x))
                var pieces = last.pieces
                pieces[pieces.count - 1].line = cut
                lines[max - 1].pieces = pieces
                lines[max - 1].width = piece.x + cut.width
            }
        } else if let limit, let max = leaf.lineLimit, max == 1, let only = lines.first, only.width > limit, only.pieces.count == 1 {
            let run = leaf.runs[only.pieces[0].run]
            let cut = TextLayout.line(only.pieces[0].line.string, font: run.font, maxWidth: limit)
            lines = [Line(pieces: [Piece(line: cut, run: only.pieces[0].run, x: 0)], width: cut.width, ascent: only.ascent, height: only.height)]
        }
        self.lines = lines
    }

    /// Several runs on lines: words (with the spaces before them) placed one after another, a new line when
    /// the next word does not fit.
    static func flow(_ runs: [TextLeaf.Run], width: Double?) -> [Line] {
        var lines: [Line] = []
        var pieces: [Piece] = []
        var x = 0.0
        func finish() {
            let ascent = pieces.map(\.line.ascent).max() ?? runs.first.map { $0.font.ascender } ?? 0
            let height = pieces.map(\.line.lineHeight).max() ?? runs.first.map { $0.font.lineHeight } ?? 0
            lines.append(Line(pieces: pieces, width: x, ascent: ascent, height: height))
            pieces = []; x = 0
        }
        for (index, run) in runs.enumerated() {
            var word = ""
            func place(_ text: String) {
                guard !text.isEmpty else { return }
                let line = TextLayout.line(text, font: run.font)
                if let width, x > 0, x + line.width > width {
                    finish()
                    let trimmed = String(text.drop { $0 == " " })
                    let again = TextLayout.line(trimmed, font: run.font)
                    pieces.append(Piece(line: again, run: index, x: 0)); x = again.width
                } else {
                    pieces.append(Piece(line: line, run: index, x: x)); x += line.width
                }
            }
            for character in run.string {
                if character == "\n" { place(word); word = ""; finish(); continue }
                if character == " ", !word.isEmpty, word.last != " " { place(word); word = "" }
                word.append(character)
            }
            place(word)
        }
        if !pieces.isEmpty || lines.isEmpty { finish() }
        return lines
    }
}

/// `Text`'s size: its lines at the proposed width (its single-line width when the width is nil), as tall as
/// its lines, each side rounded up to whole device pixels as SwiftUI sizes text: a body line (20.287 pt)
/// is 20.33 pt at @3x and 20.5 pt at @2x in real renders (`groundtruth/swiftui/`), and a view centred
/// around it moves by that rounding, not by the text's exact height.
enum TextSizing {
    static func size(of leaf: TextLeaf, proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize {
        let block = TextBlock(leaf, width: proposal.width.map(Double.init))
        let scale = Double(environment.displayScale)
        // The tolerance keeps a width that is whole pixels but for rounding error from growing a pixel.
        func roundedUp(_ v: Double) -> CGFloat { CGFloat(((v * scale) - 1e-9).rounded(.up) / scale) }
        return CGSize(width: roundedUp(block.width), height: roundedUp(block.height))
    }
}

/// A symbol image's size: its image box at its point size (scaled by `.imageScale`); a resizable image
/// takes the proposal (its box where the proposal is nil).
enum ImageSizing {
    static func size(of leaf: ImageLeaf, proposal: ProposedViewSize) -> CGSize {
        let box = naturalSize(leaf)
        guard leaf.resizable else { return box }
        return proposal.replacingUnspecifiedDimensions(by: box)
    }

    static func naturalSize(_ leaf: ImageLeaf) -> CGSize {
        if let asset = leaf.asset { return asset.size }
        let style = leaf.symbolStyle
        guard let symbol = leaf.symbol else { return CGSize(width: style.pointSize, height: style.pointSize) }
        let box = SymbolRenderer.imageBox(of: symbol, style: style)
        return CGSize(width: box.width * style.unitScale, height: box.height * style.unitScale)
    }
}
