import Testing
import Raster

/// Recycled storage: a new pixmap of the same byte count is made in it, and starts as a new pixmap does.
/// (Sizes here are unusual so that tests running at the same time never ask for the same byte count.)
struct PixmapRecyclingTests {
    private static func base(_ p: Pixmap) -> UnsafeRawPointer? { p.data.withUnsafeBytes { $0.baseAddress } }

    @Test func aNewPixmapOfTheSameSizeIsMadeInRecycledStorage() {
        let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let old = Pixmap(width: 1031, height: 257, filledWith: red)
        let storage = Self.base(old)
        Pixmap.recycle(consume old)
        let zeroed = Pixmap(width: 257, height: 1031)   // the same byte count
        #expect(Self.base(zeroed) == storage)
        #expect(zeroed.data.allSatisfy { $0 == 0 })
        Pixmap.recycle(consume zeroed)
        let blue = Pixmap(width: 1031, height: 257, filledWith: Color(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(Self.base(blue) == storage)
        #expect(blue == Pixmap(width: 1031, height: 257, rowPixel: { _ in Pixmap.pixelValue(Color(red: 0, green: 0, blue: 1, alpha: 1).premultiplied) }))
        Pixmap.dropRecycled(width: 1031, height: 257)
    }

    @Test func storageStillInUseIsNeitherChangedNorTakenTwice() {
        let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
        let kept = Pixmap(width: 1033, height: 263, filledWith: green)
        Pixmap.recycle(kept)
        Pixmap.recycle(kept)   // the same storage twice is kept once
        let first = Pixmap(width: 1033, height: 263)
        let second = Pixmap(width: 1033, height: 263)
        #expect(Self.base(first) != Self.base(kept) && Self.base(second) != Self.base(kept))   // shared: copied, not written
        #expect(kept == Pixmap(width: 1033, height: 263, filledWith: green))
        #expect(first.data.allSatisfy { $0 == 0 } && second.data.allSatisfy { $0 == 0 })
        Pixmap.dropRecycled(width: 1033, height: 263)
    }
}
