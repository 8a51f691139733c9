import Testing
import Raster
import Typesetting
@testable import Components

/// The card's and the grid's geometry, checked on rendered pixels against the seed's numbers
/// (28 pt padding, 1.3 × 44 pt symbol frame, 12 pt spacing, 24 pt continuous corners, 14/20 pt grid).
struct SymbolMorphLayoutTests {
    /// Scenes measured for ink are drawn on white, so the card's transparent corners are not ink.
    static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)

    /// The headline's line height at `size` (the title's block height for one line).
    static func headlineLineHeight(_ size: DynamicTypeSize = .large) throws -> Double {
        try FontResolver().font(style: .headline, dynamicType: size).lineHeight
    }

    @Test func defaultWidthIsOneDemoCell() {
        #expect(SymbolMorphToggleScene.defaultWidth == (402 - 2 * 20 - 14) / 2)
        #expect(SymbolMorphToggleScene.defaultWidth == 174)
    }

    @Test(arguments: [1, 2, 3])
    func cardSizeComesFromThePaddings(scale: Int) throws {
        let scene = try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: RenderEnvironment(scale: scale))
        let s = Double(scale)
        let height = 28 + 44 * 1.3 + 12 + (try Self.headlineLineHeight()) + 28
        // The card is everything drawn here: its opaque rectangle is the canvas, at the origin.
        #expect(scene.pixelSize.width == 174 * scale)
        #expect(scene.pixelSize.height == Int((height * s).rounded()))
        #expect(scene.frameOrigin == (0, 0))
        let frame = scene.render(at: 0)
        // Opaque along the middle row and column from edge to edge.
        #expect(frame.pixel(x: 0, y: frame.height / 2).a == 255 && frame.pixel(x: frame.width - 1, y: frame.height / 2).a == 255)
        #expect(frame.pixel(x: frame.width / 2, y: 0).a == 255 && frame.pixel(x: frame.width / 2, y: frame.height - 1).a == 255)
    }

    /// The symbol's ink sits where the seed puts the image: centred in a 1.3 × 44 = 57.2 pt frame that
    /// starts 28 pt below the card's top, centred across the card.
    @Test(arguments: [("bell.fill", SymbolMorphToggle.alerts), ("wifi", .network), ("mic.fill", .microphone)])
    func symbolIsCentredInItsFrame(name: String, toggle: SymbolMorphToggle) throws {
        let scene = try SymbolMorphToggleScene(toggle: toggle, toOn: false, environment: RenderEnvironment(scale: 3), background: .white)
        let grid = try SymbolMorphMeasure.gridBounds(of: name)
        let topLeft = SymbolMorphMeasure.cardPoint(grid: Point(grid.minX, grid.minY), width: 174, symbolSize: 44)
        let bottomRight = SymbolMorphMeasure.cardPoint(grid: Point(grid.maxX, grid.maxY), width: 174, symbolSize: 44)
        let ink = try #require(SymbolMorphMeasure.inkBounds(scene.render(at: 0), rows: 0..<Int((28 + 57.2) * 3), background: Self.white))
        #expect(abs(Double(ink.minX) - topLeft.x * 3) <= 1.5 && abs(Double(ink.maxX + 1) - bottomRight.x * 3) <= 1.5)
        #expect(abs(Double(ink.minY) - topLeft.y * 3) <= 1.5 && abs(Double(ink.maxY + 1) - bottomRight.y * 3) <= 1.5)
        // The frame is 1.3 × the symbol size: the ink is inside it.
        #expect(Double(ink.minY) >= 28 * 3 && Double(ink.maxY) < (28 + 1.3 * 44) * 3)
    }

    /// The title's line box starts 12 pt under the symbol frame and is centred across the card.
    @Test(arguments: [1, 3])
    func titleIsTwelvePointsUnderTheSymbolFrame(scale: Int) throws {
        let scene = try SymbolMorphToggleScene(toggle: .microphone, toOn: true, environment: RenderEnvironment(scale: scale), background: .white)
        let s = Double(scale)
        let line = try textLine("Microphone", style: .headline)
        let boxTop = ((28 + 1.3 * 44 + 12) * s).rounded() / s          // snapped to the pixel grid, as SwiftUI
        let inkTop = boxTop + line.ascent + line.inkBounds.minY
        let inkLeft = ((174 - line.width) / 2 * s).rounded() / s + line.inkBounds.minX
        let frame = scene.render(at: 0)
        let ink = try #require(SymbolMorphMeasure.inkBounds(frame, rows: Int((28 + 57.2) * s)..<frame.height, background: Self.white))
        #expect(abs(Double(ink.minY) - inkTop * s) <= 1, "ink top \(ink.minY) px, expected \(inkTop * s)")
        #expect(abs(Double(ink.minX) - inkLeft * s) <= 1, "ink left \(ink.minX) px, expected \(inkLeft * s)")
        // Centred: as much room on the right as on the left.
        #expect(abs(Double(ink.minX) - Double(frame.width - 1 - ink.maxX)) <= 2 * s)
    }

    /// The card's corners are continuous (SwiftUI's default for `.rect(cornerRadius:)`) with radius 24:
    /// the alpha of the top-left corner equals that of a continuous rounded rectangle of radius 24, and
    /// not that of a circular one or of another radius.
    @Test func cornersAreContinuousWithRadius24() throws {
        let scene = try SymbolMorphToggleScene(toggle: .camera, toOn: false, environment: RenderEnvironment(scale: 2))
        let frame = scene.render(at: 0)
        let size = Size(Double(frame.width) / 2, Double(frame.height) / 2)
        func corner(_ p: Pixmap) -> [UInt8] { (0..<80).flatMap { y in (0..<80).map { x in p.pixel(x: x, y: y).a } } }
        func reference(_ radius: Double, _ style: Path.CornerStyle) -> [UInt8] {
            var c = Canvas(width: frame.width, height: frame.height)
            c.transform = .scale(2)
            c.fill(Path.roundedRect(Rect(origin: .zero, size: size), cornerRadius: radius, style: style), with: .white)
            return corner(c.pixmap)
        }
        let measured = corner(frame)
        #expect(measured == reference(24, .continuous))
        #expect(measured != reference(24, .circular))
        #expect(measured != reference(22, .continuous) && measured != reference(26, .continuous))
    }

    /// Dynamic Type: the symbol follows `@ScaledMetric(relativeTo: .largeTitle)` (AX3: 52/34 of 44 pt)
    /// and the title the headline style (40 pt), and the card grows by both.
    @Test func accessibilitySizeScalesSymbolAndTitle() throws {
        let large = try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: RenderEnvironment(scale: 2), background: .white)
        let ax3 = try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: RenderEnvironment(scale: 2), dynamicType: .accessibility3,
                                             background: .white)
        let symbol = 44 * 52.0 / 34
        #expect(abs(ax3.layout.symbolSize - symbol) < 1e-9)
        let height = 28 + 1.3 * symbol + 12 + (try Self.headlineLineHeight(.accessibility3)) + 28
        #expect(ax3.pixelSize.height == Int((height * 2).rounded()))
        // The bell's ink is 52/34 as tall (medium weight's fixed offset aside: within 2 %).
        func inkHeight(_ scene: SymbolMorphToggleScene) throws -> Double {
            let rows = 0..<Int((28 + 1.3 * scene.layout.symbolSize) * 2)
            let b = try #require(SymbolMorphMeasure.inkBounds(scene.render(at: 0), rows: rows, background: Self.white))
            return Double(b.maxY - b.minY + 1)
        }
        let ratio = try inkHeight(ax3) / inkHeight(large)
        #expect(abs(ratio - 52.0 / 34) < 0.02 * 52 / 34, "ratio \(ratio)")
    }

    /// A title wider than the card wraps (a `Text` has no line limit): "Microphone" at AX3 is two
    /// lines, so its card is one headline line taller than the Alerts card.
    @Test func longTitleWrapsAndGrowsTheCard() throws {
        let env = RenderEnvironment(scale: 1)
        let alerts = try SymbolMorphToggleScene(toggle: .alerts, toOn: false, environment: env, dynamicType: .accessibility3)
        let mic = try SymbolMorphToggleScene(toggle: .microphone, toOn: false, environment: env, dynamicType: .accessibility3)
        let line = try Self.headlineLineHeight(.accessibility3)
        #expect(abs(mic.layout.size.height - alerts.layout.size.height - line) < 1e-9)
        #expect(mic.layout.titleSize.width <= 174)
    }
}

