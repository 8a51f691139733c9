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
    /// 50 pt padding, iOS 15 at @1x. Each shadow applies to everything before it.
    @Test func chainedShadowsMatchIOS() async throws {
        let view = Circle().fill(.green).frame(width: 100, height: 100)
            .shadow(color: .black, radius: 10)
            .shadow(color: .green, radius: 10)
            .shadow(color: .red, radius: 10)
            .shadow(color: .blue, radius: 10)
            .padding(50)
        let ours = try await render(view, configure: { $0.scale = 1; $0.clipsToFrame = true }).render(at: 0)
        let truth = try PNGFile.read("\(groundTruth)/shadow_layered4_r10_circle100_ios15_1x.png")
        #expect(ours.width == truth.width && ours.height == truth.height)
        var sum = 0.0, colour = 0.0, n = 0.0
        for y in 0..<truth.height {
            for x in 0..<truth.width {
                let a = pixel(ours, x, y), b = pixel(truth, x, y)
                sum += pow(Double(a.a - b.a) / 255, 2); n += 1
                if b.a > 40 { colour += Double(abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b)) / 3 }
            }
        }
        let rmse = (sum / n).squareRoot()
        #expect(rmse < 0.01, "alpha RMSE \(rmse)")
        print("chained shadows vs iOS 15 @1x: alpha RMSE \(rmse)")
    }
}
