import Testing
import Raster
@testable import HeadlessSwiftUI

/// `.contentTransition(.numericText…)`: only the glyphs that changed roll; the others stay
/// (`Render/DisplayListBuilder+NumericText.swift`).
@MainActor
struct NumericTextTransitionTests {
    struct Counter: View {
        var from: Int
        var to: Int
        var transition: (Int) -> ContentTransition = { .numericText(value: Double($0)) }
        @State private var value: Int?
        var body: some View {
            let shown = value ?? from
            VStack(spacing: 0) {
                // A button without a title, so the counter is the only text.
                Button { withAnimation(.linear(duration: 1)) { value = to } } label: { Color.blue.frame(width: 10, height: 10) }
                    .accessibilityLabel("Step")
                    .padding(.bottom, 30)
                Text("\(shown)")
                    .font(.system(size: 40))
                    .contentTransition(transition(shown))
                    .frame(width: 200, alignment: .leading)
            }
        }
    }

    func scene(_ view: Counter) async throws -> ViewScene {
        try await render(view) { $0.tap("Step", at: 0) }
    }

    /// The columns with ink in `rows`.
    func inkColumns(_ p: Pixmap, rows: Range<Int>) -> Range<Int> {
        var lo = p.width, hi = 0
        for y in rows { for x in 0..<p.width where pixel(p, x, y).a > 0 { lo = min(lo, x); hi = max(hi, x + 1) } }
        return lo < hi ? lo..<hi : 0..<0
    }

    func region(_ p: Pixmap, columns: Range<Int>, rows: Range<Int>) -> [Int] {
        rows.flatMap { y in columns.map { x in pixel(p, x, y).a } }
    }

    /// Rows of the text: the last run of rows with ink (the button's square is above it, 30 pt away).
    func textRows(_ p: Pixmap) -> Range<Int> {
        let inked = (0..<p.height).filter { y in (0..<p.width).contains { pixel(p, $0, y).a > 0 } }
        guard var start = inked.last else { return 0..<0 }
        while inked.contains(start - 1) { start -= 1 }
        return start..<(inked.last! + 1)
    }

    @Test func anUnchangedDigitStaysPutAndAChangedOneMoves() async throws {
        let s = try await scene(Counter(from: 1041, to: 1042))
        let before = s.render(at: 0), mid = s.render(at: 0.5), after = s.render(at: 1.01)
        let rows = textRows(before)
        #expect(rows.count > 40)
        let ink = inkColumns(before, rows: rows)
        #expect(ink.count > 60)
        // The first "1": the leftmost 15 % of the ink, far from the last digit and its blur.
        let first = ink.lowerBound..<(ink.lowerBound + ink.count * 15 / 100)
        #expect(region(before, columns: first, rows: rows).contains { $0 > 0 })
        #expect(region(mid, columns: first, rows: rows) == region(before, columns: first, rows: rows))
        #expect(region(after, columns: first, rows: rows) == region(before, columns: first, rows: rows))
        // The last digit: its columns differ mid-roll from both ends, and the end differs from the start.
        let last = (ink.upperBound - ink.count * 20 / 100)..<ink.upperBound
        let atStart = region(before, columns: last, rows: rows), atMid = region(mid, columns: last, rows: rows)
        let atEnd = region(after, columns: last, rows: rows)
        #expect(atMid != atStart && atMid != atEnd && atStart != atEnd)
    }

    /// The fills inside blur groups (the rolling glyphs) and the others (kept glyphs), at `time`.
    func parts(_ s: ViewScene, at time: Double) -> (rolling: [DisplayItem], kept: [DisplayItem]) {
        var rolling: [DisplayItem] = [], kept: [DisplayItem] = []
        for item in s.displayList(at: time).items where item.name == "Text" {
            if case .group(.blur, let children) = item.content { rolling += children } else if case .fill = item.content { kept.append(item) }
        }
        return (rolling, kept)
    }

    func bounds(_ item: DisplayItem) -> Raster.Rect? {
        if case .fill(let path, _, _) = item.content { return path.bounds }
        return nil
    }

