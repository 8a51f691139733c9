import Foundation
import Raster
import Testing
@testable import AppResources

/// Asset catalogues read from disk: sets by name (namespaced folders), files picked by scale and
/// appearance, pictures decoded by type (PNG, JPEG, PDF, SVG) once, colour sets with their dark variant,
/// and each broken input an error naming its file.
struct AssetCatalogTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/assets")
    static let sample = fixtures.appendingPathComponent("Sample.xcassets")

    func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let v = p.straightPixel(x: x, y: y)
        return [Int(v.r), Int(v.g), Int(v.b), Int(v.a)]
    }

    @Test func setsAreFoundByName() throws {
        let catalog = try AssetCatalog(url: Self.sample)
        #expect(catalog.imageSets.keys.sorted() == ["Icon", "Icons/Badge", "Logo", "Photo"])
        #expect(catalog.colorSets.keys.sorted() == ["Brand", "Ink"])
        #expect(catalog.imageSets["Icon"]?.isTemplate == true && catalog.imageSets["Logo"]?.isTemplate == false)
    }

    @Test func filesArePickedByScaleAndAppearance() throws {
        let logo = try #require(try AssetCatalog(url: Self.sample).imageSets["Logo"])
        for scale in 1...3 {
            let pick = try #require(logo.file(scale: scale, dark: false))
            #expect(pick.pixelsPerPoint == scale && pick.file.scale == scale && !pick.file.isDark)
        }
        // Dark has only @2x: at 2 it is taken; at 3 the dark set's nearest (2x, scaled) is used, as iOS does.
        #expect(logo.file(scale: 2, dark: true)?.file.url.lastPathComponent == "logo-dark@2x.png")
        #expect(logo.file(scale: 3, dark: true)?.pixelsPerPoint == 2)
    }

    @Test func bitmapsDecodeToTheirPixels() throws {
        let catalog = try AssetCatalog(url: Self.sample)
        let logo = try #require(catalog.imageSets["Logo"]?.file(scale: 3, dark: false))
        let pixels = try catalog.picture(logo.file, scale: 3).pixmap
        #expect(pixels.width == 60 && pixels.height == 30)
        #expect(pixel(pixels, 5, 5) == [0, 0, 255, 255] && pixel(pixels, 45, 5) == [0, 0, 0, 0])
        let photo = try #require(catalog.imageSets["Photo"]?.file(scale: 3, dark: false))
        #expect(photo.pixelsPerPoint == 1)
        let jpeg = try catalog.picture(photo.file, scale: 3).pixmap
        #expect(jpeg.width == 16 && jpeg.height == 8)
        let c = pixel(jpeg, 8, 4)
        #expect(abs(c[0] - 200) <= 3 && abs(c[1] - 100) <= 3 && abs(c[2] - 50) <= 3 && c[3] == 255, "\(c)")
    }

    @Test func vectorsAreDrawnAtTheDisplaysScale() throws {
        let catalog = try AssetCatalog(url: Self.sample)
        let icon = try #require(catalog.imageSets["Icon"]?.file(scale: 2, dark: false))
        #expect(icon.pixelsPerPoint == 2 && icon.file.isVector)
        let pdf = try catalog.picture(icon.file, scale: 2).pixmap
        // A 24 × 12 pt page, its left half blue.
        #expect(pdf.width == 48 && pdf.height == 24)
        #expect(pixel(pdf, 10, 10) == [0, 0, 255, 255] && pixel(pdf, 40, 10)[3] == 0)
        let badge = try #require(catalog.imageSets["Icons/Badge"]?.file(scale: 3, dark: false))
        let svg = try catalog.picture(badge.file, scale: 3).pixmap
        #expect(svg.width == 30 && pixel(svg, 15, 15) == [0, 255, 0, 255])
    }

    @Test func eachPictureIsDecodedOnce() throws {
        let catalog = try AssetCatalog(url: Self.sample)
        let logo = try #require(catalog.imageSets["Logo"]?.file(scale: 2, dark: false))
        #expect(try catalog.picture(logo.file, scale: 2) === catalog.picture(logo.file, scale: 2))
    }

    @Test func colorSetsHaveTheirAppearances() throws {
        let catalog = try AssetCatalog(url: Self.sample)
        let brand = try #require(catalog.colorSets["Brand"])
        #expect(brand.color(dark: false) == Raster.Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(brand.color(dark: true) == Raster.Color(red: 0, green: 0.5, blue: 1, alpha: 1))
        let ink = try #require(catalog.colorSets["Ink"])
        // 8-bit components, a fractional alpha; no dark variant: the same colour in dark.
        #expect(ink.color(dark: true) == Raster.Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5))
    }

    @Test func componentsInXcodesForms() {
        #expect(ColorSet.component("0x80") == 128.0 / 255)
        #expect(ColorSet.component("0.250") == 0.25)
        #expect(ColorSet.component("255") == 1)
        #expect(ColorSet.component("red") == nil)
    }

    /// A page box of 10³⁰ points (Fuzz/Seeds/pdf/vast-page.pdf, the pdf fuzz target's seed): an error
    /// naming the file, not a trap converting the size to pixels.
    @Test func aVastPDFPageIsAnErrorNotATrap() throws {
        let url = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Seeds/pdf/vast-page.pdf")
        let data = try Data(contentsOf: url)
        #expect(throws: ResourceError.self) { _ = try PictureDecoder.decode(data, fileExtension: "pdf", scale: 3, path: "Icon.imageset/icon.pdf") }
        do { _ = try PictureDecoder.decode(data, fileExtension: "pdf", scale: 3, path: "Icon.imageset/icon.pdf") } catch {
            #expect(error.description.contains("Icon.imageset/icon.pdf") && error.description.contains("cannot be drawn"), "\(error)")
        }
    }

    @Test(arguments: [
        ("CorruptPNG", "Logo.imageset/logo.png", "not a valid PNG"),
        ("CorruptPDF", "Icon.imageset/icon.pdf", "not a valid PDF"),
    ])
    func brokenPicturesNameTheirFile(catalog name: String, file: String, message: String) throws {
        let catalog = try AssetCatalog(url: Self.fixtures.appendingPathComponent("broken/\(name).xcassets"))
        let set = try #require(catalog.imageSets.values.first)
        let pick = try #require(set.file(scale: 2, dark: false))
        do {
            _ = try catalog.picture(pick.file, scale: 2)
            Issue.record("a broken picture decoded")
        } catch {
            #expect(error.path.hasSuffix(file) && error.message.hasPrefix(message), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func aMalformedContentsJSONIsAnError() {
        let url = Self.fixtures.appendingPathComponent("broken/MalformedContents.xcassets")
        #expect(throws: ResourceError.self) { try AssetCatalog(url: url) }
        do { _ = try AssetCatalog(url: url) } catch {
            #expect(error.path.hasSuffix("Logo.imageset/Contents.json") && error.message.contains("not JSON"), "\(error)")
        }
    }

    @Test func nearestNamesForAWarning() throws {
        let catalog = try AssetCatalog(url: Self.sample)
        #expect(catalog.nearestNames(to: "logo", in: catalog.imageSets.keys) == ["Logo"])
        #expect(catalog.nearestNames(to: "Brnad", in: catalog.colorSets.keys) == ["Brand"])
        #expect(catalog.nearestNames(to: "Wallpaper", in: catalog.imageSets.keys).isEmpty)
    }
}
