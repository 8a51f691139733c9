import Testing
@testable import Typesetting

/// The goldens depend on the exact font files; these say which package versions they were recorded
/// with (fonts-inter 4.0~beta7+ds-1, fonts-quicksand 0.2016-2.1, fonts-dejavu-core 2.37-6, Debian 12).
@Suite struct FontPackageTests {
    @Test func installedPackagesMatchTheRecordedVersions() {
        let problems = FontPackages.versionMismatches()
        #expect(problems.isEmpty, "font packages differ from those the goldens were recorded with: \(problems.joined(separator: "; "))")
    }

    @Test func recordedVersionsAreTheOnesDocumented() {
        #expect(FontPackages.recorded["fonts-inter"] == "4.0~beta7+ds-1")
        #expect(FontPackages.recorded["fonts-quicksand"] == "0.2016-2.1")
        #expect(FontPackages.recorded["fonts-dejavu-core"] == "2.37-6")
    }

    @Test func anUnknownPackageIsNotInstalled() {
        #expect(FontPackages.installedVersion(of: "fonts-no-such-package-togglerender") == nil)
    }
}
