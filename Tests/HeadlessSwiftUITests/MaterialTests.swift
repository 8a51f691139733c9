import Testing
import Raster
@testable import HeadlessSwiftUI

/// Materials (`Paint/Material.swift`): a shape filled with one shows what is behind it blurred and tinted.
@MainActor
struct MaterialTests {
    /// Black and white stripes, 4 pt each, under a card of `material` over their middle.
    struct Card: View {
        var material: Material
        var body: some View {
            ZStack {
                HStack(spacing: 0) {
                    ForEach(0..<10) { i in (i % 2 == 0 ? Color.black : Color.white).frame(width: 4) }
                }
                Text("").frame(width: 24, height: 24).background(material, in: RoundedRectangle(cornerRadius: 4))
            }
            .frame(width: 40, height: 40)
        }
    }

    func rows(_ view: some View, scheme: ColorScheme = .light) async throws -> (inside: [Int], outside: [Int]) {
        let p = try await render(view, configure: { $0.scale = 1; $0.colorScheme = scheme }).render(at: 0)
        // A row through the card's middle (x 8…31) and one above it (y 2), red channel.
        let inside = (10..<30).map { pixel(p, $0, 20).r }
        let outside = (10..<30).map { pixel(p, $0, 2).r }
        return (inside, outside)
    }

    @Test func theStripesBehindAreBlurredAndTinted() async throws {
        let (inside, outside) = try await rows(Card(material: .regular))
        // Outside the card the stripes are sharp: 0 and 255.
        #expect(outside.min() == 0 && outside.max() == 255)
        // Under it they blur into a grey that hardly varies, lifted by the white tint above middle grey.
        let spread = inside.max()! - inside.min()!
        #expect(spread < 40, "\(inside) \(outside)")
        #expect(inside.min()! > 140, "\(inside)")
    }

    @Test func thickerMaterialsHideMore() async throws {
        let thin = try await rows(Card(material: .ultraThin)).inside
        let thick = try await rows(Card(material: .ultraThick)).inside
        #expect(thick.max()! - thick.min()! <= thin.max()! - thin.min()!)
        #expect(thick.reduce(0, +) > thin.reduce(0, +))
    }

    @Test func darkAppearanceTintsDark() async throws {
        let light = try await rows(Card(material: .thick)).inside
        let dark = try await rows(Card(material: .thick), scheme: .dark).inside
        #expect(dark.reduce(0, +) < light.reduce(0, +) / 2, "\(dark) \(light)")
    }
}
