extension Pixmap {
    /// The first column from `start` on whose pixel (four bytes as one value, at `pixels`) is not `value`,
    /// or `count`: the end of a run of one pixel along a row, eight pixels at a time. Rows kept as runs (a
    /// filmstrip's frames, the rows an encoding keeps to compare the next frame with) are found by it.
    @inlinable
    public static func runEnd(of value: UInt32, in pixels: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        var x = start
        let repeated = SIMD8<UInt32>(repeating: value)
        while x + 8 <= count {
            let differs = pixels.loadUnaligned(fromByteOffset: 4 * x, as: SIMD8<UInt32>.self) .!= repeated
            if any(differs) {
                while pixels.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self) == value { x += 1 }
                return x
            }
            x += 8
        }
        while x < count && pixels.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self) == value { x += 1 }
        return x
    }
}
