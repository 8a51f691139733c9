import Export
import Testing

@Suite struct FrameFileNameTests {
    @Test func threeDigitsBelowAThousandFrames() {
        #expect(FrameFileName.name(index: 0, frameCount: 30) == "frame_000.png")
        #expect(FrameFileName.name(index: 29, frameCount: 30) == "frame_029.png")
        #expect(FrameFileName.name(index: 998, frameCount: 999) == "frame_998.png")
    }

    @Test func fourDigitsFromAThousandFrames() {
        #expect(FrameFileName.name(index: 0, frameCount: 1000) == "frame_0000.png")
        #expect(FrameFileName.name(index: 999, frameCount: 1000) == "frame_0999.png")
        #expect(FrameFileName.name(index: 9999, frameCount: 10000) == "frame_09999.png")
    }

    @Test func namesSortInPlaybackOrder() {
        let names = (0..<1200).map { FrameFileName.name(index: $0, frameCount: 1200) }
        #expect(names == names.sorted())
    }

    @Test func onlyFrameNamesAreFrameNames() {
        #expect(FrameFileName.isFrameFileName("frame_000.png"))
        #expect(FrameFileName.isFrameFileName("frame_1234.png"))
        #expect(!FrameFileName.isFrameFileName("frame_00.png"))
        #expect(!FrameFileName.isFrameFileName("../frame_000.png"))
        #expect(!FrameFileName.isFrameFileName("frame_/00.png"))
        #expect(!FrameFileName.isFrameFileName("notes.txt"))
        #expect(!FrameFileName.isFrameFileName("frames.json"))
    }
}
