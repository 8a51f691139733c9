import Foundation
import Testing
import Raster
import ImageIO
@testable import HeadlessSwiftUI

/// Issue 31's remaining controls and the style protocols users implement: `GroupBox`, `ContentUnavailableView`,
/// `Gauge`, `ColorPicker`, `LabelStyle`, `ProgressViewStyle`, `LabeledContentStyle`. Geometry and colours
/// are measured on our render (the ColorPicker's well against the iOS 15 render too).
@MainActor
struct SystemControlsMoreTests {
    /// The frame of the (first) text node reading `text`.
    static func textFrame(_ l: LaidOut, _ text: String) -> CGRect {
        let hit = l.nodes.first { $0.node.textString == text }
        #expect(hit != nil, "no text \(text) in \(l.nodes.compactMap(\.node.textString))")
        return hit?.frame ?? .null
    }

    /// Hue in degrees (0–360), saturation and value of a pixel.
    static func hsv(_ c: (r: Int, g: Int, b: Int, a: Int)) -> (h: Double, s: Double, v: Double) {
        let r = Double(c.r) / 255, g = Double(c.g) / 255, b = Double(c.b) / 255
        let mx = max(r, g, b), mn = min(r, g, b), d = mx - mn
        var h = 0.0
        if d > 0 {
            if mx == r { h = 60 * ((g - b) / d) } else if mx == g { h = 60 * ((b - r) / d + 2) } else { h = 60 * ((r - g) / d + 4) }
        }
        return (h < 0 ? h + 360 : h, mx > 0 ? d / mx : 0, mx)
    }

    /// The bounding box (x, y ranges) of pixels with alpha above 128 within `columns` × `rows`.
    static func box(_ p: Pixmap, columns: Range<Int>, rows: Range<Int>) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in rows where y < p.height { for x in columns where x < p.width && pixel(p, x, y).a > 128 { xs.append(x); ys.append(y) } }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    // MARK: ColorPicker

    /// controls_toggle_…_ios15_1x.png: `ColorPicker("Color:", selection: $color)` (red) in a 312 pt VStack
    /// padded 16 pt: the 28 × 28 well at (268, 464.7), a 22 pt white disc and an 18 pt disc of (255, 59, 48)
    /// inside the ring of hues. Both wells measured alike, relative to their own box.
    @Test func colorPickerWellMatchesIOS15() async throws {
        let view = ColorPicker("Color:", selection: .constant(.red)).padding()
        let ours = try await render(view, configure: { $0.scale = 1; $0.proposal = ProposedViewSize(width: 312, height: nil) }).render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/controls_toggle_slider_stepper_wheelpicker_datepicker_ios15_1x.png")
        let a = try #require(Self.box(ours, columns: 240..<312, rows: 0..<ours.height))
        let b = try #require(Self.box(truth, columns: 240..<312, rows: 455..<500))
        #expect(abs(a.x.lowerBound - b.x.lowerBound) <= 1 && abs(a.x.upperBound - b.x.upperBound) <= 1, "well x \(a.x) vs iOS \(b.x)")
        #expect(abs(a.y.count - b.y.count) <= 1 && (27...29).contains(a.y.count), "well height \(a.y.count) vs iOS \(b.y.count)")
        let ca = (x: (a.x.lowerBound + a.x.upperBound + 1) / 2, y: (a.y.lowerBound + a.y.upperBound + 1) / 2)
        let cb = (x: (b.x.lowerBound + b.x.upperBound + 1) / 2, y: (b.y.lowerBound + b.y.upperBound + 1) / 2)
        let discA = pixel(ours, ca.x, ca.y), discB = pixel(truth, cb.x, cb.y)
        #expect(abs(discA.r - discB.r) <= 3 && abs(discA.g - discB.g) <= 3 && abs(discA.b - discB.b) <= 3, "disc \(discA) vs iOS \(discB)")
        // Along the centre row: the colour's disc, then white, then the ring (its hues, not white or red).
        func runs(_ p: Pixmap, _ c: (x: Int, y: Int)) -> (red: Int, white: Int) {
            let row = (c.x - 14..<c.x + 14).map { pixel(p, $0, c.y) }
            let red = row.filter { abs($0.r - 255) <= 6 && abs($0.g - 59) <= 12 && abs($0.b - 48) <= 12 }.count
            let white = row.filter { $0.r >= 248 && $0.g >= 248 && $0.b >= 248 }.count
            return (red, white)
        }
        let ra = runs(ours, ca), rb = runs(truth, cb)
        #expect(abs(ra.red - rb.red) <= 2 && abs(ra.white - rb.white) <= 2, "disc and white pixels on the centre row \(ra) vs iOS \(rb)")
        // The ring's hue every 30° at 12.6 pt from the centre (iOS's centre at (282, 478.7)).
        for angle in stride(from: 0, to: 360, by: 30) {
            let t = Double(angle) * .pi / 180
            let pa = pixel(ours, Int(Double(a.x.lowerBound) + 14 + 12.6 * cos(t)), Int(Double(a.y.lowerBound) + 14 + 12.6 * sin(t)))
            let pb = pixel(truth, Int(282 + 12.6 * cos(t)), Int(478.67 + 12.6 * sin(t)))
            let ha = Self.hsv(pa).h, hb = Self.hsv(pb).h
            let dh = min(abs(ha - hb), 360 - abs(ha - hb))
            #expect(dh <= 15 && Self.hsv(pa).s > 0.4, "ring hue at \(angle)°: \(ha) vs iOS \(hb) (\(pa) vs \(pb))")
        }
    }

