import Foundation
import Testing
import Raster
import ImageIO
@testable import HeadlessSwiftUI

/// The wheel and navigation-link picker styles, re-rendered from the ground truth's quoted source and
/// compared with iOS's render.
@MainActor
struct PickerStyleTests {
    typealias M = ScreenMeasure

    /// ComplexView's picker (INDEX.md, iOS 15 @1x): `Picker(selection: $stepperValue, …) { … }.pickerStyle(.wheel)`
    /// with the value 2 (Clubs), 320 pt wide (the VStack's 280 pt and its `.padding(-20)`).
    struct Wheel: View {
        @State var value = 2
        var body: some View {
            Picker(selection: $value, label: Text("Picker \(value)")) {
                Text("♥️ - Hearts").tag(1); Text("♣️ - Clubs").tag(2); Text("♠️ - Spades").tag(3); Text("♦️ - Diamonds").tag(4)
            }
            .pickerStyle(.wheel)
        }
    }

    /// A picture measured in the picker's own points (@1x): ours alone, or iOS's inside its VStack.
    struct Picture {
        let pixmap: Pixmap
        let dx: Int, dy: Int
        func at(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) { pixel(pixmap, x + dx, y + dy) }
        /// Premultiplied components and alpha (faint pixels of a transparent render compare best so).
        func premultiplied(_ x: Int, _ y: Int) -> [Int] {
            let c = at(x, y)
            return [c.r * c.a / 255, c.g * c.a / 255, c.b * c.a / 255, c.a]
        }
        /// The first and last index in `range` where `inked` holds.
        func extent(_ range: Range<Int>, _ inked: (Int) -> Bool) -> ClosedRange<Int>? {
            guard let a = range.first(where: inked), let b = range.last(where: inked) else { return nil }
            return a...b
        }
        func rows(_ rows: Range<Int>, columns: Range<Int>, above threshold: Int) -> ClosedRange<Int>? {
            extent(rows) { y in columns.contains { at($0, y).a > threshold } }
        }
        func columns(_ columns: Range<Int>, rows: Range<Int>, above threshold: Int) -> ClosedRange<Int>? {
            extent(columns) { x in rows.contains { at(x, $0).a > threshold } }
        }
        /// Runs of columns holding ink: glyphs, left to right.
        func glyphs(_ columns: Range<Int>, rows: Range<Int>, above threshold: Int) -> [ClosedRange<Int>] {
            var runs: [ClosedRange<Int>] = [], start: Int?
            for x in columns {
                let inked = rows.contains { at(x, $0).a > threshold }
                if inked, start == nil { start = x }
                if !inked, let s = start { runs.append(s...(x - 1)); start = nil }
            }
            return runs
        }
        func maxAlpha(_ columns: Range<Int>, rows: Range<Int>) -> Int {
            rows.map { y in columns.map { at($0, y).a }.max() ?? 0 }.max() ?? 0
        }
    }

    /// Geometry within 1 pt and colours within 3/255 of iOS's: the band's box and fill; each row's capital
    /// (the first letter after "- ": the emoji are stand-in glyphs) top and baseline, so its projected place
    /// and foreshortened height; the rows' opacity inside and outside the band under the fade.
    @Test func wheelMatchesIOS15() async throws {
        let scene = try await render(Wheel(), configure: { $0.scale = 1; $0.proposal = ProposedViewSize(width: 320, height: nil) })
        let render = scene.render(at: 0)
        #expect(render.width == 320 && render.height == 216, "\(render.width) × \(render.height)")
        let ours = Picture(pixmap: render, dx: 0, dy: 0)
        // iOS's picker is at (−4, 218.33) in the ComplexView render.
        let truth = Picture(pixmap: try PNGFile.read("\(groundTruth)/controls_toggle_slider_stepper_wheelpicker_datepicker_ios15_1x.png"), dx: -4, dy: 218)

        // The band: 302 × 32 at (9, 92), continuous corner 8, (116, 116, 128) at 8 %.
        for p in [ours, truth] {
            let rows = p.rows(80..<136, columns: 30..<31, above: 10)
            let left = p.columns(0..<60, rows: 108..<109, above: 10), right = p.columns(260..<320, rows: 108..<109, above: 10)
            #expect(rows.map { abs($0.lowerBound - 92) <= 1 && abs($0.upperBound - 123) <= 1 } == true, "band rows \(String(describing: rows))")
            #expect(left?.lowerBound == 9 && right?.upperBound == 310, "band columns \(String(describing: left))–\(String(describing: right))")
        }
        let fill = (ours.premultiplied(30, 108), truth.premultiplied(30, 108))
        #expect(zip(fill.0, fill.1).allSatisfy { abs($0 - $1) <= 3 }, "band fill \(fill)")

        // Each row: the capital's ink rows, and the strongest alpha of its text.
        let bands: [(name: String, rows: Range<Int>)] = [("Hearts", 60..<92), ("Clubs", 92..<124), ("Spades", 124..<152), ("Diamonds", 152..<182)]
        for band in bands {
            func capital(_ p: Picture) -> (ClosedRange<Int>?, Int) {
                let glyphs = p.glyphs(40..<300, rows: band.rows, above: 40)
                guard glyphs.count > 3 else { return (nil, 0) }
                // glyphs[0] is the emoji, [1] the hyphen, [2] the capital.
                let columns = glyphs[2].lowerBound..<(glyphs[2].upperBound + 1)
                return (p.rows(band.rows, columns: columns, above: 40), p.maxAlpha(glyphs[2].lowerBound..<glyphs.last!.upperBound, rows: band.rows))
            }
            let a = capital(ours), b = capital(truth)
            print(band.name, "capital rows", a, "iOS", b)
            #expect(a.0 != nil && b.0 != nil)
            if let ra = a.0, let rb = b.0 {
                #expect(abs(ra.lowerBound - rb.lowerBound) <= 1 && abs(ra.upperBound - rb.upperBound) <= 1, "\(band.name): capital rows \(ra) vs iOS \(rb)")
            }
            #expect(abs(a.1 - b.1) <= 3, "\(band.name): strongest alpha \(a.1) vs iOS \(b.1)")
        }
    }

