import Testing
import Raster
import ImageIO
@testable import HeadlessSwiftUI

/// `.shadow` on leaves and containers: each leaf casts its own unless a compositing group flattens the
/// container first; chained shadows compound; σ = 0.95 × radius, against a real iOS render.
@MainActor
struct ShadowTests {
    func shadowCounts(_ view: some View) async throws -> [Int] {
        try await render(view).displayList(at: 0).items.map { item in
            item.effects.filter { if case .shadow = $0 { return true }; return false }.count
        }
    }

    @Test func aContainersShadowReachesEachLeaf() async throws {
        let view = ZStack { Circle().fill(.white).frame(width: 40, height: 40); Image(systemName: "sun.max.fill") }
            .shadow(color: .black.opacity(0.25), radius: 4, y: 2)
        #expect(try await shadowCounts(view) == [1, 1])
    }

    @Test func aCompositingGroupCastsOneShadow() async throws {
        let view = ZStack { Circle().fill(.white).frame(width: 40, height: 40); Image(systemName: "sun.max.fill") }
            .compositingGroup()
            .shadow(color: .black.opacity(0.25), radius: 4, y: 2)
        let items = try await render(view).displayList(at: 0).items
        #expect(items.count == 1)
        guard case .group(.composite, let children) = items[0].content else { Issue.record("no group"); return }
        #expect(children.count == 2 && children.allSatisfy { $0.effects.isEmpty })
        #expect(items[0].effects.count == 1)
    }

    @Test func theSymbolOnAKnobCastsItsOwnShadowOntoIt() async throws {
        let knob = Circle().fill(.white).frame(width: 48, height: 48)
            .overlay { Image(systemName: "moon.stars.fill").font(.system(size: 27)).foregroundStyle(.indigo) }
            .shadow(color: .black.opacity(0.25), radius: 4, y: 2)
        let flat = Circle().fill(.white).frame(width: 48, height: 48)
            .overlay { Image(systemName: "moon.stars.fill").font(.system(size: 27)).foregroundStyle(.indigo) }
            .compositingGroup()
            .shadow(color: .black.opacity(0.25), radius: 4, y: 2)
        let a = try await render(knob).render(at: 0), b = try await render(flat).render(at: 0)
        #expect(a.width == b.width && a.height == b.height)
        // Inside the knob, beside the symbol, the symbol's shadow darkens the white.
        var darker = 0
        for y in 0..<a.height { for x in 0..<a.width where pixel(a, x, y).r + 3 < pixel(b, x, y).r && pixel(b, x, y).a == 255 { darker += 1 } }
        #expect(darker > 50)
    }

    /// Ground truth: a 100 pt green circle with four chained shadows (black, green, red, blue; radius 10 each),
    /// iOS 15: 50 pt of padding at @1x, 30 pt at @3x (the shadow then reaches the image's edge, cut off
    /// there as ours is by `clipsToFrame`). Each shadow applies to everything before it.
    @Test(arguments: [(file: "shadow_layered4_r10_circle100_ios15_1x.png", scale: 1, padding: 50.0),
                      (file: "shadow_layered4_r10_circle100_ios15_3x.png", scale: 3, padding: 30.0)])
    func chainedShadowsMatchIOS(_ truthFile: String, scale: Int, padding: Double) async throws {
        let view = Circle().fill(.green).frame(width: 100, height: 100)
            .shadow(color: .black, radius: 10)
            .shadow(color: .green, radius: 10)
            .shadow(color: .red, radius: 10)
            .shadow(color: .blue, radius: 10)
            .padding(CGFloat(padding))
        let ours = try await render(view, configure: { $0.scale = scale; $0.clipsToFrame = true }).render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/\(truthFile)")
        #expect(ours.width == truth.width && ours.height == truth.height)
        var sum = 0.0, colour = 0.0, n = 0.0, coloured = 0.0
        for y in 0..<min(ours.height, truth.height) {
            for x in 0..<min(ours.width, truth.width) {
                let a = pixel(ours, x, y), b = pixel(truth, x, y)
                sum += pow(Double(a.a - b.a) / 255, 2); n += 1
                if b.a > 40 { colour += Double(abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b)) / 3; coloured += 1 }
            }
        }
        let rmse = (sum / n).squareRoot(), meanColour = colour / coloured
        // Measured: alpha RMSE 0.003–0.004, colour 1.0/255 at @3x; σ = radius instead of 0.95 × radius
        // gives 7 times the alpha error.
        #expect(rmse < 0.01, "alpha RMSE \(rmse)")
        #expect(meanColour < 3, "mean colour difference \(meanColour)/255 where iOS's alpha > 40")
        print("chained shadows vs iOS 15 @\(scale)x: alpha RMSE \(rmse), colour \(meanColour)/255")
    }
}
