import Export
import Raster
import Testing

/// The filmstrip's geometry, without drawing: sizes, frame and label positions, columns and wrapping.
@Suite struct FilmstripLayoutTests {
    private func layout(count: Int, columns: Int? = nil) throws -> FilmstripLayout {
        try FilmstripLayout(frameWidth: 40, frameHeight: 20, frameCount: count, columns: columns, padding: 12, labelGap: 4, labelHeight: 15)
    }

    @Test func oneRowByDefault() throws {
        let l = try layout(count: 5)
        #expect(l.columns == 5 && l.rows == 1)
        #expect(l.width == 12 + 5 * (40 + 12) && l.height == 12 + 20 + 4 + 15 + 12)
        #expect((0..<5).map { l.frameOrigin($0).x } == [12, 64, 116, 168, 220])
        #expect((0..<5).allSatisfy { l.frameOrigin($0).y == 12 })
    }

    @Test func columnsWrapIntoRowsFromTheLeft() throws {
        let l = try layout(count: 5, columns: 3)
        #expect(l.columns == 3 && l.rows == 2)
        #expect(l.width == 12 + 3 * 52 && l.height == 12 + 2 * 51)
        #expect((0..<5).map { [l.frameOrigin($0).x, l.frameOrigin($0).y] } == [[12, 12], [64, 12], [116, 12], [12, 63], [64, 63]])
        // Exactly full rows, and more columns than frames.
        #expect(try layout(count: 6, columns: 3).rows == 2)
        let wide = try layout(count: 2, columns: 8)
        #expect(wide.columns == 2 && wide.width == 12 + 2 * 52)
    }

    @Test func labelsAreCentredUnderTheirFrames() throws {
        let l = try layout(count: 5, columns: 3)
        for i in 0..<5 {
            let box = l.labelBox(i), origin = l.frameOrigin(i)
            #expect(box.y == origin.y + 20 + 4 && box.height == 15)
            #expect(2 * box.x + box.width == 2 * origin.x + 40, "centred on the frame")
            #expect(box.maxY + 12 <= l.height && box.x >= 6 && box.maxX <= l.width - 6)
        }
        // Neighbouring label boxes meet but do not overlap.
        #expect(l.labelBox(0).maxX == l.labelBox(1).x)
        let odd = try FilmstripLayout(frameWidth: 41, frameHeight: 20, frameCount: 2, padding: 7, labelGap: 2, labelHeight: 10)
        #expect(2 * odd.labelBox(1).x + odd.labelBox(1).width == 2 * odd.frameOrigin(1).x + 41)
        #expect(odd.labelBox(0).maxX <= odd.labelBox(1).x)
    }

    @Test func badRequestsSayWhatToChange() {
        #expect(throws: FilmstripError.invalidColumns(0)) { try layout(count: 3, columns: 0) }
        #expect(throws: FilmstripError.noFrames) { try layout(count: 0) }
        do {
            _ = try FilmstripLayout(frameWidth: 431, frameHeight: 216, frameCount: 60, padding: 36, labelGap: 12, labelHeight: 44)
            Issue.record("a 28 000-pixel-wide strip was accepted")
        } catch {
            #expect(error.description == "the filmstrip would be 28056 × 344 pixels with 60 columns; the limit is 16384 a side and 64 Mpx: use fewer frames, another --columns or a smaller --scale")
        }
    }
}
