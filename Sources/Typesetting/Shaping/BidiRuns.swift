/// Splits a paragraph into directional runs and orders them for display.
///
/// This is a two-level subset of the Unicode Bidirectional Algorithm, enough for one line of UI text:
/// strong right-to-left characters are those of the RTL script blocks (Hebrew, Arabic, Syriac, Thaana,
/// N'Ko and their presentation forms); other letters and digits are strong left-to-right; everything
/// else is neutral and takes the direction of its neighbours when they agree, else the paragraph's.
/// The paragraph direction is that of its first strong character (rule P2). Explicit embeddings,
/// isolates and mirrored brackets are not handled.
enum BidiRuns {
    struct Run: Equatable {
        var range: Range<Int>
        var isRightToLeft: Bool
    }

    enum Strength { case ltr, rtl, neutral }

    static func strength(_ s: Unicode.Scalar) -> Strength {
        switch s.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return s.properties.isAlphabetic || s.properties.generalCategory == .otherLetter ? .rtl : .neutral
        default:
            if s.properties.isAlphabetic || s.properties.numericType != nil { return .ltr }
            return .neutral
        }
    }

    /// The paragraph direction: the first strong character's, left to right when there is none.
    static func paragraphIsRightToLeft(_ scalars: [Unicode.Scalar]) -> Bool {
        for s in scalars {
            switch strength(s) {
            case .rtl: return true
            case .ltr: return false
            case .neutral: continue
            }
        }
        return false
    }

    /// Runs in visual order (left to right on screen). Each run's characters are still in logical
    /// order; a right-to-left run is reversed by the shaper.
    static func visualRuns(_ scalars: [Unicode.Scalar], paragraphRTL: Bool) -> [Run] {
        guard !scalars.isEmpty else { return [] }
        let strengths = scalars.map(strength)
        var resolved = [Bool](repeating: paragraphRTL, count: scalars.count)
        var i = 0
        var previous: Bool = paragraphRTL   // direction of the last strong character (sos = paragraph)
        while i < scalars.count {
            switch strengths[i] {
            case .rtl: resolved[i] = true; previous = true; i += 1
            case .ltr: resolved[i] = false; previous = false; i += 1
            case .neutral:
                var j = i
                while j < scalars.count, strengths[j] == .neutral { j += 1 }
                let next: Bool = j < scalars.count ? strengths[j] == .rtl : paragraphRTL
                let dir = previous == next ? next : paragraphRTL
                for k in i..<j { resolved[k] = dir }
                i = j
            }
        }
        var runs: [Run] = []
        var start = 0
        for k in 1...scalars.count where k == scalars.count || resolved[k] != resolved[start] {
            runs.append(Run(range: start..<k, isRightToLeft: resolved[start]))
            start = k
        }
        // With two levels only, rule L2 reduces to: in an RTL paragraph the run order reverses.
        return paragraphRTL ? runs.reversed() : runs
    }
}
