import Foundation
import Raster

/// A picture kept as runs of one pixel value along each row, for holding many frames at once in little
/// memory: a screen of gradients and flat shapes is mostly rows of one colour and long runs, so a 12.6 MB
/// demo frame at @3x keeps in about 0.2 MB, and a row comes back (``writeRow(_:into:)``) at about the
/// cost of a copy. A row equal to the row above shares its runs.
///
/// A frame can be kept composited over an opaque or translucent background colour, exactly as
/// source-over of premultiplied pixels onto that colour gives (``init(_:over:)``): a filmstrip keeps its
/// cells so, and never holds the whole strip.
struct RunLengthPixmap: Sendable {
    let width: Int, height: Int
    /// Each row's runs, as a range of `ends` and `values`; a repeated row has its original's range.
    private var rows: [Range<Int>] = []
    /// Where each run ends in its row (the next run's first column).
    private var ends: [UInt32] = []
    /// Each run's pixel value (r, g, b, a premultiplied, in memory order as in ``Raster/Pixmap/pixelValue(_:)``).
    private var values: [UInt32] = []

    /// `pixmap`'s pixels, or when `background` (a pixel value) is given, `pixmap` composited over that
    /// colour (source-over): out = src + background · (1 − αsrc), rounded to nearest per channel. An opaque
    /// pixel is kept as it is, a transparent one is the background.
    init(_ pixmap: Pixmap, over background: UInt32? = nil) {
        width = pixmap.width; height = pixmap.height
        rows.reserveCapacity(height)
        let w = width
        pixmap.data.withUnsafeBytes { bytes in
            let pixels = bytes.bindMemory(to: UInt32.self).baseAddress!   // a [UInt8]'s buffer is aligned for any scalar
            for y in 0..<height {
                let row = pixels + y * w
                if y > 0 && memcmp(row, row - w, w * 4) == 0 {
                    rows.append(rows[y - 1])
                    continue
                }
                let first = values.count
                var x = 0
                while x < w {
                    let value = row[x]
                    let end = Pixmap.runEnd(of: value, in: UnsafeRawPointer(row), from: x + 1, count: w)
                    ends.append(UInt32(end))
                    let pixel = UInt32(littleEndian: value)
                    values.append(background.map { Self.sourceOver(pixel, $0) } ?? pixel)
                    x = end
                }
                rows.append(first..<values.count)
            }
        }
    }

    /// Writes row `y`'s `width` pixels at `out`.
    func writeRow(_ y: Int, into out: UnsafeMutablePointer<UInt32>) {
        var x = 0
        for run in rows[y] {
            let end = Int(ends[run])
            (out + x).update(repeating: values[run].littleEndian, count: end - x)
            x = end
        }
    }

    /// The pixmap these runs keep.
    var pixmap: Pixmap {
        var data = [UInt8](repeating: 0, count: width * height * 4)
        data.withUnsafeMutableBytes { bytes in
            let pixels = bytes.bindMemory(to: UInt32.self).baseAddress!
            for y in 0..<height { writeRow(y, into: pixels + y * width) }
        }
        return Pixmap(width: width, height: height, premultipliedData: data)
    }

    /// Bytes the runs take (for reports and tests).
    var keptBytes: Int { rows.count * MemoryLayout<Range<Int>>.stride + ends.count * 4 + values.count * 4 }

    /// Premultiplied `source` over `destination` (pixel values): each channel src + dst · (255 − αsrc) / 255,
    /// rounded to nearest (the exact division by 255 of the sum plus 128).
    static func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let keep = 255 - source >> 24
        if keep == 0 { return source }
        if keep == 255 { return destination }
        var out: UInt32 = 0
        for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
            let t = (destination >> shift & 0xFF) * keep + 128
            out |= (((source >> shift & 0xFF) + (t + (t >> 8)) >> 8) & 0xFF) << shift   // within its byte, as a UInt8 sum wraps
        }
        return out
    }
}
