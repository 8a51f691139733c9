import Testing
import Raster
@testable import HeadlessSwiftUI

/// Drawing effects: opacity on containers reaches each leaf unless composited; transforms; clips, masks,
/// blur and colour effects flatten their subtree.
@MainActor
struct EffectTests {
    /// Two overlapping squares, red under blue.
    static let squares = ZStack(alignment: .topLeading) {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 20, height: 20).offset(x: 10)
    }

    @Test func opacityOnAContainerReachesEachLeaf() async throws {
        let leafwise = try await render(Self.squares.opacity(0.5), configure: { $0.scale = 1 }).render(at: 0)
        let grouped = try await render(Self.squares.compositingGroup().opacity(0.5), configure: { $0.scale = 1 }).render(at: 0)
        // In the overlap the red shows through the blue unless the group is flattened first.
        #expect(pixel(leafwise, 15, 10).r > 60)
        #expect(pixel(grouped, 15, 10).r == 0)
        #expect(pixel(leafwise, 15, 10).a > pixel(grouped, 15, 10).a)
    }

    @Test func scaleAndRotationTransformTheDrawing() async throws {
        let scaled = try await render(Color.red.frame(width: 10, height: 10).scaleEffect(2, anchor: .topLeading), configure: { $0.scale = 1 })
        #expect(scaled.displayList(at: 0).items[0].transform.a == 2)
        let rotated = try await render(Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(90)), configure: { $0.scale = 1 })
        let t = rotated.displayList(at: 0).items[0].transform
        #expect(abs(t.b - 1) < 1e-12 && abs(t.a) < 1e-12)
    }

    @Test func clipShapeClipsAndHiddenDrawsNothing() async throws {
        let clipped = try await render(Color.red.frame(width: 20, height: 20).clipShape(Circle()), configure: { $0.scale = 1 }).render(at: 0)
        #expect(pixel(clipped, 0, 0).a == 0 && pixel(clipped, 10, 10).a == 255)
        let hidden = try await render(HStack { Color.red.frame(width: 10, height: 10).hidden(); Color.blue.frame(width: 10, height: 10) })
        #expect(hidden.displayList(at: 0).items.count == 1)
    }

    @Test func maskKeepsWhereTheMaskIsOpaque() async throws {
        let masked = try await render(Color.red.frame(width: 20, height: 20).mask { Circle() }, configure: { $0.scale = 1 }).render(at: 0)
        #expect(pixel(masked, 0, 0).a == 0 && pixel(masked, 10, 10).a == 255)
    }

    @Test func colourEffects() async throws {
        let grey = try await render(Color.red.frame(width: 4, height: 4).saturation(0), configure: { $0.scale = 1 }).render(at: 0)
        let p = pixel(grey, 2, 2)
        #expect(p.r == p.g && p.g == p.b)
        let multiplied = try await render(Color.white.frame(width: 4, height: 4).colorMultiply(.black), configure: { $0.scale = 1 }).render(at: 0)
        #expect(pixel(multiplied, 2, 2).r == 0)
        let blurred = try await render(Color.black.frame(width: 10, height: 10).padding(10).blur(radius: 3), configure: { $0.scale = 1 }).render(at: 0)
        #expect(pixel(blurred, 8, 15).a > 0 && pixel(blurred, 15, 15).a < 255)
    }
}
