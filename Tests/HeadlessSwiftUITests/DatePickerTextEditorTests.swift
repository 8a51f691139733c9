import Foundation
import Testing
import Raster
import ImageIO
@testable import HeadlessSwiftUI

/// `DatePicker`, `TextEditor` and `.toggleStyle(.button)` (Controls/): the compact date pill against the
/// iOS 15 ComplexView render (INDEX.md), the date formatted for the render's locale, a text editor's text
/// placed from its top leading corner, and a button toggle flipped by a tap.
@MainActor
struct DatePickerTextEditorTests {
    typealias M = ScreenMeasure
    /// 2022-07-02 17:06 GMT, the ComplexView preview's date.
    static let date = Date(timeIntervalSince1970: 1_656_781_560)

    /// The columns of row `y` whose alpha lies in `alphas` (the pill's 12 % fill on a transparent canvas).
    static func columns(_ p: Pixmap, y: Int, alphas: ClosedRange<Int>, from x0: Int) -> ClosedRange<Int>? {
        let hits = (x0..<p.width).filter { alphas.contains(pixel(p, $0, y).a) }
        guard let first = hits.first, let last = hits.last else { return nil }
        return first...last
    }

    /// controls_toggle_…_datepicker_ios15_1x.png: the "5:06 PM" pill 88.7 × 34.3 pt at (207.3, 422.3) in a
    /// 312 pt wide VStack padded 16 pt, so it ends at x = 296; its fill (118, 118, 128) at 12 %.
    @Test func compactPillMatchesIOS15() async throws {
        let view = DatePicker("Time:", selection: .constant(Self.date), displayedComponents: [.hourAndMinute]).padding()
        let scene = try await render(view, configure: { $0.scale = 1; $0.proposal = ProposedViewSize(width: 312, height: nil) })
        let ours = scene.render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/controls_toggle_slider_stepper_wheelpicker_datepicker_ios15_1x.png")
        let texts = try await layout(view, configure: { $0.proposal = ProposedViewSize(width: 312, height: nil) }).nodes.compactMap(\.node.textString)
        #expect(texts.contains { $0.hasPrefix("5:06") && $0.hasSuffix("PM") }, "\(texts)")
        // A row through the pill below its text: 12 % fill (alpha 25–37) across the pill.
        let oursMid = ours.height / 2
        let a = Self.columns(ours, y: oursMid + 12, alphas: 25...37, from: 150)!, b = Self.columns(truth, y: 451, alphas: 25...37, from: 150)!
        #expect(abs(a.lowerBound - b.lowerBound) <= 2 && abs(a.upperBound - b.upperBound) <= 1, "pill x \(a) vs iOS \(b)")
        let heightA = (0..<ours.height).filter { (25...37).contains(pixel(ours, a.lowerBound + 9, $0).a) }.count
        let heightB = (380..<480).filter { (25...37).contains(pixel(truth, b.lowerBound + 9, $0).a) }.count
        #expect(abs(heightA - heightB) <= 1, "pill height \(heightA) vs iOS \(heightB)")
        let fill = pixel(ours, a.lowerBound + 20, oursMid + 12), fillB = pixel(truth, b.lowerBound + 20, 451)
        #expect(abs(fill.r - fillB.r) <= 3 && abs(fill.b - fillB.b) <= 3 && abs(fill.a - fillB.a) <= 2, "fill \(fill) vs iOS \(fillB)")
    }

    /// Both components: a date pill then a time pill, formatted for the render's locale and time zone.
    @Test func dateAndTimeFollowTheLocale() async throws {
        let view = DatePicker("Due", selection: .constant(Self.date))
        let english = try await layout(view, configure: { $0.proposal = ProposedViewSize(width: 390, height: nil) })
        let texts = english.nodes.compactMap(\.node.textString)
        #expect(texts.contains("Jul 2, 2022"), "\(texts)")
        let french = try await layout(view, configure: { $0.locale = Locale(identifier: "fr_FR"); $0.proposal = ProposedViewSize(width: 390, height: nil) })
        let frenchTexts = french.nodes.compactMap(\.node.textString)
        #expect(frenchTexts.contains("17:06") && frenchTexts.contains { $0.contains("juil") }, "\(frenchTexts)")
        let date = english.nodes.first { $0.node.textString == "Jul 2, 2022" }!.frame
        let time = english.nodes.first { $0.node.textString?.hasPrefix("5:06") == true }!.frame
        #expect(date.maxX < time.minX && abs(date.midY - time.midY) < 0.5, "date \(date) before time \(time)")
    }

    /// A text editor's text wraps from its top leading corner, inset as UITextView's (5, 8), and the editor
    /// fills the height it is offered.
    @Test func textEditorWrapsFromTheTop() async throws {
        let words = "The quick brown fox jumps over the lazy dog, and then it jumps back again."
        let view = TextEditor(text: .constant(words)).frame(width: 200, height: 300)
        let result = try await layout(view)
        let text = result.nodes.first { $0.node.textString == words }!.frame
        #expect(abs(text.minX - 5) < 0.01 && abs(text.minY - 8) < 0.01, "text at \(text.origin)")
        #expect(text.height > 40, "wrapped to several lines: \(text.height) pt")
        #expect(text.width <= 190.01)
    }

    struct Bookmark: View {
        @State var isOn = false
        var body: some View {
            Toggle("Bookmark", isOn: $isOn).toggleStyle(.button)
        }
    }

    /// Off, the label alone in the tint; tapped, the same label on the tint at 15 %.
    @Test func buttonToggleFlipsAndFills() async throws {
        let off = try await render(Bookmark(), configure: { $0.background = .white }).render(at: 0)
        let on = try await render(Bookmark(), host: { $0.tap("Bookmark", at: 0) }, configure: { $0.background = .white })
        let settled = on.render(at: on.settleTime)
        let tintFill: M.RGB = (217, 235, 255)   // (0, 122, 255) at 15 % on white
        #expect(M.near(M.rgb(off, 4, 4), ListTests.white, 1), "off: no background \(M.rgb(off, 4, 4))")
        #expect(M.near(M.rgb(settled, 4, settled.height / 2), tintFill, 2), "on: \(M.rgb(settled, 4, settled.height / 2))")
    }
}