/// The demo's grid on the screen.
struct SymbolMorphDemoLayoutTests {
    static let grouped: (UInt8, UInt8, UInt8, UInt8) = (242, 242, 247, 255)

    /// The cards' boxes (pixels, inclusive) in grid order: runs of non-background pixels down the
    /// column 40 pt inside each grid column (past the corners' 36.7 pt reach), then across the row
    /// 40 pt below each run's top.
    static func cardBoxes(_ p: Pixmap) -> [(minX: Int, minY: Int, maxX: Int, maxY: Int)] {
        func isCard(_ x: Int, _ y: Int) -> Bool { p.pixel(x: x, y: y) != grouped }
        var columns: [[(minX: Int, minY: Int, maxX: Int, maxY: Int)]] = []
        for x in [60, 248] {
            var boxes: [(minX: Int, minY: Int, maxX: Int, maxY: Int)] = []
            var y = 0
            while y < p.height {
                guard isCard(x, y) else { y += 1; continue }
                let top = y
                while y < p.height, isCard(x, y) { y += 1 }
                let row = top + 40
                var left = x, right = x
                while left > 0, isCard(left - 1, row) { left -= 1 }
                while right < p.width - 1, isCard(right + 1, row) { right += 1 }
                boxes.append((left, top, right, y - 1))
            }
            columns.append(boxes)
        }
        return zip(columns[0], columns[1]).flatMap { [$0, $1] }
    }

