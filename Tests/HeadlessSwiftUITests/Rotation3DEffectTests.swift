import Testing
import Raster
@testable import HeadlessSwiftUI

/// `rotation3DEffect`, `projectionEffect` and `transformEffect`: a view turned in 3D is its flat drawing
/// warped (mirrored past 90°, edge-on at 90°, its near side taller under perspective), the angle animates,
/// and affine projections are the transform they hold. Layout never changes.
@MainActor
struct Rotation3DEffectTests {
    /// Left-right asymmetric: a red left third, a blue rest, 60 × 40 pt.
    struct Flag: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 40)
                Color.blue.frame(width: 40, height: 40)
            }
        }
    }

    /// The view drawn at 1× on a pinned 100 × 60 pt canvas centred on it (so every picture is one size).
    func picture<V: View>(_ view: V, at time: Double = 0, host: (ViewHost) -> Void = { _ in }) async throws -> Pixmap {
        try await render(view, host: host, configure: { $0.scale = 1; $0.canvasSize = CGSize(width: 100, height: 60) }).render(at: time)
    }

    /// Inked rows (α > 127) of column `x`.
    func columnHeight(_ p: Pixmap, _ x: Int) -> Int { (0..<p.height).filter { pixel(p, x, $0).a > 127 }.count }
    /// Columns with any ink.
    func inkedColumns(_ p: Pixmap) -> [Int] { (0..<p.width).filter { columnHeight(p, $0) > 0 } }

    @Test func noTurnDrawsTheSamePixels() async throws {
        let plain = try await picture(Flag())
        let turned = try await picture(Flag().rotation3DEffect(.zero, axis: (x: 0, y: 1, z: 0)))
        #expect(plain == turned)
    }

    @Test func halfATurnAboutYMirrorsHorizontally() async throws {
        let plain = try await picture(Flag())
        let mirrored = try await picture(Flag().rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)))
        // The flag spans x 20..<80 of the 100 pt canvas: column x of one is column 99 − x of the other.
        var worst = 0
        for y in 0..<60 { for x in 0..<100 {
            let a = pixel(plain, x, y), b = pixel(mirrored, 99 - x, y)
            worst = max(worst, abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b), abs(a.a - b.a))
        } }
        #expect(worst <= 2, "largest channel difference \(worst)")
        // Red is now on the right.
        #expect(pixel(mirrored, 75, 30).r > 200 && pixel(mirrored, 25, 30).b > 200)
    }

    @Test func aQuarterTurnAboutYIsEdgeOn() async throws {
        let edgeOn = try await picture(Flag().rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0)))
        let inked = (0..<60).flatMap { y in (0..<100).map { x in pixel(edgeOn, x, y).a } }.filter { $0 > 0 }
        // At most a hairline: a column's worth of faint pixels.
        #expect(inked.count <= 60 && inked.allSatisfy { $0 < 128 }, "\(inked.count) pixels, max α \(inked.max() ?? 0)")
    }

    @Test func underPerspectiveTheNearEdgeIsTaller() async throws {
        let turned = try await picture(Flag().rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)))
        let columns = inkedColumns(turned)
        let left = try #require(columns.first), right = try #require(columns.last)
        // A positive turn about y sends the trailing side away: the leading edge is the near, taller one.
        let near = columnHeight(turned, left + 1), far = columnHeight(turned, right - 1)
        #expect(near > far + 4, "near \(near) px, far \(far) px")
        // Narrower than flat, and still about the centre (the far side shrinks towards it more).
        #expect(right - left < 60 && right - left > 30, "\(left)…\(right)")
        // Taller than the flat 40 pt at the near edge, shorter at the far one (m34 = −1/max(w, h)).
        #expect(near > 40 && far < 40)
    }

    @Test func theCanvasGrowsToHoldTheProjectedDrawing() async throws {
        // Unpinned, the canvas is the union of what is drawn: the near edge, taller than the 40 pt frame,
        // is inside it whole (no inked pixel on the canvas's top or bottom row).
        let p = try await render(Flag().rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)), configure: { $0.scale = 1 }).render(at: 0)
        #expect(p.height > 40, "\(p.width)×\(p.height)")
        #expect((0..<p.width).allSatisfy { pixel(p, $0, 0).a < 128 && pixel(p, $0, p.height - 1).a < 128 })
        #expect(inkedColumns(p).contains { columnHeight(p, $0) > 40 })
    }

    @Test func rightToLeftMirrorsTheTurn() async throws {
        let view = Flag().rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        let ltr = try await picture(view)
        let rtl = try await render(view, configure: {
            $0.scale = 1; $0.canvasSize = CGSize(width: 100, height: 60); $0.layoutDirection = .rightToLeft
        }).render(at: 0)
        // The whole picture mirrored: the flag's stripes and the near (leading) edge both swap sides.
        var worst = 0
        for y in 0..<60 { for x in 0..<100 {
            let a = pixel(ltr, x, y), b = pixel(rtl, 99 - x, y)
            worst = max(worst, abs(a.r - b.r), abs(a.b - b.b), abs(a.a - b.a))
        } }
        #expect(worst <= 3, "largest channel difference \(worst)")
    }

    @Test func theLayoutIsUnchanged() async throws {
        let laidOut = try await layout(HStack(spacing: 0) {
            Flag().rotation3DEffect(.degrees(60), axis: (x: 1, y: 1, z: 0))
            Color.green.frame(width: 10, height: 10)
        })
        #expect(close(laidOut.frame("rotation3DEffect"), CGRect(x: 0, y: 0, width: 60, height: 40)))
        #expect(laidOut.frame("Color", 2).minX == 60)
    }

    /// A tap flips the card about y under a linear second: half way it is edge-on, a quarter in it is
    /// narrower than at rest, at the end mirrored.
    struct Flipper: View {
        @State private var angle = 0.0
        var body: some View {
            VStack(spacing: 0) {
                Button("Flip") { withAnimation(.linear(duration: 1)) { angle = 180 } }
                    .frame(width: 1, height: 1).opacity(0.0)
                Flag().rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
            }
        }
    }

    @Test func theAngleAnimates() async throws {
        let scene = try await render(Flipper(), host: { $0.tap("Flip", at: 0) },
                                     configure: { $0.scale = 1; $0.canvasSize = CGSize(width: 100, height: 60) })
        let start = scene.render(at: 0), quarter = scene.render(at: 0.25), half = scene.render(at: 0.5), end = scene.render(at: 2)
        let width = { (p: Pixmap) in (inkedColumns(p).last ?? 0) - (inkedColumns(p).first ?? 0) }
        #expect(width(start) >= 58)
        #expect(width(quarter) > 20 && width(quarter) < 55, "\(width(quarter))")
        #expect(inkedColumns(half).count <= 2, "\(inkedColumns(half))")
        #expect(start != end && width(end) >= 58)
        // The end is the start mirrored: red on the right.
        let redColumns = { (p: Pixmap) in (0..<p.width).filter { x in (0..<p.height).contains { pixel(p, x, $0).r > 200 } } }
        #expect((redColumns(end).first ?? 0) > 50 && (redColumns(start).last ?? 100) < 50)
    }

    @Test func projectionOfAnAffineTransformEqualsTransformEffect() async throws {
        let affine = CGAffineTransform(rotationAngle: 0.3).concatenating(CGAffineTransform(translationX: 5, y: -3))
        let viaProjection = try await picture(Flag().projectionEffect(ProjectionTransform(affine)))
        let viaTransform = try await picture(Flag().transformEffect(affine))
        #expect(viaProjection == viaTransform)
        #expect(ProjectionTransform(affine).isAffine && !ProjectionTransform(affine).isIdentity)
    }

    @Test func transformEffectTranslationMovesPixels() async throws {
        let plain = try await picture(Flag())
        let moved = try await picture(Flag().transformEffect(CGAffineTransform(translationX: 7, y: 3)))
        for (x, y) in [(25, 15), (50, 30), (70, 20)] {
            #expect(pixel(moved, x + 7, y + 3) == pixel(plain, x, y), "(\(x), \(y))")
        }
        #expect(pixel(moved, 21, 30).a == 0 && pixel(plain, 21, 30).a == 255)
    }

    @Test func projectionTransformAlgebra() {
        var m = CATransform3DIdentity
        m.m34 = -1 / 100
        let p = ProjectionTransform(CATransform3DRotate(m, .pi / 5, 0, 1, 0))
        #expect(!p.isAffine)
        let round = p.concatenating(p.inverted())
        for (value, expected) in [(round.m11, 1.0), (round.m12, 0), (round.m13, 0), (round.m21, 0), (round.m22, 1), (round.m23, 0),
                                  (round.m31, 0), (round.m32, 0), (round.m33, 1)] {
            #expect(abs(Double(value) - expected) < 1e-12)
        }
        // A turn about z is rotationEffect's: +x towards +y.
        let z = ProjectionTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let q = CGPoint(x: 1, y: 0).applying(z)
        #expect(abs(q.x) < 1e-12 && abs(q.y - 1) < 1e-12)
    }
}
