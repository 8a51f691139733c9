import Testing
import Raster
@testable import HeadlessSwiftUI

// The view layer's, not Raster's, of the same names.
private typealias Path = HeadlessSwiftUI.Path
private typealias Canvas = HeadlessSwiftUI.Canvas

/// `Canvas` and `GraphicsContext`: what a renderer draws lands where, in the colour and width asked,
/// through the display list's ordinary items (fills, strokes, symbols, groups and their effects).
@MainActor
struct CanvasTests {
    /// The canvas drawn by `draw` in a `width` × `height` frame at @1x, as pixels.
    func pixels(width: CGFloat = 100, height: CGFloat = 60,
                _ draw: @escaping (inout GraphicsContext, CGSize) -> Void) async throws -> Pixmap {
        try await render(Canvas(renderer: draw).frame(width: width, height: height), configure: { $0.scale = 1 }).render(at: 0)
    }

    /// Whether the pixel has any ink.
    func inked(_ p: Pixmap, _ x: Int, _ y: Int) -> Bool { pixel(p, x, y).a > 0 }

    @Test func aCanvasTakesTheWholeProposalLikeAShape() async throws {
        let laidOut = try await layout(Canvas { _, _ in }, proposal: ProposedViewSize(width: 120, height: 45))
        #expect(close(laidOut.frame("Canvas"), CGRect(x: 0, y: 0, width: 120, height: 45)))
    }

    @Test func aFilledRectLandsAtItsPlaceInItsColour() async throws {
        let p = try await pixels { context, _ in
            context.fill(Path(CGRect(x: 10, y: 20, width: 30, height: 15)), with: .color(.init(red: 1, green: 0, blue: 0)))
        }
        let inside = pixel(p, 25, 27)
        #expect(inside.r == 255 && inside.g == 0 && inside.b == 0 && inside.a == 255)
        // Its edges are whole pixels: the first and last columns and rows inked, their neighbours not.
        #expect(inked(p, 10, 20) && inked(p, 39, 34))
        #expect(!inked(p, 9, 27) && !inked(p, 40, 27) && !inked(p, 25, 19) && !inked(p, 25, 35))
    }