    @Test func cellsShareTheWidthAfterPaddingAndSpacing() {
        let layout = SymbolMorphToggleDemoLayout(screen: .iPhone16Pro)
        #expect(layout.cellWidth == 174)
        let frames = layout.cardFrames(heights: [146, 146, 146, 146], direction: .ltr)
        // Padded grid 306 + 40 tall, centred in the safe area 62…840.
        #expect(frames.map(\.minX) == [20, 208, 20, 208])
        #expect(frames.map(\.minY) == [298, 298, 458, 458])
        let rtl = layout.cardFrames(heights: [146, 146, 146, 146], direction: .rtl)
        #expect(rtl.map(\.minX) == [208, 20, 208, 20])
    }

    @Test func rowIsAsTallAsItsTallestCardAndShorterCardsAreCentred() {
        let layout = SymbolMorphToggleDemoLayout(screen: .iPhone16Pro)
        let frames = layout.cardFrames(heights: [100, 140, 120, 120], direction: .ltr)
        let gridTop: Double = 62 + (778 - (140 + 14 + 120) - 40) / 2 + 20
        #expect(frames[1].minY == gridTop && frames[0].minY == gridTop + 20)
        #expect(frames[2].minY == gridTop + 140 + 14 && frames[3].minY == frames[2].minY)
    }

    /// Measured on the screen: the white cards sit where the grid puts them, on the grouped background
    /// that fills the whole screen (safe area included).
    @Test(arguments: [RenderEnvironment.LayoutDirection.ltr, .rtl])
    func cardsOnTheScreen(direction: RenderEnvironment.LayoutDirection) throws {
        let demo = try SymbolMorphToggleDemoScene(toOn: false, environment: RenderEnvironment(scale: 1, layoutDirection: direction))
        let frame = demo.render(at: 0)
        #expect(demo.pixelSize == (402, 874))
        #expect(frame.pixel(x: 0, y: 0) == Self.grouped && frame.pixel(x: 401, y: 873) == Self.grouped)
        let h = demo.cards[0].cardPixels.height
        for (i, box) in Self.cardBoxes(frame).enumerated() {
            let x = i % 2 == 0 ? 20 : 208, y = i < 2 ? 298 : 298 + h + 14
            #expect(box.minX == x && box.maxX == x + 173 && box.minY == y && box.maxY == y + h - 1, "card \(i): \(box)")
        }
        // Under right-to-left the first card (Alerts, orange) is on the right.
        let alerts = Palette(appearance: .light).color(.orange)
        func hasOrange(_ x: Range<Int>) -> Bool {
            (298..<(298 + h)).contains { y in x.contains { frame.pixel(x: $0, y: y) == (255, 149, 0, 255) } }
        }
        #expect(alerts == Color(r8: 255, g8: 149, b8: 0))
        #expect(hasOrange(direction == .ltr ? 20..<194 : 208..<382))
        #expect(!hasOrange(direction == .ltr ? 208..<382 : 20..<194))
    }
}
