import AppResources
import Foundation
import Raster
import Testing
@testable import HeadlessSwiftUI

/// Named images and colours from asset catalogues: the file for the display's scale and appearance,
/// its size in points, stretched when resizable, template images in the foreground colour, colour sets
/// by appearance, a missing name a warning (nothing drawn), a broken file an error naming it.
@MainActor
struct AssetTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/assets")

    func configure(scale: Int, dark: Bool = false, catalog: String = "Sample.xcassets") throws -> (inout RenderConfiguration) -> Void {
        let catalog = try AssetCatalog(url: Self.assets.appendingPathComponent(catalog))
        return { $0.scale = scale; $0.colorScheme = dark ? .dark : .light; $0.assetCatalogs = [catalog] }
    }

    func picture<V: View>(_ view: V, scale: Int, dark: Bool = false) async throws -> Pixmap {
        try await render(view, configure: configure(scale: scale, dark: dark)).render(at: 0)
    }

    @Test(arguments: [(1, [255, 0, 0, 255]), (2, [0, 255, 0, 255]), (3, [0, 0, 255, 255])])
    func theScalesFileIsDrawnAtItsSizeInPoints(scale: Int, colour: [Int]) async throws {
        let p = try await picture(Image("Logo"), scale: scale)
        #expect(p.width == 20 * scale && p.height == 10 * scale)
        let left = pixel(p, 5 * scale, 5 * scale), right = pixel(p, 15 * scale, 5 * scale)
        #expect([left.r, left.g, left.b, left.a] == colour && right.a == 0)
    }

    @Test func theDarkVariantInDarkAppearance() async throws {
        let p = try await picture(Image("Logo"), scale: 2, dark: true)
        #expect(pixel(p, 10, 10) == (255, 255, 255, 255))
    }

    @Test func aResizableImageStretchesToItsFrame() async throws {
        let p = try await picture(Image("Logo").resizable().frame(width: 40, height: 30), scale: 2)
        #expect(p.width == 80 && p.height == 60)
        #expect(pixel(p, 30, 50).g == 255 && pixel(p, 50, 50).a == 0)
    }

    @Test func aTemplateTakesTheForegroundColour() async throws {
        // The icon's intent is template: its blue half is drawn red.
        let template = try await picture(Image("Icon").foregroundStyle(Color(red: 1, green: 0, blue: 0)), scale: 2)
        #expect(template.width == 48 && pixel(template, 10, 10) == (255, 0, 0, 255) && pixel(template, 40, 10).a == 0)
        let original = try await picture(Image("Icon").renderingMode(.original).foregroundStyle(Color(red: 1, green: 0, blue: 0)), scale: 2)
        #expect(pixel(original, 10, 10) == (0, 0, 255, 255))
    }

    @Test func colourSetsFollowTheAppearance() async throws {
        let swatch = Color("Brand").frame(width: 10, height: 10)
        #expect(pixel(try await picture(swatch, scale: 1), 5, 5) == (255, 128, 0, 255))
        #expect(pixel(try await picture(swatch, scale: 1, dark: true), 5, 5) == (0, 128, 255, 255))
        #expect(pixel(try await picture(Rectangle().fill(Color(.init(name: "Brand"))).frame(width: 10, height: 10), scale: 1), 5, 5) == (255, 128, 0, 255))
    }

    @Test func aMissingNameWarnsWithTheNearestNames() async throws {
        let scene = try await render(HStack(spacing: 0) { Image("logo"); Color("Brnd").frame(width: 4, height: 4) }, configure: configure(scale: 1))
        #expect(scene.warnings.contains { $0.hasPrefix("Image(\"logo\"): no image set of that name in 'Sample.xcassets'; did you mean 'Logo'?") }, "\(scene.warnings)")
        #expect(scene.warnings.contains { $0.contains("Color(\"Brnd\")") && $0.contains("'Brand'") }, "\(scene.warnings)")
        // The image has no size; the colour draws nothing.
        #expect(scene.pixelSize.width == 4)
    }

    @Test func aBrokenPictureIsAnErrorNamingItsFile() async throws {
        do {
            _ = try await render(Image("Logo"), configure: configure(scale: 2, catalog: "broken/CorruptPNG.xcassets"))
            Issue.record("a corrupt PNG rendered")
        } catch let error as ViewError {
            #expect("\(error)".contains("CorruptPNG.xcassets/Logo.imageset/logo.png: not a valid PNG"), "\(error)")
        }
    }

    @Test func eachPictureIsDecodedOnceForTheRender() async throws {
        struct Flip: View {
            @State private var on = false
            var body: some View {
                Button("Flip") { withAnimation { on.toggle() } }
                Image("Logo").opacity(on ? 0.5 : 1)
            }
        }
        let configuration = try configure(scale: 3)
        var settings = RenderConfiguration()
        configuration(&settings)
        let host = ViewHost(Flip(), configuration: settings)
        host.tap("Flip", at: 0); host.tap("Flip", at: 0.2)
        let scene = try await host.makeScene()
        // Every state's image draws the same decoded pixels.
        let logo = try #require(settings.assetCatalogs[0].imageSets["Logo"]?.file(scale: 3, dark: false))
        let decoded = try settings.assetCatalogs[0].picture(logo.file, scale: 3)
        for time in [0.0, 0.1, 0.3, 1.0] {
            let list = DisplayListBuilder(model: scene.model, time: time).build(base: .identity)
            let patterns = list.items.flatMap(\.flattened).compactMap { item -> ImagePixels? in
                if case .fill(_, .image(let pattern), _) = item.content { return pattern.pixels } else { return nil }
            }
            #expect(patterns.count == 1 && patterns.allSatisfy { $0 === decoded })
        }
    }

    @Test func uiImageNamedFindsTheCatalogue() async throws {
        struct Logo: View {
            var body: some View {
                if let image = UIImage(named: "Logo") { Image(uiImage: image) }
                if UIImage(named: "Missing") == nil { Color.red.frame(width: 1, height: 1) }
            }
        }
        let p = try await picture(Logo(), scale: 2)
        // The logo (20 × 10 pt at @2x), and below it the mark that "Missing" gave nil.
        #expect(p.width == 40 && p.height == 2 * (10 + 8 + 1) && pixel(p, 10, 10).g == 255, "\(p.width) × \(p.height)")
    }

    @Test func aSymbolSetIsDrawnAsASymbol() async throws {
        // The catalogue's Ring.symbolset is an SF Symbols template: drawn as a symbol in the foreground colour.
        let scene = try await render(Image("Ring").foregroundStyle(Color(red: 1, green: 0, blue: 0)), configure: configure(scale: 2))
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
        let p = scene.render(at: 0)
        #expect(p.width > 20 && p.height > 20)
        var red = 0
        for y in 0..<p.height { for x in 0..<p.width { let c = pixel(p, x, y); if c.a == 255 && c.r == 255 && c.g == 0 { red += 1 } } }
        #expect(red > 50, "\(red) red pixels")
    }

    /// (The image trait is kept on the node; the description reads labels, as it does for symbols.)
    @Test func voiceOverReadsANamedImageUnlessDecorative() async throws {
        let view = HStack { Image("Logo"); Image(decorative: "Logo"); Image("Icon", label: Text("Star")) }
        let description = try await render(view, configure: configure(scale: 1)).accessibilityDescription
        #expect(description == "Logo. Star", "\(description)")
    }

    /// A picture that changes its name under an animation.
    struct Swap: View {
        @State private var icon = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Swap") { withAnimation(.linear(duration: 1)) { icon = true } }.opacity(0)
                Image(icon ? "Icon" : "Logo").renderingMode(.original).resizable().frame(width: 20, height: 10)
            }
        }
    }

    @Test func anAnimatedChangeOfNameCrossFades() async throws {
        let scene = try await render(Swap(), host: { $0.tap("Swap") }, configure: configure(scale: 1))
        func colour(at time: Double) -> (r: Int, g: Int, b: Int, a: Int) {
            let p = scene.render(at: time)
            return pixel(p, 3, p.height - 5)
        }
        #expect(colour(at: 0) == (255, 0, 0, 255))
        let half = colour(at: 0.5)
        // Both pictures show, each at about half: red fading out, blue fading in.
        #expect(half.r > 60 && half.r < 200 && half.b > 60 && half.b < 200, "\(half)")
        #expect(colour(at: 2) == (0, 0, 255, 255))
    }

    @Test func anUnanimatedChangeOfNameSwitches() async throws {
        struct Jump: View {
            @State private var icon = false
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Button("Swap") { icon = true }.opacity(0)
                    Image(icon ? "Icon" : "Logo").renderingMode(.original).resizable().frame(width: 20, height: 10)
                }
            }
        }
        let scene = try await render(Jump(), host: { $0.tap("Swap") }, configure: configure(scale: 1))
        let p = scene.render(at: 0.5)
        #expect(pixel(p, 3, p.height - 5) == (0, 0, 255, 255))
    }
}

private extension DisplayItem {
    var flattened: [DisplayItem] {
        if case .group(_, let children) = content { return [self] + children.flatMap(\.flattened) }
        return [self]
    }
}