    /// The drum's projection gives the layer tree's rows; a tap on a row selects it and the drum turns it to
    /// the middle: once settled, the same pixels as a wheel that started there.
    @Test func wheelTapTurnsTheDrum() async throws {
        func centreY(_ l: LaidOut, _ text: String) -> CGFloat { SystemControlsMoreTests.textFrame(l, text).midY }
        let before = try await layout(Wheel(), proposal: ProposedViewSize(width: 320, height: nil))
        let after = try await layout(Wheel(), proposal: ProposedViewSize(width: 320, height: nil), host: { $0.tap("♠️ - Spades") })
        #expect(abs(centreY(before, "♣️ - Clubs") - 108) <= 1 && abs(centreY(after, "♠️ - Spades") - 108) <= 1)
        let one = WheelPickerBody.projection(offset: 1)!.y, two = WheelPickerBody.projection(offset: 2)!.y
        #expect(abs(one - 29.8) < 0.2 && abs(two - 55.9) < 0.2, "projected centres \(one), \(two): the caml's rows at 30.05 and 57.14 pt under perspective(900)")
        let configure: (inout RenderConfiguration) -> Void = { $0.scale = 1; $0.proposal = ProposedViewSize(width: 320, height: nil) }
        let tapped = try await render(Wheel(), host: { $0.tap("♠️ - Spades") }, configure: configure)
        let started = try await render(Wheel(value: 3), configure: configure)
        #expect(tapped.render(at: 1e9) == started.render(at: 0))
        #expect(tapped.render(at: 0.1) != tapped.render(at: 1e9), "the drum turns over time")
    }
}

extension PickerStyleTests {
    /// A navigation-link picker in a list: the row of list_navigationlink_row_trailing_value_ios18_3x.png
    /// (the label, the selected option's text in the secondary colour, the chevron).
    struct LinkPicker: View {
        @State var selection = 0
        var body: some View {
            NavigationView {
                List {
                    Picker("Select Item", selection: $selection) {
                        Text("aaaa").tag(0)
                        Text("bbbb").tag(1)
                    }
                    .pickerStyle(.navigationLink)
                }
            }
        }
    }

    @Test func navigationLinkPickerRowMatchesIOS18() async throws {
        try await NavigationTests.expectLinkRowMatchesIOS18(LinkPicker())
    }

    /// A tap on the row pushes the options under the label as an inline title, a checkmark (the tint) on the
    /// selected one; a tap on another option selects it and pops back to the row, which then shows it.
    @Test func navigationLinkPickerPushesItsOptions() async throws {
        let configure: (inout RenderConfiguration) -> Void = { $0.screen = ListTests.screen }
        let pushed = try await render(LinkPicker(), host: { $0.tap("Select Item") }, configure: configure)
        let l = pushed.laidOut(at: 1e9), p = pushed.render(at: 1e9)
        func lastText(_ text: String) -> CGRect? { l.nodes.last { $0.node.textString == text }?.frame }
        let a = try #require(lastText("aaaa")), b = try #require(lastText("bbbb")), title = try #require(lastText("Select Item"))
        #expect(a.minX >= 0 && b.minX >= 0 && abs(b.minX - a.minX) < 0.01 && b.minY > a.maxY, "the options on the pushed screen: \(a), \(b)")
        #expect(abs(title.midX - 195) <= 1 && title.maxY < a.minY, "the inline title centred: \(title)")
        // The checkmark: tinted pixels at the trailing end of the selected option's row only.
        func tinted(_ row: CGRect) -> Int {
            let s = 3.0, y0 = Int(row.minY * s), y1 = Int(row.maxY * s)
            return (y0..<y1).reduce(0) { n, y in n + (900..<1140).filter { x in let c = M.rgb(p, x, y); return c.b > 200 && c.r < 60 }.count }
        }
        #expect(tinted(a) > 20 && tinted(b) == 0, "checkmark pixels \(tinted(a)), \(tinted(b))")

        let chosen = try await render(LinkPicker(), host: { $0.tap("Select Item", at: 0); $0.tap("bbbb", at: 1) }, configure: configure)
        let started = try await render(LinkPicker(selection: 1), configure: configure)
        #expect(chosen.render(at: 1e9) == started.render(at: 0), "popped back to the row, showing bbbb: the same pixels as a picker that started on it")
        #expect(chosen.render(at: 1.2) != started.render(at: 0), "mid-pop")
    }
}