    /// The well trails the row and shows the selection's colour; with labels hidden only the well is there.
    @Test func colorPickerShowsItsSelection() async throws {
        let view = ColorPicker("Tint", selection: .constant(Color(red: 0, green: 0.5, blue: 1)), supportsOpacity: false).frame(width: 200)
        let l = try await layout(view)
        let circles = l.nodes.filter { $0.name == "Circle" }.map(\.frame)
        #expect(circles.count == 3 && circles.allSatisfy { abs($0.midX - 186) < 0.01 }, "well at 172–200: \(circles)")
        #expect(circles.map(\.width) == [28, 22, 18], "\(circles)")
        #expect(Self.textFrame(l, "Tint").minX == 0)
        let p = try await render(view, configure: { $0.scale = 2 }).render(at: 0)
        let centre = pixel(p, 372, p.height / 2)
        #expect(abs(centre.r - 0) <= 2 && abs(centre.g - 128) <= 2 && abs(centre.b - 255) <= 2, "\(centre)")
        let hidden = try await layout(ColorPicker("Tint", selection: .constant(.red)).labelsHidden())
        #expect(hidden.nodes.compactMap(\.node.textString).isEmpty && hidden.frame("Circle").width == 28)
    }

    // MARK: GroupBox

    /// The default box: the label in the headline font 16 pt in from the top leading corner, the content
    /// below it, the card secondarySystemBackground across the width offered; a box inside it tertiary.
    @Test func groupBoxPaddingAndFill() async throws {
        let view = GroupBox("Title") { Text("Body") }.frame(width: 300)
        let l = try await layout(view)
        let card = l.frame("RoundedRectangle")
        let title = Self.textFrame(l, "Title"), body = Self.textFrame(l, "Body")
        #expect(card.width == 300 && abs(title.minX - 16) < 0.01 && abs(title.minY - 16) < 0.01, "card \(card) title \(title)")
        #expect(abs(body.minX - 16) < 0.01 && abs(body.minY - (title.maxY + 8)) < 0.34 && abs(card.maxY - (body.maxY + 16)) < 0.34, "body \(body)")
        let headline = try await layout(Text("Title").font(.headline))
        #expect(abs(headline.frame("Text").height - title.height) < 0.01 && abs(headline.frame("Text").width - title.width) < 0.01,
                "the label is in the headline font: \(title) vs \(headline.frame("Text"))")
        for (scheme, outer, inner) in [(ColorScheme.light, (242, 242, 247), (255, 255, 255)), (.dark, (28, 28, 30), (44, 44, 46))] {
            let nested = GroupBox("Outer") { GroupBox { Text("Inner").frame(height: 40) } }.frame(width: 300)
            let p = try await render(nested, configure: { $0.scale = 1; $0.colorScheme = scheme }).render(at: 0)
            let o = pixel(p, 5, 5), i = pixel(p, 150, p.height - 25)
            #expect(abs(o.r - outer.0) <= 1 && abs(o.g - outer.1) <= 1 && abs(o.b - outer.2) <= 1 && o.a == 255, "\(scheme) outer \(o)")
            #expect(abs(i.r - inner.0) <= 1 && abs(i.g - inner.1) <= 1 && abs(i.b - inner.2) <= 1, "\(scheme) inner \(i)")
            // The corner is rounded: the very corner pixel is (nearly) clear.
            #expect(pixel(p, 0, 0).a < 100, "corner \(pixel(p, 0, 0))")
        }
    }

    /// A style of the user's own draws the box; `GroupBox(configuration)` inside it draws the default card.
    @Test func customGroupBoxStyleIsUsed() async throws {
        struct Outlined: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 2) { configuration.label; configuration.content }
                    .padding(4).background(Color.red)
            }
        }
        struct Wrapped: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View { GroupBox(configuration).padding(10) }
        }
        let l = try await layout(GroupBox("Title") { Text("Body") }.groupBoxStyle(Outlined()))
        #expect(Self.textFrame(l, "Title").minX == 4 && l.nodes.allSatisfy { $0.name != "RoundedRectangle" }, "\(l.scene.dump(at: 0))")
        let w = try await layout(GroupBox("Title") { Text("Body") }.groupBoxStyle(Wrapped()).frame(width: 300))
        #expect(w.frame("RoundedRectangle").minX == 10 && Self.textFrame(w, "Title").minX == 26)
    }

    /// In a list row the box takes tertiarySystemBackground, distinct from the row's secondary grouped
    /// background (dark: (44, 44, 46) on (28, 28, 30)).
    @Test func groupBoxInAListRowIsTertiary() async throws {
        let view = List { GroupBox { Text("Inside").frame(maxWidth: .infinity).frame(height: 60) } }
        let l = try await layout(view, configure: { $0.screen = ControlsTests.iPhone13; $0.colorScheme = .dark })
        // The box's card: the rounded rectangle around the text (the list's own card is drawn too).
        let text = Self.textFrame(l, "Inside")
        let card = try #require(l.nodes.filter { $0.name == "RoundedRectangle" && $0.frame.contains(text) }.map(\.frame).min { $0.width < $1.width })
        // 16 pt of padding above the 60 pt frame the text is centred in.
        #expect(abs(card.minY + 16 + (60 - text.height) / 2 - text.minY) < 0.34 && abs(card.height - 92) < 0.34, "\(card) around \(text)")
        let p = try await render(view, configure: { $0.screen = ControlsTests.iPhone13; $0.colorScheme = .dark; $0.scale = 1 }).render(at: 0)
        let inside = pixel(p, Int(card.minX) + 4, Int(card.midY)), row = pixel(p, Int(card.minX) - 6, Int(card.midY))
        #expect(abs(inside.r - 44) <= 1 && abs(inside.b - 46) <= 1, "box \(inside) at \(card)")
        #expect(abs(row.r - 28) <= 1 && abs(row.b - 30) <= 1, "row \(row)")
    }

    /// A style's own `@Environment` and `@State` are bound where the control is, as a toggle style's are.
    @Test func aStyleReadsTheEnvironmentAndKeepsState() async throws {
        struct SchemeTitle: LabelStyle {
            @Environment(\.colorScheme) private var scheme
            @State private var count = 3
            func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.title; Text(scheme == .dark ? "dark \(count)" : "light \(count)") }
            }
        }
        let view = Label("Inbox", systemImage: "tray").labelStyle(SchemeTitle())
        let dark = try await layout(view, configure: { $0.colorScheme = .dark })
        #expect(dark.nodes.compactMap(\.node.textString) == ["Inbox", "dark 3"])
        let light = try await layout(view)
        #expect(light.nodes.compactMap(\.node.textString) == ["Inbox", "light 3"])
    }

    // MARK: ContentUnavailableView

    /// Centred: the symbol, then the title in bold title 2, then the description in secondary body text.
    @Test func contentUnavailableViewIsCentred() async throws {
        let view = ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
        let l = try await layout(view, proposal: ProposedViewSize(width: 390, height: 600))
        let image = l.frame("Image"), title = Self.textFrame(l, "No Mail"), description = Self.textFrame(l, "New mail appears here.")
        for f in [image, title, description] { #expect(abs(f.midX - 195) < 0.5, "centred: \(f)") }
        #expect(image.maxY <= title.minY && title.maxY <= description.minY, "order \(image) \(title) \(description)")
        #expect(abs((image.minY + description.maxY) / 2 - 300) < 1, "the group centred vertically")
        let bold = try await layout(Text("No Mail").font(.title2.bold()))
        #expect(abs(bold.frame("Text").width - title.width) < 0.01 && abs(bold.frame("Text").height - title.height) < 0.01)
        // Colours: the symbol and description in secondaryLabel (60 % of (60, 60, 67) on white), the title black.
        let p = try await render(view, configure: { $0.scale = 1; $0.proposal = ProposedViewSize(width: 390, height: 600); $0.background = .white }).render(at: 0)
        let titleInk = ScreenMeasure.darkest(p, columns: Int(title.minX)...Int(title.maxX), rows: Int(title.minY)...Int(title.maxY))
        let descriptionInk = ScreenMeasure.darkest(p, columns: Int(description.minX)...Int(description.maxX), rows: Int(description.minY)...Int(description.maxY))
        let imageInk = ScreenMeasure.darkest(p, columns: Int(image.minX)...Int(image.maxX), rows: Int(image.minY)...Int(image.maxY))
        #expect(titleInk.r < 40, "title \(titleInk)")
        #expect(descriptionInk.r > 120 && descriptionInk.r < 160 && imageInk.r > 120 && imageInk.r < 160, "secondary: \(descriptionInk) \(imageInk)")
    }

    @Test func searchUnavailableTexts() async throws {
        let plain = try await layout(ContentUnavailableView.search, proposal: ProposedViewSize(width: 390, height: 600))
        #expect(plain.nodes.compactMap(\.node.textString) == ["No Results", "Check the spelling or try a new search."])
        let query = try await layout(ContentUnavailableView.search(text: "kiwi"), proposal: ProposedViewSize(width: 390, height: 600))
        #expect(query.nodes.compactMap(\.node.textString).first == "No Results for \u{201C}kiwi\u{201D}")
        let actions = try await layout(ContentUnavailableView { Label("Offline", systemImage: "wifi.slash") } description: { Text("Try again.") } actions: {
            Button("Retry") {}
        }, proposal: ProposedViewSize(width: 390, height: 600))
        #expect(Self.textFrame(actions, "Retry").minY > Self.textFrame(actions, "Try again.").maxY)
    }

    // MARK: Gauge

    /// The default gauge: a capacity bar as wide as offered, the tint over the value's share of the range.
    @Test func defaultGaugeIsACapacityBar() async throws {
        let view = Gauge(value: 30, in: 0...120) { Text("Battery") } currentValueLabel: { Text("25%") }.frame(width: 200)
        let l = try await layout(view)
        let capsules = l.nodes.filter { $0.name == "Capsule" }.map(\.frame)
        #expect(capsules.count == 2 && capsules[0].width == 200 && abs(capsules[1].width - 50) < 0.01 && capsules[0].height == 4, "\(capsules)")
        #expect(Self.textFrame(l, "Battery").maxY <= capsules[0].minY && Self.textFrame(l, "25%").maxX == 200)
        let p = try await render(view.tint(.orange), configure: { $0.scale = 1 }).render(at: 0)
        let fill = pixel(p, 20, Int(capsules[0].midY)), track = pixel(p, 150, Int(capsules[0].midY))
        #expect(abs(fill.r - 255) <= 2 && abs(fill.g - 149) <= 2 && abs(fill.b - 0) <= 2, "tint \(fill)")
        #expect(abs(track.a - 51) <= 3, "systemFill at 20 % \(track)")
    }

    /// A style of the user's own is given the value's place in the range and the labels.
    @Test func customGaugeStyleIsUsed() async throws {
        struct Bars: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 0) {
                    Rectangle().frame(width: 100 * configuration.value, height: 5)
                    configuration.currentValueLabel
                    configuration.maximumValueLabel
                }
            }
        }
        let view = Gauge(value: 4.0, in: 0...10) { Text("L") } currentValueLabel: { Text("4") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
        let l = try await layout(view.gaugeStyle(Bars()))
        #expect(abs(l.frame("Rectangle").width - 40) < 0.01 && l.nodes.compactMap(\.node.textString) == ["4", "10"])
    }

    /// The circular capacity ring fills clockwise from the top; the open ring leaves its gap at the bottom.
    @Test func circularGaugesDrawTheirArcs() async throws {
        let capacity = Gauge(value: 0.25) { Text("L") } currentValueLabel: { Text("25") }.gaugeStyle(.accessoryCircularCapacity).tint(.blue)
        let p = try await render(capacity, configure: { $0.scale = 2; $0.background = .white; $0.clipsToFrame = true }).render(at: 0)
        #expect(p.width == 116 && p.height == 116, "\(p.width)×\(p.height)")
        // The ring's middle runs 3 pt in from the edge: the top and right (filled) in the tint, the bottom and left (track) paler.
        let top = pixel(p, 62, 6), right = pixel(p, 110, 58), bottom = pixel(p, 58, 110), left = pixel(p, 6, 58)
        #expect(top.b > 240 && top.r < 30 && right.b > 240 && right.r < 30, "filled: top \(top), right \(right)")
        #expect(bottom.r > 150 && left.r > 150 && bottom.b > 240, "track: bottom \(bottom), left \(left)")
        let open = Gauge(value: 0.5) { Text("L") }.gaugeStyle(.accessoryCircular).tint(.blue)
        let q = try await render(open, configure: { $0.scale = 2; $0.background = .white; $0.clipsToFrame = true }).render(at: 0)
        // The gap at the bottom (the label "L" sits in it, so look beside it); the track on the left and right;
        // the marker at the top for the middle value (white inside a dark ring).
        let gap = pixel(q, 40, 110), leftTrack = pixel(q, 6, 58), rightTrack = pixel(q, 110, 58), marker = pixel(q, 58, 6)
        #expect(gap.r > 240 && gap.b > 240 && leftTrack.r < 230 && rightTrack.r < 230 && leftTrack.b > 240, "gap \(gap), sides \(leftTrack) \(rightTrack)")
        #expect(marker.r > 240 && marker.g > 240 && ScreenMeasure.darkest(q, columns: 50...66, rows: 0...14).r < 160, "marker \(marker)")
        let linear = try await layout(Gauge(value: 0.5) { Text("L") }.gaugeStyle(.accessoryLinearCapacity).frame(width: 100))
        #expect(linear.nodes.filter { $0.name == "Capsule" }.map(\.frame.width) == [100, 50])
        // The linear marker's dark ring centred at the value: the 8 pt marker travels the bar less its own
        // width, so a quarter puts its centre at 4 + 92 / 4 = 27 pt.
        let bar = Gauge(value: 0.25) { Text("L") }.gaugeStyle(.accessoryLinear).frame(width: 100)
        let b = try await render(bar, configure: { $0.scale = 2; $0.background = .white; $0.clipsToFrame = true }).render(at: 0)
        let barY = Int(try await layout(bar).frame("Capsule").midY * 2)
        let dark = (0..<b.width).filter { pixel(b, $0, barY).r < 150 }
        #expect(!dark.isEmpty && abs(Double(dark.first! + dark.last! + 1) / 2 / 2 - 27) <= 0.5, "marker columns \(dark)")
    }

    // MARK: LabelStyle

    @Test func labelStyles() async throws {
        let label = Label("Inbox", systemImage: "tray")
        let both = try await layout(label)
        let icon = both.frame("Image"), title = Self.textFrame(both, "Inbox")
        #expect(icon.minX == 0 && abs(title.minX - (icon.maxX + 8)) < 0.01, "icon \(icon) title \(title)")
        let titleOnly = try await layout(label.labelStyle(.titleOnly))
        #expect(titleOnly.nodes.allSatisfy { $0.name != "Image" } && Self.textFrame(titleOnly, "Inbox").minX == 0)
        let iconOnly = try await layout(label.labelStyle(.iconOnly))
        #expect(iconOnly.nodes.compactMap(\.node.textString).isEmpty && iconOnly.frame("Image").minX == 0)
        let iconScene = try await render(label.labelStyle(.iconOnly))
        #expect(iconScene.accessibilityDescription.contains("Inbox"), "\(iconScene.accessibilityDescription)")
        struct Stacked: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 3) { configuration.icon; configuration.title }
            }
        }
        struct Wrapped: LabelStyle {
            func makeBody(configuration: Configuration) -> some View { Label(configuration).padding(.leading, 5) }
        }
        let stacked = try await layout(label.labelStyle(Stacked()))
        #expect(abs(Self.textFrame(stacked, "Inbox").minY - (stacked.frame("Image").maxY + 3)) < 0.34)
        let wrapped = try await layout(VStack(alignment: .leading) { label; Label("Sent", systemImage: "paperplane") }.labelStyle(Wrapped()))
        #expect(wrapped.frame("Image").minX == 5 && wrapped.frame("Image", 1).minX == 5)
    }

    // MARK: ProgressViewStyle

    @Test func progressViewStyles() async throws {
        struct Thin: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) {
                    Rectangle().frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 3)
                    configuration.label
                }
            }
        }
        let custom = try await layout(ProgressView(value: 3, total: 10) { Text("Copying") }.progressViewStyle(Thin()))
        #expect(abs(custom.frame("Rectangle").width - 30) < 0.01 && custom.nodes.compactMap(\.node.textString) == ["Copying"])
        // `.circular` draws the spinner even with a value; `.linear` without one draws the empty bar.
        let circular = try await layout(ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(circular.nodes.filter { $0.name == "Capsule" }.count == 8, "eight spokes")
        let linear = try await layout(ProgressView().progressViewStyle(.linear).frame(width: 120))
        #expect(linear.nodes.filter { $0.name == "Capsule" }.map(\.frame.width) == [120, 0])
        let labels = try await layout(ProgressView(value: 0.5) { Text("Label") } currentValueLabel: { Text("50%") }.frame(width: 120))
        let bar = labels.frame("Capsule")
        #expect(Self.textFrame(labels, "Label").maxY <= bar.minY && Self.textFrame(labels, "50%").minY >= bar.maxY)
        struct Wrapped: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).padding(7) }
        }
        let wrapped = try await layout(ProgressView(value: 0.5).progressViewStyle(Wrapped()).frame(width: 114))
        #expect(wrapped.frame("Capsule").minX == 7 && wrapped.frame("Capsule").width == 100)
    }

    // MARK: LabeledContentStyle

    @Test func labeledContentStyles() async throws {
        let row = LabeledContent("Name", value: "Kim")
        let automatic = try await layout(row.frame(width: 300))
        #expect(Self.textFrame(automatic, "Name").minX == 0 && Self.textFrame(automatic, "Kim").maxX == 300)
        struct Stacked: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 2) { configuration.label.font(.caption); configuration.content }
            }
        }
        let stacked = try await layout(row.labeledContentStyle(Stacked()).frame(width: 300, alignment: .leading))
        let name = Self.textFrame(stacked, "Name"), kim = Self.textFrame(stacked, "Kim")
        #expect(name.minX == 0 && kim.minX == 0 && abs(kim.minY - (name.maxY + 2)) < 0.34, "\(name) \(kim)")
        let explicit = try await layout(row.labeledContentStyle(.automatic).frame(width: 300))
        #expect(Self.textFrame(explicit, "Kim").maxX == 300)
    }

    /// The new controls together on one sheet: the group box's card holds its gauge and colour well, and the
    /// rows below it follow without overlapping. The picture is written for a look when
    /// TOGGLERENDER_CONTROLS_PNG names a folder.
    @Test func sheetOfTheNewControls() async throws {
        let sheet = VStack(alignment: .leading, spacing: 16) {
            GroupBox("Storage") {
                Gauge(value: 0.62) { Text("Used") } currentValueLabel: { Text("62%") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("64 GB") }
                ColorPicker("Accent", selection: .constant(.red))
            }
            HStack(spacing: 16) {
                Gauge(value: 0.4) { Text("SPD") } currentValueLabel: { Text("40") }.gaugeStyle(.accessoryCircular)
                Gauge(value: 0.7) { Text("BAT") } currentValueLabel: { Text("70") }.gaugeStyle(.accessoryCircularCapacity)
                VStack {
                    Gauge(value: 0.3) { Text("Lin") }.gaugeStyle(.accessoryLinear)
                    Gauge(value: 0.6) { Text("Cap") } currentValueLabel: { Text("60") }.gaugeStyle(.accessoryLinearCapacity)
                }
            }
            HStack { Label("Inbox", systemImage: "tray"); Label("Sent", systemImage: "paperplane").labelStyle(.iconOnly); ProgressView(value: 0.3) }
            LabeledContent("Name", value: "Kim")
            ContentUnavailableView.search(text: "kiwi").frame(height: 200)
        }
        .padding()
        .frame(width: 360)
        let l = try await layout(sheet)
        let card = l.frame("RoundedRectangle")
        for text in ["Storage", "Used", "62%", "64 GB", "Accent"] {
            #expect(card.contains(Self.textFrame(l, text)), "\(text) inside the card \(card)")
        }
        let rows = ["SPD", "Inbox", "Name", "No Results for \u{201C}kiwi\u{201D}"].map { Self.textFrame(l, $0) }
        #expect(rows[0].minY > card.maxY && zip(rows, rows.dropFirst()).allSatisfy { $0.maxY < $1.minY }, "\(card) \(rows)")
        if let folder = ProcessInfo.processInfo.environment["TOGGLERENDER_CONTROLS_PNG"] {
            let p = try await render(sheet, configure: { $0.scale = 2; $0.background = .white }).render(at: 0)
            try PNGFile.write(p, to: "\(folder)/controls-more-2x.png")
        }
    }
}

