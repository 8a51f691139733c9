import Testing
@testable import Typesetting

/// Fonts by name through fontconfig: PostScript name, then family with the face nearest the weight; a
/// name no font has is not answered with some other font.
struct CustomFontLookupTests {
    let dejaVu = "/usr/share/fonts/truetype/dejavu/"

    @Test func byPostScriptNameAndByFamilyAndWeight() {
        #expect(CustomFontLookup.find("DejaVuSerif-Bold", folders: [])?.path == dejaVu + "DejaVuSerif-Bold.ttf")
        #expect(CustomFontLookup.find("DejaVu Serif", weight: 400, folders: [])?.path == dejaVu + "DejaVuSerif.ttf")
        #expect(CustomFontLookup.find("dejavu serif", weight: 700, folders: [])?.path == dejaVu + "DejaVuSerif-Bold.ttf")
    }

    @Test func aMissingNameIsNotAnswered() {
        #expect(CustomFontLookup.find("Brand Sans", folders: []) == nil)
    }
}
