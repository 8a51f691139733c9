import Testing
@testable import GoldenTesting
import Raster

/// The pure comparison catches the changes the issue names and accepts what it should.
@Suite struct GoldenComparisonTests {
    let base = GoldenTestImages.toggle()

    @Test func identicalImagesMatch() {
        let diff = GoldenComparison.compare(expected: base, actual: base)
        #expect(diff.passes)
        #expect(diff.differingPixels == 0 && diff.maxChannelDifference == 0 && diff.maxDifferenceLocation == nil)
    }

    @Test func onePixelShiftIsCaught() {
        let diff = GoldenComparison.compare(expected: base, actual: GoldenTestImages.toggle(dx: 1))
        #expect(!diff.passes)
        #expect(diff.differingPixels > 20)
        #expect(diff.maxChannelDifference > 100)
        let loc = try! #require(diff.maxDifferenceLocation)
        #expect((5...56).contains(loc.x) && (5...27).contains(loc.y))
    }

    @Test(arguments: [0, 1, 2, 3])
    func threeLevelsInOneChannelOverSmallRegionIsCaught(channel: Int) {
        let actual = GoldenTestImages.tinted(base, channel: channel, by: -3)
        let diff = GoldenComparison.compare(expected: base, actual: actual)
        #expect(!diff.passes)
        #expect(diff.differingPixels == 16)
        #expect(diff.maxChannelDifference == 3)
        #expect(diff.maxDifferenceLocation == GoldenDiff.Location(x: 20, y: 12))
        #expect(diff.description.contains("16 of 2048 pixels differ"))
        #expect(diff.description.contains("(20, 12)"))
    }

    @Test func oneLevelIsWithinTheDefaultTolerance() {
        let actual = GoldenTestImages.tinted(base, channel: 1, by: 1)
        let diff = GoldenComparison.compare(expected: base, actual: actual)
        #expect(diff.passes)
        #expect(diff.differingPixels == 0 && diff.maxChannelDifference == 1)
    }

    @Test func twoLevelsAreNot() {
        let diff = GoldenComparison.compare(expected: base, actual: GoldenTestImages.tinted(base, channel: 0, by: -2))
        #expect(!diff.passes && diff.differingPixels == 16)
    }

    @Test func transparentInBothIsEqualWhateverTheColourBytes() {
        let a = Pixmap(width: 2, height: 1, premultipliedData: [0, 0, 0, 0, 9, 9, 9, 255])
        let b = Pixmap(width: 2, height: 1, premultipliedData: [200, 10, 50, 0, 9, 9, 9, 255])
        #expect(GoldenComparison.compare(expected: a, actual: b).passes)
        let c = Pixmap(width: 2, height: 1, premultipliedData: [0, 0, 0, 2, 9, 9, 9, 255])
        // Alpha 0 → 2 is a difference of 2 > 1 in the alpha channel.
        #expect(!GoldenComparison.compare(expected: a, actual: c).passes)
    }

    @Test func comparisonIsInStraightAlpha() {
        // Premultiplied 1 of alpha 2 is straight 128; premultiplied 2 of alpha 2 is straight 255.
        let a = Pixmap(width: 1, height: 1, premultipliedData: [1, 0, 0, 2])
        let b = Pixmap(width: 1, height: 1, premultipliedData: [2, 0, 0, 2])
        let diff = GoldenComparison.compare(expected: a, actual: b)
        #expect(diff.maxChannelDifference == 127 && !diff.passes)
    }

    @Test func sizeChangeFails() {
        let diff = GoldenComparison.compare(expected: base, actual: Pixmap(width: 64, height: 31))
        #expect(diff.sizesDiffer && !diff.passes)
        #expect(diff.description.contains("64×32") && diff.description.contains("64×31"))
    }

    @Test func tolerantRulesNeedAReasonAndLoosenAsStated() {
        let actual = GoldenTestImages.tinted(base, channel: 2, by: 3)
        let byCount = GoldenRule.tolerant(differingPixels: 16, because: "test: sixteen pixels may move")
        #expect(GoldenComparison.compare(expected: base, actual: actual, rule: byCount).passes)
        let tooFew = GoldenRule.tolerant(differingPixels: 15, because: "test")
        #expect(!GoldenComparison.compare(expected: base, actual: actual, rule: tooFew).passes)
        let byShare = GoldenRule.tolerant(differingShare: 0.01, because: "test: 1% = 20 pixels")
        #expect(GoldenComparison.compare(expected: base, actual: actual, rule: byShare).passes)
        let byTolerance = GoldenRule.tolerant(channelTolerance: 3, because: "test: gradient dithering")
        #expect(GoldenComparison.compare(expected: base, actual: actual, rule: byTolerance).passes)
        #expect(byTolerance.description.contains("gradient dithering"))
        #expect(GoldenRule.strict.reason == nil)
    }
}