extension SystemControlsMoreTests {
    /// A style that lays the marked values' labels out in a row under the bar.
    struct MarksBelow: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                CapacityBar(fraction: configuration.value, height: 4)
                HStack { configuration.markedValueLabels }
            }
        }
    }

    /// Both `markedValueLabels:` forms compile; the labels reach a style's configuration (a style of one's
    /// own draws them) and the built-in styles do not draw them.
    @Test func gaugeMarkedValueLabels() async throws {
        func gauge() -> some View {
            Gauge(value: 0.5, in: 0...1) { Text("Level") } currentValueLabel: { Text("50") } markedValueLabels: {
                Text("low").tag(0.2); Text("high").tag(0.8)
            }
        }
        let withBounds = Gauge(value: 5.0, in: 0...10) { Text("Level") } currentValueLabel: { Text("5") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") } markedValueLabels: { Text("mid").tag(5.0) }
        let own = try await layout(gauge().gaugeStyle(MarksBelow()).frame(width: 200))
        let low = Self.textFrame(own, "low"), high = Self.textFrame(own, "high")
        #expect(low.maxX < high.minX && low.minY > own.frame("Capsule").maxY, "the marks under the bar: \(low), \(high)")
        let builtIn = try await layout(gauge().frame(width: 200))
        #expect(!builtIn.nodes.contains { ["low", "high"].contains($0.node.textString) })
        let bounded = try await layout(withBounds.frame(width: 200))
        #expect(bounded.nodes.contains { $0.node.textString == "10" } && !bounded.nodes.contains { $0.node.textString == "mid" })
    }
}
