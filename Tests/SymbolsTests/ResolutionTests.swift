import Foundation
import Raster
import Testing
@testable import Symbols

/// `SymbolCatalog.resolve(_:)`: a user folder, then our artwork, then the name map; unknown names.
@Suite struct ResolutionTests {
    @Test func sourcesInOrder() throws {
        let dot = #"<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>"#
        let dir = try Fixture.folder(["heart.fill.svg": dot, "bell.fill.svg": dot, "mine.svg": dot])
        let catalog = try SymbolCatalog.load(userFolder: dir.path)
        for name in ["heart.fill", "bell.fill", "mine"] {
            guard case .found(_, let source) = try catalog.resolve(name) else { Issue.record("\(name)"); continue }
            #expect(source == .userFolder, "\(name)")
        }
        guard case .found(_, .ours) = try catalog.resolve("sparkle") else { Issue.record("sparkle is not ours"); return }
        guard case .found(_, .mapped(let icon, .bootstrapIcons)) = try catalog.resolve("heart") else { Issue.record("heart is not mapped"); return }
        #expect(icon == "heart")
        #expect(catalog.source(of: "heart") == .mapped(icon: "heart") && catalog.source(of: "mine") == .userFolder)
        #expect(catalog.source(of: "heart.fill") == .userFolder, "a user file overrides a mapped name")
        #expect(!catalog.mappedNames.contains("heart.fill") && catalog.allNames.contains("heart.fill"))
        #expect(catalog.layerRoles(of: "bell.slash") == [.primary, .gap, .slash] && catalog.layerRoles(of: "nope").isEmpty)
    }

    /// As SwiftUI does: nothing drawn, a one-line warning naming the nearest names; strict lookups throw.
    @Test func unknownNames() throws {
        let resolution = try Fixture.catalog.resolve("heart.fil")
        guard case .unknown(let name, let nearest) = resolution else { Issue.record("\(resolution)"); return }
        #expect(name == "heart.fil" && nearest.first == "heart.fill" && nearest.count == 3)
        #expect(resolution.warning == "no symbol named 'heart.fil', drawing nothing; nearest: \(nearest.joined(separator: ", "))")
        let empty = resolution.symbolOrEmpty
        #expect(empty.layers.isEmpty && empty.name == "heart.fil")
        #expect(empty.metrics.box == Rect(x: -50, y: -85, width: 100, height: 100), "a square symbol's size, on the band")
        let image = SymbolRenderer.image(of: empty, style: SymbolStyle(pointSize: 20), scale: 2)
        #expect(image.width == 40 && image.height == 40 && Fixture.inkCount(image) == 0)
        #expect(throws: SymbolError.unknownName("heart.fil", nearest: nearest)) { try Fixture.catalog.symbol(named: "heart.fil") }
        #expect(try Fixture.catalog.resolve("heart.fill").warning == nil)
    }

    /// Without the icon package the mapped names fail with a message that says what to install.
    @Test func missingIconPackageIsAClearError() {
        var catalog = Fixture.catalog
        catalog.iconFolder = "/nonexistent/bootstrap-icons"
        do {
            _ = try catalog.resolve("heart.fill")
            Issue.record("a missing icon file must fail")
        } catch let e as SymbolError {
            guard case .unreadable(let path, let reason) = e else { Issue.record("\(e)"); return }
            #expect(path == "/nonexistent/bootstrap-icons/heart-fill.svg" && reason.contains("bootstrap-icons") && reason.contains("scripts/setup"))
        } catch { Issue.record("\(error)") }
        #expect(throws: Never.self) { try catalog.resolve("bell.fill") }
    }

    /// A catalogue built by hand has only its symbols; `builtIn(named:)` reads only what it is given.
    @Test func handBuiltCataloguesAndNamedBuiltIns() throws {
        let bare = SymbolCatalog(symbols: ["x": Fixture.symbol("sparkle")])
        #expect(try bare.resolve("heart").symbol == nil && bare.allNames == ["x"])
        let named = try SymbolCatalog.builtIn(named: ["sparkle", "heart.fill"])
        #expect(named.names == ["sparkle"], "a mapped name is read when asked for")
        #expect(try named.symbol(named: "heart.fill").name == "heart.fill")
        #expect(throws: SymbolError.self) { try SymbolCatalog.builtIn(named: ["heart.fil"]) }
    }
}