    @Test func aStrokeIsItsLineWidthWide() async throws {
        let p = try await pixels { context, size in
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 30))
            line.addLine(to: CGPoint(x: size.width, y: 30))
            context.stroke(line, with: .color(.black), lineWidth: 6)
        }
        // Centred on y = 30: rows 27 … 32.
        #expect((27...32).allSatisfy { pixel(p, 50, $0).a == 255 })
        #expect(!inked(p, 50, 26) && !inked(p, 50, 33))
    }

    @Test func translateAndRotateMoveTheInk() async throws {
        let p = try await pixels { context, _ in
            context.translateBy(x: 60, y: 10)
            context.rotate(by: .degrees(90))
            // (x, y) → (60 − y, 10 + x): the 30 × 4 bar becomes a 4 × 30 bar at x 56 … 60, y 10 … 40.
            context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 4)), with: .color(.black))
        }
        #expect(pixel(p, 58, 25).a == 255 && pixel(p, 57, 39).a == 255)
        #expect(!inked(p, 54, 25) && !inked(p, 61, 25) && !inked(p, 58, 42) && !inked(p, 70, 12))
    }

    @Test func concatenateAndTransformAreTheSameMatrix() async throws {
        let a = try await pixels { context, _ in
            context.concatenate(CGAffineTransform(scaleX: 2, y: 3))
            context.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 5)), with: .color(.black))
        }
        let b = try await pixels { context, _ in
            context.transform = CGAffineTransform(scaleX: 2, y: 3)
            context.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 5)), with: .color(.black))
        }
        #expect(a.data == b.data)
        // The rect at 10 … 30 × 15 … 30.
        #expect(inked(a, 10, 15) && inked(a, 29, 29) && !inked(a, 31, 20) && !inked(a, 20, 31))
    }

    @Test func aClipKeepsOnlyItsInside() async throws {
        let p = try await pixels { context, size in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: size.height)))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        }
        #expect(pixel(p, 49, 30).a == 255 && !inked(p, 50, 30) && !inked(p, 90, 30))
        let inverse = try await pixels { context, size in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: size.height)), options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        }
        #expect(!inked(inverse, 49, 30) && pixel(inverse, 50, 30).a == 255 && pixel(inverse, 90, 30).a == 255)
    }

    @Test func opacityFadesWhatIsDrawnAfterIt() async throws {
        let p = try await pixels { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 40, y: 0, width: 20, height: 20)), with: .color(.black))
        }
        #expect(pixel(p, 10, 10).a == 255)
        #expect(abs(pixel(p, 50, 10).a - 128) <= 1)
    }

    @Test func aLinearGradientRunsBetweenItsPoints() async throws {
        let p = try await pixels { context, size in
            let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(gradient, startPoint: CGPoint(x: 20, y: 0), endPoint: CGPoint(x: 80, y: 0)))
        }
        // Padded before its start and after its end; halfway between at the middle.
        let start = pixel(p, 10, 30), end = pixel(p, 90, 30), middle = pixel(p, 50, 30)
        #expect(start.r == 255 && start.b == 0)
        #expect(end.r == 0 && end.b == 255)
        #expect(abs(middle.r - 128) <= 3 && abs(middle.b - 128) <= 3)
    }

    @Test func textIsDrawnWithItsAnchorAtThePoint() async throws {
        let p = try await pixels(width: 200, height: 80) { context, _ in
            context.draw(Text("Hello").font(.system(size: 20)), at: CGPoint(x: 100, y: 40), anchor: .topLeading)
        }
        var minX = Int.max, minY = Int.max
        for y in 0..<p.height { for x in 0..<p.width where inked(p, x, y) { minX = min(minX, x); minY = min(minY, y) } }
        // The glyphs start just right of and below the anchor (the side bearing, the line box's top).
        #expect((100...103).contains(minX), "ink starts at x \(minX)")
        #expect((40...48).contains(minY), "ink starts at y \(minY)")
        let centred = try await pixels(width: 200, height: 80) { context, _ in
            let text = context.resolve(Text("Hello").font(.system(size: 20)))
            let size = text.measure(in: CGSize(width: 200, height: 80))
            #expect(size.width > 30 && size.height > 20)
            context.draw(text, at: CGPoint(x: 100, y: 40), anchor: .center)
        }
        var left = Int.max, right = Int.min
        for y in 0..<centred.height { for x in 0..<centred.width where inked(centred, x, y) { left = min(left, x); right = max(right, x) } }
        #expect(abs((left + right) / 2 - 100) <= 2, "ink from \(left) to \(right)")
    }

    @Test func aShadowFilterInALayerCastsItsShadow() async throws {
        let scene = try await render(Canvas { context, _ in
            context.drawLayer { layer in
                layer.addFilter(.shadow(color: .black, radius: 3, x: 12, y: 12))
                layer.fill(Path(CGRect(x: 20, y: 20, width: 30, height: 30)), with: .color(.white))
            }
        }.frame(width: 100, height: 100), configure: { $0.scale = 1 })
        let items = scene.displayList(at: 0).items
        guard items.count == 1, case .group(.composite, let children) = items[0].content else {
            Issue.record("no layer: \(scene.displayList(at: 0))"); return
        }
        #expect(children.count == 1 && children[0].effects.contains { if case .shadow = $0 { true } else { false } })
        let p = scene.render(at: 0)
        // White where the square is; the shadow's black beyond it, down and right; nothing up and left.
        let square = pixel(p, 35, 35), shadow = pixel(p, 56, 56)
        #expect(square.r == 255 && square.a == 255)
        #expect(shadow.a > 100 && shadow.r < 30)
        #expect(!inked(p, 15, 15))
    }

    @Test func blurAndColourFiltersAreTheDisplayListsGroups() async throws {
        let scene = try await render(Canvas { context, _ in
            context.addFilter(.blur(radius: 2))
            context.addFilter(.grayscale(1))
            context.fill(Path(CGRect(x: 20, y: 20, width: 30, height: 30)), with: .color(.red))
        }.frame(width: 100, height: 100), configure: { $0.scale = 2 })
        let items = scene.displayList(at: 0).items
        // The first filter added is applied first: the grayscale group holds the blur's.
        guard items.count == 1, case .group(.colorMatrix(.grayscale(1)), let outer) = items[0].content,
              case .group(.blur(let sigma), _) = outer.first?.content else { Issue.record("\(scene.displayList(at: 0))"); return }
        #expect(sigma == 4)   // 2 pt at @2x
        let p = scene.render(at: 0)
        let c = pixel(p, 70, 70)
        #expect(c.r == c.g && c.g == c.b && c.a == 255)
    }

    @Test func aCanvasDrawsWithinItsFrame() async throws {
        let scene = try await render(ZStack {
            Canvas { context, _ in
                context.fill(Path(CGRect(x: -20, y: -20, width: 80, height: 80)), with: .color(.black))
            }.frame(width: 40, height: 40)
        }.frame(width: 100, height: 100), configure: { $0.scale = 1 })
        let p = scene.render(at: 0)
        // The canvas sits at 30 … 70; its fill reaches 10 … 90 but is cut at the frame.
        let x0 = scene.canvas.minX
        #expect(pixel(p, Int(31 - x0), Int(31 - x0)).a == 255)
        #expect(!inked(p, Int(25 - x0), Int(50 - x0)) && !inked(p, Int(75 - x0), Int(50 - x0)))
    }

    @Test func symbolsAndImagesDrawLikeTheirViews() async throws {
        let scene = try await render(Canvas { context, _ in
            if let dot = context.resolveSymbol(id: "dot") {
                #expect(dot.size == CGSize(width: 20, height: 20))
                context.draw(dot, at: CGPoint(x: 20, y: 20), anchor: .center)
            }
            context.draw(Image(systemName: "star.fill"), in: CGRect(x: 50, y: 0, width: 40, height: 40))
        } symbols: {
            Circle().fill(Color(red: 0, green: 1, blue: 0)).frame(width: 20, height: 20).tag("dot")
        }.frame(width: 100, height: 40), configure: { $0.scale = 1 })
        let p = scene.render(at: 0)
        let dot = pixel(p, 20, 20)
        #expect(dot.g == 255 && dot.r == 0 && dot.a == 255)
        #expect(!inked(p, 20, 2))
        // The star fills its rect's middle.
        #expect(pixel(p, 70, 22).a == 255)
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
    }

    struct Counter: View {
        @State private var bars = 1
        var body: some View {
            VStack(spacing: 0) {
                Button("More") { withAnimation(.easeInOut(duration: 0.3)) { bars = 3 } }
                Canvas { context, _ in
                    for i in 0..<bars { context.fill(Path(CGRect(x: i * 30, y: 0, width: 20, height: 20)), with: .color(.black)) }
                }.frame(width: 90, height: 20)
            }
        }
    }

    @Test func aChangeOfStateTheRendererReadsRedrawsIt() async throws {
        let scene = try await render(Counter(), host: { $0.tap("More", at: 0.1) }, configure: { $0.scale = 1 })
        func fills(at t: Double) -> Int {
            scene.displayList(at: t).items.filter { $0.name == "Canvas" }.count
        }
        #expect(fills(at: 0) == 1)
        // Not interpolated: the new drawing from the change on.
        #expect(fills(at: 0.15) == 3 && fills(at: 1) == 3)
    }

    /// The Porter–Duff modes that change pixels outside a drawing are drawn normally, with a warning
    /// (the mixing modes are drawn: BlendModeTests).
    @Test func anUndrawnBlendModeIsDrawnNormallyAndSaysSo() async throws {
        let scene = try await render(Canvas { context, size in
            context.blendMode = .xor
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        }.frame(width: 10, height: 10), configure: { $0.scale = 1 })
        #expect(pixel(scene.render(at: 0), 5, 5).a == 255)
        #expect(scene.warnings.contains { $0.contains("blend mode") })
    }
}
