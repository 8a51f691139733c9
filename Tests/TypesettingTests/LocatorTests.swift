import Testing
@testable import Typesetting

/// Font discovery by family and weight, and errors that name what to install.
@Suite struct LocatorTests {
    @Test(arguments: FontWeight.allCases)
    func findsInterByFamilyAndWeight(_ weight: FontWeight) throws {
        let hit = try FontLocator().locate(family: "Inter", weight: weight)
        #expect(hit.weightClass == weight.weightClass)
        #expect(hit.path.hasPrefix("/usr/share/fonts/opentype/inter/Inter-"))
    }

    @Test func findsQuicksandThroughItsTypographicFamily() throws {
        let hit = try FontLocator().locate(family: "Quicksand", weight: .medium)
        #expect(hit.path.hasSuffix("Quicksand-Medium.ttf"))
    }

    @Test func unknownFamilyIsAClearError() {
        #expect(throws: TextError.self) { try FontLocator().locate(family: "SF Pro", weight: .bold) }
        #expect(throws: TextError.self) { try FontLocator(searchDirectories: ["/nonexistent"]).locate(family: "Inter", weight: .bold) }
    }

    @Test func standInsFollowTheOpticalSizeRule() {
        #expect(FontStandIns.entry(design: .default, weight: .semibold, pointSize: 17).path
                == "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf")
        #expect(FontStandIns.entry(design: .default, weight: .bold, pointSize: 34).path
                == "/usr/share/fonts/opentype/inter/InterDisplay-Bold.otf")
        #expect(FontStandIns.entry(design: .rounded, weight: .semibold, pointSize: 17).path
                == "/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf")
    }

    @Test func missingStandInNamesThePackage() {
        let e = TextError.fontNotInstalled(family: "Quicksand", weight: .bold,
                                           expectedPath: "/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf",
                                           debianPackage: "fonts-quicksand")
        #expect(e.description.contains("apt-get install fonts-quicksand"))
    }

    @Test func overrideFileIsUsedForEveryWeight() throws {
        let r = FontResolver(fontPath: Fixtures.dejavuSans)
        #expect(try r.font(style: .headline).face.familyName == "DejaVu Sans")
        #expect(try r.font(style: .largeTitle, design: .rounded).face.familyName == "Quicksand")
        #expect(throws: TextError.self) { try FontResolver(fontPath: "/nope.otf").font(style: .body) }
    }
}

/// Files that are not fonts fail with the path and a reason.
@Suite struct FontFileTests {
    @Test func nonFontFileIsACannotOpenError() {
        #expect(throws: TextError.self) { try FontFace(path: "/etc/hostname") }
        do { _ = try FontFace(path: "/no/such/font.otf") } catch let e as TextError {
            #expect(e.description.contains("/no/such/font.otf"))
        } catch { Issue.record("unexpected error \(error)") }
    }

    @Test func faceNamesComeFromTheFile() throws {
        let face = try FontStandIns.face(design: .default, weight: .semibold, pointSize: 17)
        #expect(face.familyName == "Inter" && face.styleName == "Semi Bold")
        #expect(face.displayName == "Inter Semi Bold")
    }
}
