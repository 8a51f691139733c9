import Foundation
import Testing
import Raster
import ImageIO
@testable import HeadlessSwiftUI

/// The system controls of `Controls/` against iOS renders (Fixtures/groundtruth/swiftui; the numbers quoted
/// are ../shared/groundtruth/swiftui/INDEX.md's), and driven by taps and adjustments.
@MainActor
struct ControlsTests {
    typealias M = ScreenMeasure
    /// StanfordSpezi's `.iPhone13Pro` canvas: 390 × 844 pt, 47 pt safe area at the top.
    static let iPhone13 = RenderConfiguration.Screen(size: CGSize(width: 390, height: 844), safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))

    // MARK: Picker

    /// picker_menu_in_list_row_ios18_3x.png (SpeziViews CaseIterablePicker): a menu picker in a list row.
    @Test func menuPickerRowMatchesIOS18() async throws {
        let view = List {
            Picker(selection: .constant("A")) { ForEach(["A", "B"], id: \.self) { Text($0).tag($0) } } label: { Text("Clean Code") }
        }
        let ours = try await render(view, configure: { $0.screen = Self.iPhone13 }).render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/picker_menu_in_list_row_ios18_3x.png")
        let white = ListTests.white
        let cardA = M.runs(ours, x: 90, rows: 150..<600, of: white, tolerance: 2), cardB = M.runs(truth, x: 90, rows: 150..<600, of: white, tolerance: 2)
        #expect(cardA.count == 1 && cardB.count == 1 && abs(cardA[0].lowerBound - cardB[0].lowerBound) <= 3 && abs(cardA[0].upperBound - cardB[0].upperBound) <= 3,
                "card \(cardA) vs iOS \(cardB) (iOS: 82–126 pt)")
        func ink(_ p: Pixmap, _ columns: Range<Int>) -> [Int] { M.ink(p, columns: columns, rows: 246..<378, on: white, threshold: 40)! }
        let label = (ink(ours, 90..<600), ink(truth, 90..<600)), value = (ink(ours, 900..<1010), ink(truth, 900..<1010))
        let chevron = (ink(ours, 1010..<1100), ink(truth, 1010..<1100))
        print("label", label, "value", value, "chevron", chevron)
        #expect(abs(label.0[0] - label.1[0]) <= 1 && abs(label.0[3] - label.1[3]) <= 1, "label start and baseline \(label)")
        #expect(abs(value.0[2] - value.1[2]) <= 3 && abs(value.0[3] - value.1[3]) <= 1, "value end and baseline \(value)")
        #expect(chevron.0.indices.allSatisfy { abs(chevron.0[$0] - chevron.1[$0]) <= 3 }, "chevron box \(chevron)")
    }

    /// picker_segmented_ios18_3x.png (criticalmaps AppearanceSettingsView): the segmented control, 16 pt in
    /// from each side of a 390 pt width, 32 pt tall centred in a 50 pt frame, "System" selected. Compared
    /// relative to the control's top (the app's own content above it is not rebuilt here).
    @Test func segmentedPickerMatchesIOS18() async throws {
        let view = Picker("", selection: .constant(0)) { Text("System").tag(0); Text("Dark").tag(1); Text("Light").tag(2) }
            .pickerStyle(SegmentedPickerStyle())
            .frame(height: 50)
            .padding(.horizontal, 16)
        let ours = try await render(view, configure: { $0.proposal = ProposedViewSize(width: 390, height: nil); $0.background = .white }).render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/picker_segmented_ios18_3x.png")
        let topA = 27, topB = 411   // the control's top: 9 pt into our 50 pt frame; iOS's at y = 137 pt
        // The track: x = 16–374 pt, 32 pt tall, (238, 238, 239) on white.
        let track: M.RGB = (238, 238, 239)
        // (A row 10 pt into the control: under the thumb's top, above the titles, below the corners.)
        let rowA = (0..<1170).filter { M.near(M.rgb(ours, $0, topA + 30), track, 3) }, rowB = (0..<1170).filter { M.near(M.rgb(truth, $0, topB + 30), track, 3) }
        #expect(abs(rowA.min()! - rowB.min()!) <= 3 && abs(rowA.max()! - rowB.max()!) <= 3, "track x \(rowA.min()!)–\(rowA.max()!) vs iOS \(rowB.min()!)–\(rowB.max()!) (the thumb's end)")
        #expect(M.near(M.rgb(ours, 1100, topA + 30), track, 2) && M.near(M.rgb(truth, 1100, topB + 30), track, 2))
        let columnA = M.runs(ours, x: 900, rows: 0..<150, of: track), columnB = M.runs(truth, x: 900, rows: 380..<540, of: track)
        #expect(columnA.count == 1 && abs(columnA[0].count - columnB[0].count) <= 2, "track height \(columnA) vs iOS \(columnB)")
        // The thumb: white from x = 18 pt, inset 2 pt.
        let thumbA = M.runs(ours, x: 90, rows: topA..<(topA + 96), of: ListTests.white, tolerance: 2)
        let thumbB = M.runs(truth, x: 90, rows: topB..<(topB + 96), of: ListTests.white, tolerance: 2)
        print("thumb", thumbA, thumbB, "column", columnA, columnB)
        #expect(thumbA.count == 1 && thumbB.count == 1 && abs(thumbA[0].lowerBound - topA - (thumbB[0].lowerBound - topB)) <= 1
                && abs(thumbA[0].count - thumbB[0].count) <= 3, "thumb rows \(thumbA) vs iOS \(thumbB)")
        // The divider between the unselected segments at x = 254–255 pt, (214, 214, 217).
        let dividerA = (700..<830).filter { M.near(M.rgb(ours, $0, topA + 48), (214, 214, 217), 4) }
        let dividerB = (700..<830).filter { M.near(M.rgb(truth, $0, topB + 48), (214, 214, 217), 4) }
        #expect(!dividerA.isEmpty && !dividerB.isEmpty && abs(dividerA.first! - dividerB.first!) <= 3, "divider \(dividerA) vs iOS \(dividerB)")
        // Titles' cap tops and baselines ("Dark": ink 148.0–157.67 pt, 33–62 px below the control's top).
        let darkA = M.ink(ours, columns: 420..<750, rows: topA..<(topA + 96), on: track)!, darkB = M.ink(truth, columns: 420..<750, rows: topB..<(topB + 96), on: track)!
        #expect(abs((darkA[3] - topA) - (darkB[3] - topB)) <= 1 && abs((darkA[1] - topA) - (darkB[1] - topB)) <= 2, "Dark \(darkA) vs iOS \(darkB)")
    }

    @Test func tappingASegmentSelectsItAndTheThumbSlides() async throws {
        struct Segments: View {
            @State var choice = 0
            var body: some View {
                Picker("Mode", selection: $choice) { Text("One").tag(0); Text("Two").tag(1) }.pickerStyle(.segmented).frame(width: 200)
            }
        }
        let l0 = try await layout(Segments(), time: 0, host: { $0.tap("Two", at: 0) })
        let l1 = try await layout(Segments(), time: 5, host: { $0.tap("Two", at: 0) })
        let mid = try await layout(Segments(), time: 0.05, host: { $0.tap("Two", at: 0) })
        func thumbX(_ l: LaidOut) -> CGFloat {
            let node = l.nodes.first { $0.name == "offset" }!
            guard case .effect(.offset(let offset)) = node.node.content else { return .nan }
            return node.frame.minX + offset.width
        }
        let x0 = thumbX(l0), x1 = thumbX(l1), xm = thumbX(mid)
        #expect(x0 < 10 && x1 > 90 && xm > x0 && xm < x1, "thumb \(x0) → \(xm) → \(x1)")
    }

    // MARK: LabeledContent, text fields

    /// labeledcontent_text_value_ios18_3x.png: "Clean" from x = 1.0 pt, "Code" ending at 389.3 pt, one
    /// baseline at 434.67 pt (the view centred in the safe area).
    @Test func labeledContentMatchesIOS18() async throws {
        let ours = try await render(LabeledContent("Clean") { Text(verbatim: "Code") }, configure: { $0.screen = Self.iPhone13 }).render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/labeledcontent_text_value_ios18_3x.png")
        let white = ListTests.white
        for columns in [0..<300, 900..<1170] {
            let a = M.ink(ours, columns: columns, rows: 1200..<1350, on: white)!, b = M.ink(truth, columns: columns, rows: 1200..<1350, on: white)!
            #expect(abs(a[3] - b[3]) <= 1, "baseline \(a) vs iOS \(b)")
            #expect(columns.lowerBound == 0 ? abs(a[0] - b[0]) <= 3 : abs(a[2] - b[2]) <= 3, "\(a) vs iOS \(b)")
        }
    }

    /// textfield_securefield_roundedborder_ios18_3x.png (SpeziAccount): two rounded-border fields in title3,
    /// 34 pt tall, full width, the placeholder's ink from 8.7 pt with its baseline 24 pt below the field's top,
    /// in (196, 196, 198).
    @Test func roundedBorderFieldsMatchIOS18() async throws {
        let view = VStack {
            Group {
                TextField(text: .constant("")) { Text("E-Mail Address") }
                SecureField(text: .constant("")) { Text("Password") }
            }
            .textFieldStyle(.roundedBorder)
            .font(.title3)
        }
        let l = try await layout(view, proposal: ProposedViewSize(width: 390, height: nil))
        let fields = l.nodes.filter { $0.name == "overlay" }.map(\.frame)
        #expect(fields.count == 2 && fields.allSatisfy { abs($0.height - 34) < 0.01 && $0.width == 390 }, "\(fields)")
        // iOS: 330.0–364.0 and 372.67–406.67, 8.67 pt apart; ours 8 pt, the layer's fixed stack spacing
        // (SwiftUI's depends on the views, docs/views.md).
        #expect(abs(fields[1].minY - fields[0].maxY - 8) < 0.01)
        let p = try await render(view, configure: { $0.proposal = ProposedViewSize(width: 390, height: nil); $0.background = .white; $0.clipsToFrame = true }).render(at: 0)
        let ink = M.ink(p, columns: 18..<600, rows: 6..<96, on: ListTests.white, threshold: 40)!
        #expect(abs(ink[0] - 26) <= 2 && abs(ink[3] - 72) <= 1, "placeholder ink \(ink): iOS from x = 8.7 pt, baseline 24 pt")
        var darkest = 255
        for y in ink[1]...ink[3] { for x in ink[0]...ink[2] { darkest = min(darkest, M.rgb(p, x, y).r) } }
        #expect(abs(darkest - 196) <= 3, "placeholder colour \(darkest)")
        #expect(M.near(M.rgb(p, 600, 0), (204, 204, 204), 3), "border \(M.rgb(p, 600, 0))")
    }

    // MARK: Stepper and slider

    struct QuantityForm: View {
        @State var quantity = 1
        var body: some View {
            Form {
                Stepper(value: $quantity, in: 1...10) { HStack { Text("Quantity"); Spacer(); Text("\(quantity)") } }
            }
        }
    }

    /// The iOS 17 item form's stepper (facts only, INDEX.md): 94 × 32 pt, 20 pt from the card's trailing edge,
    /// centred in a 44 pt row, (238, 238, 239) on white, its "−" dimmed at the minimum; "Increment" taps it up.
    @Test func stepperInAFormRow() async throws {
        let l = try await layout(QuantityForm(), host: { $0.tap("Increment", at: 0) }, configure: { $0.screen = ListTests.screen })
        let pill = l.nodes.first { $0.name == "HStack" && abs($0.frame.width - 94) < 0.01 }!.frame
        let row = l.frame("ListRow")
        #expect(pill.height == 32 && abs(row.maxX - pill.maxX - 20) < 0.01, "\(pill) in \(row)")
        // iOS 17 centres it (6 pt above and below); iOS 18's baseline rule puts it 0.67 pt higher here.
        #expect(abs(pill.midY - row.midY) <= 1 && row.height == 44)
        #expect(l.nodes.contains { $0.node.textString == "2" }, "Increment tapped")
        let before = try await render(QuantityForm(), configure: { $0.screen = ListTests.screen }).render(at: 0)
        let x0 = Int((pill.minX + 23.5) * 3), x1 = Int((pill.maxX - 23.5) * 3), y = Int(pill.midY * 3)
        let minus = M.darkest(before, columns: (x0 - 6)...(x0 + 6), rows: (y - 6)...(y + 6))
        let plus = M.darkest(before, columns: (x1 - 6)...(x1 + 6), rows: (y - 6)...(y + 6))
        #expect(M.near(minus, (119, 119, 120), 6), "dimmed minus \(minus)")
        #expect(plus.r < 30, "plus \(plus)")
        #expect(M.near(M.rgb(before, x0 + 30, y - 30), (238, 238, 239), 2))
    }

    /// The iOS 15 ComplexView's slider (@1x, facts with its layer tree): a 4 pt track centred in a 33 pt
    /// frame, the thumb 31 pt with its centre at the value's fraction of the travel; adjusting moves it.
    @Test func sliderGeometryAndAdjust() async throws {
        struct Volume: View {
            @State var volume = 12.0
            var body: some View { Slider(value: $volume, in: 0...30) { Text("Volume") }.frame(width: 207.67) }
        }
        let l = try await layout(Volume())
        func thumbCentre(_ l: LaidOut) -> CGFloat {
            let node = l.nodes.first { $0.name == "offset" }!
            guard case .effect(.offset(let offset)) = node.node.content else { return .nan }
            return node.frame.minX + offset.width + 15.5
        }
        let frame = l.frame("Slider"), thumb = l.frame("Circle")
        #expect(abs(frame.height - 33) < 0.01 && thumb.width == 31)
        #expect(abs(thumbCentre(l) - (15.5 + (207.67 - 31) * 0.4)) <= 0.34, "\(thumbCentre(l))")
        let adjusted = try await layout(Volume(), host: { $0.adjust("Volume", to: 30) })
        #expect(abs(thumbCentre(adjusted) - (207.67 - 15.5)) <= 0.34)
        let tracks = l.nodes.filter { $0.name == "Capsule" }.map(\.frame)
        #expect(tracks.count == 2 && tracks.allSatisfy { $0.height == 4 && abs($0.midY - 16.5) < 0.34 }, "\(tracks)")
        await #expect(throws: ViewError.self) { _ = try await layout(Volume(), host: { $0.adjust("Treble", to: 1) }) }
    }

    // MARK: Buttons

    /// The disabled prominent "Login" of the SpeziAccount render: 49.3 pt tall around a body label padded
    /// 8 pt, filled (233, 233, 234), its title (194, 194, 196).
    @Test func disabledProminentButtonMatchesIOS18() async throws {
        let view = Button {} label: { Text("Login").padding(8).frame(maxWidth: .infinity) }.buttonStyle(.borderedProminent).disabled(true)
        let l = try await layout(view, proposal: ProposedViewSize(width: 390, height: nil))
        #expect(abs(l.nodes[0].frame.height - 49.33) <= 0.34, "\(l.nodes[0].frame)")
        let p = try await render(view, configure: { $0.proposal = ProposedViewSize(width: 390, height: nil); $0.background = .white }).render(at: 0)
        #expect(M.near(M.rgb(p, 60, 74), (233, 233, 234), 2), "fill \(M.rgb(p, 60, 74))")
    }
}

extension ControlsTests {
    /// A linear progress view fills its fraction of the width in the tint; the spinner's spokes step round
    /// with render time (a later frame differs from the first).
    @Test func progressViews() async throws {
        let l = try await layout(ProgressView(value: 0.25).frame(width: 200))
        let capsules = l.nodes.filter { $0.name == "Capsule" }.map(\.frame)
        #expect(capsules.count == 2 && capsules[0].width == 200 && abs(capsules[1].width - 50) < 0.01 && capsules[0].height == 4, "\(capsules)")
        let spinner = try await render(ProgressView(), host: { _ in }, configure: { $0.scale = 2 })
        let later = try await ViewHost(ProgressView()).makeScene(until: 0.5)
        #expect(spinner.render(at: 0).width == 40)
        #expect(later.render(at: 0.5) != later.render(at: 0), "the spokes turn")
    }
}
