import Foundation
import Testing
@testable import HeadlessSwiftUI

/// `.font(.custom(…))`: found by PostScript or family name through fontconfig (Debian's DejaVu here), the
/// family's face for the weight, scaled with Dynamic Type unless fixed; a missing name falls back to the
/// system font with a warning.
@MainActor
struct CustomFontTests {
    func width(_ font: Font, configure: (inout RenderConfiguration) -> Void = { _ in }) async throws -> (CGFloat, [String]) {
        let l = try await layout(Text("Handgloves").font(font), configure: configure)
        return (l.frame("Text").width, l.scene.warnings)
    }

    @Test func fontsAreFoundByPostScriptAndFamilyName() async throws {
        let family = try await width(.custom("DejaVu Serif", size: 20))
        let bold = try await width(.custom("DejaVuSerif-Bold", size: 20))
        let boldFamily = try await width(.custom("DejaVu Serif", size: 20).bold())
        let system = try await width(.system(size: 20))
        #expect(family.1.isEmpty && bold.1.isEmpty)
        #expect(family.0 != system.0 && bold.0 > family.0)
        #expect(boldFamily.0 == bold.0, "regular \(family.0), bold \(bold.0), family bold \(boldFamily.0)")
    }

    @Test func customSizesFollowDynamicTypeUnlessFixed() async throws {
        let large = try await width(.custom("DejaVu Serif", size: 20))
        let ax3 = try await width(.custom("DejaVu Serif", size: 20)) { $0.dynamicTypeSize = .accessibility3 }
        let fixed = try await width(.custom("DejaVu Serif", fixedSize: 20)) { $0.dynamicTypeSize = .accessibility3 }
        #expect(ax3.0 > large.0 * 1.5)
        #expect(fixed.0 == large.0)
    }

    @Test func aMissingFontFallsBackWithAWarning() async throws {
        let missing = try await width(.custom("Brand Sans", size: 20))
        let system = try await width(.system(size: 20))
        #expect(missing.0 == system.0)
        #expect(missing.1 == ["Font.custom(\"Brand Sans\"): no font of that name (PostScript or family) in the font folders or Debian's fonts; drawn in the system font, as iOS does"])
    }
}