    @Test func risingValuesLeaveUpwardsAndFallingOnesDownwards() async throws {
        // One glyph changes (the last), so at a quarter of the way there are two rolling glyphs: the
        // old one (more opaque) and the new one.
        func travel(_ from: Int, _ to: Int, _ transition: @escaping (Int) -> ContentTransition) async throws -> (old: Double, new: Double)? {
            let s = try await scene(Counter(from: from, to: to, transition: transition))
            let (rolling, _) = parts(s, at: 0.25)
            #expect(rolling.count == 2)
            guard rolling.count == 2, let settled = parts(s, at: 1.01).kept.compactMap(bounds).first else { return nil }
            let opacity = { (i: DisplayItem) -> Double in if case .opacity(let o)? = i.effects.last { o } else { 1 } }
            let sorted = rolling.sorted { opacity($0) > opacity($1) }
            #expect(abs(opacity(sorted[0]) - 0.75) < 1e-9 && abs(opacity(sorted[1]) - 0.25) < 1e-9)
            guard let old = bounds(sorted[0]), let new = bounds(sorted[1]) else { return nil }
            // Centres relative to the settled text's vertical centre.
            return (old.midY - settled.midY, new.midY - settled.midY)
        }
        let up = try await travel(41, 42) { .numericText(value: Double($0)) }
        #expect((up?.old ?? 0) < -1 && (up?.new ?? 0) > 1)   // the 1 rises out, the 2 rises in from below
        let down = try await travel(42, 41) { .numericText(value: Double($0)) }
        #expect((down?.old ?? 0) > 1 && (down?.new ?? 0) < -1)
        let countsDown = try await travel(41, 42) { _ in .numericText(countsDown: true) }
        #expect((countsDown?.old ?? 0) > 1 && (countsDown?.new ?? 0) < -1)
    }

    @Test func onlyTheChangedGlyphsRoll() async throws {
        let s = try await scene(Counter(from: 1041, to: 1042))
        let (rolling, kept) = parts(s, at: 0.5)
        #expect(rolling.count == 2)   // the 1 leaving, the 2 arriving
        #expect(kept.count == 1)      // "104" kept, one run
        let all = try await scene(Counter(from: 99, to: 100))
        #expect(parts(all, at: 0.5).rolling.count == 5)   // nothing shared at either end: 2 out, 3 in
        // A plain cross-fade draws the whole texts, no blur.
        let fade = try await scene(Counter(from: 1041, to: 1042) { _ in .opacity })
        #expect(parts(fade, at: 0.5).rolling.isEmpty && parts(fade, at: 0.5).kept.count == 2)
    }

    @Test func eachChangedDigitStartsALittleAfterThePreviousOne() async throws {
        // 123 → 456: three changed digits; at a quarter of the change the first has gone 0.25 / 0.859 of
        // its way, the second (0.25 − 0.07) / 0.859, the third (0.25 − 0.14) / 0.859 (a stagger of 18/256).
        let s = try await scene(Counter(from: 123, to: 456))
        let (rolling, _) = parts(s, at: 0.25)
        #expect(rolling.count == 6)
        let opacity = { (i: DisplayItem) -> Double in if case .opacity(let o)? = i.effects.last { o } else { 1 } }
        // The leaving glyphs (the first three items), left to right, fade by their own progress.
        let leaving = rolling.prefix(3).sorted { (bounds($0)?.minX ?? 0) < (bounds($1)?.minX ?? 0) }.map(opacity)
        let step = 18.0 / 256, span = 1 - 2 * step
        let expected = (0..<3).map { 1 - (0.25 - step * Double($0)) / span }
        #expect(zip(leaving, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(leaving) vs \(expected)")
        // All of them end together with the change: at its end the new text is drawn plain.
        #expect(parts(s, at: 1.01).rolling.isEmpty)
        // The spread is at most half the change, however many digits change.
        #expect(DisplayListBuilder.staggered(0.5, index: 10, count: 11) == 0 && DisplayListBuilder.staggered(1, index: 10, count: 11) == 1)
        #expect(DisplayListBuilder.staggered(0.3, index: 0, count: 1) == 0.3)
    }
}
