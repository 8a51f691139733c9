import Foundation
import Raster
import Testing
@testable import Symbols

/// The package's artwork: every file parses, follows the layer convention and draws inside its box.
@Suite struct CatalogTests {
    static let expected = ["arrow.up.left.and.arrow.down.right.magnifyingglass",
                           "arrowtriangle.left.and.line.vertical.and.arrowtriangle.right", "bell.fill",
                           "bell.slash.fill", "books.vertical", "books.vertical.fill", "brain.head.profile",
                           "character.book.closed",
                           "cloud.fill", "cup.and.saucer", "dice", "doc.text.viewfinder", "drop.triangle.fill",
                           "hand.raised.fill", "heart.text.square", "heart.text.square.fill", "leaf", "lessthan",
                           "list.dash", "macpro.gen2.fill", "mappin", "menubar.rectangle", "mic.fill",
                           "mic.slash.fill", "moon.stars.fill", "moon.zzz", "pencil.and.ruler",
                           "pencil.and.scribble", "pencil.tip", "person.3.fill", "person.3.sequence",
                           "photo.artframe", "point.topleft.down.curvedto.point.bottomright.up", "scribble.variable",
                           "sparkle", "sparkle.magnifyingglass", "speaker.wave.2", "speaker.wave.2.fill",
                           "sun.max.fill", "tray.full", "tray.full.fill", "video.fill", "video.slash.fill", "wifi",
                           "wifi.exclamationmark", "wifi.slash"]

    @Test func catalogueHoldsTheSeedsSymbols() {
        #expect(Fixture.catalog.names == Self.expected)
    }

    @Test(arguments: expected)
    func layersFollowTheConvention(name: String) throws {
        let s = Fixture.symbol(name)
        let roles = s.layers.map(\.role)
        #expect(roles.first == .primary)
        #expect(s.metrics.baseline == 0 && s.metrics.capHeight == 70)
        if name.contains(".slash") {
            #expect(Array(roles.suffix(2)) == [.gap, .slash], "gap then slash, last")
            #expect(s.slash != nil)
            let plain = Fixture.symbol(name.replacingOccurrences(of: ".slash", with: ""))
            for layer in plain.layers { #expect(s.layer(layer.role)?.path == layer.path, "\(layer.role) repeats the plain file's") }
        } else {
            #expect(!roles.contains(.gap) && !roles.contains(.slash) && s.slash == nil)
        }
        #expect(!roles.contains { if case .other = $0 { true } else { false } })
    }

    @Test(arguments: expected)
    func inkLiesWithinTheBoxAndIsNotEmpty(name: String) throws {
        let s = Fixture.symbol(name)
        for layer in s.layers where layer.role != .gap {
            let b = layer.path.bounds
            #expect(b.minX >= s.metrics.box.minX + 1.9 && b.maxX <= s.metrics.box.maxX - 1.9, "\(layer.role) x within margin")
            #expect(b.minY >= s.metrics.box.minY + 1.9 && b.maxY <= s.metrics.box.maxY - 1.9, "\(layer.role) y within margin")
        }
        // At 100 pt one unit is one pixel, so the 2-unit margin is 2 whole pixels.
        let image = SymbolRenderer.image(of: s, style: SymbolStyle(pointSize: 100), scale: 1)
        #expect(image.width == Int(s.metrics.box.width) && image.height == Int(s.metrics.box.height))
        let area = Fixture.alphaArea(image)
        #expect(area > 0.15 * Double(image.width * image.height), "draws a real shape, not a speck")
        // The border row and column stay clear: the margin holds the antialiasing.
        for x in 0..<image.width { #expect(image.pixel(x: x, y: 0).a == 0 && image.pixel(x: x, y: image.height - 1).a == 0) }
        for y in 0..<image.height { #expect(image.pixel(x: 0, y: y).a == 0 && image.pixel(x: image.width - 1, y: y).a == 0) }
    }

    @Test func objectBoxIsCentredOnTheCapHeightBand() {
        for name in Self.expected where !name.contains(".slash") {
            let s = Fixture.symbol(name)
            var box = s.layers[0].path.bounds
            for l in s.layers.dropFirst() { box = box.union(l.path.bounds) }
            #expect(abs(box.midY - -35) < 1, "\(name): object centred on y = −35, got \(box.midY)")
            #expect(abs(box.midX) < 1.5, "\(name): object centred on x = 0, got \(box.midX)")
        }
    }

    @Test func imageSizeFollowsThePointSize() {
        let s = Fixture.symbol("sun.max.fill")
        let small = SymbolRenderer.image(of: s, style: SymbolStyle(pointSize: 20), scale: 1)
        let large = SymbolRenderer.image(of: s, style: SymbolStyle(pointSize: 40), scale: 2)
        #expect(small.width == Int((s.metrics.box.width * 0.2).rounded(.up)) || small.width == Int((s.metrics.box.width * 0.2).rounded(.up)) + 1)
        #expect(abs(large.width - 4 * small.width) <= 2)
    }
}

/// The built-in artwork is read as it is asked for: listing names reads no file, resolving reads the
/// one asked for, and copies of the catalogue share what was read.
@Suite struct LazyArtworkTests {
    @Test func readsOnlyWhatIsAskedFor() throws {
        let catalog = try SymbolCatalog.builtIn()
        let artwork = try #require(catalog.artwork)
        #expect(catalog.names.contains("sparkle") && catalog.names.contains("moon.stars.fill"))
        #expect(catalog.source(of: "sparkle") == .ours)
        #expect(artwork.readNames.isEmpty)
        let copy = catalog
        #expect(try copy.symbol(named: "sparkle") == Fixture.catalog.symbol(named: "sparkle"))
        #expect(artwork.readNames == ["sparkle"])
        _ = try catalog.symbol(named: "sparkle")
        #expect(artwork.readNames == ["sparkle"])
        #expect(!catalog.mappedNames.contains("sparkle"))
    }
}

/// Loading a few built-in symbols by name reads only their files and gives the same symbols.
@Suite struct NamedBuiltInTests {
    @Test func loadsExactlyTheNamedSymbols() throws {
        let some = try SymbolCatalog.builtIn(named: ["sparkle", "moon.stars.fill"])
        #expect(some.names == ["moon.stars.fill", "sparkle"])
        #expect(try some.symbol(named: "sparkle") == Fixture.catalog.symbol(named: "sparkle"))
        #expect(try some.symbol(named: "moon.stars.fill") == Fixture.catalog.symbol(named: "moon.stars.fill"))
    }

    @Test func unknownNameListsTheNearestOfTheWholeCatalogue() {
        #expect(throws: SymbolError.unknownName("sparkel", nearest: Fixture.catalog.nearestNames(to: "sparkel"))) {
            try SymbolCatalog.builtIn(named: ["sparkle", "sparkel"])
        }
    }
}
