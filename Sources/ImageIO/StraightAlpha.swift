import Raster

/// Fast premultiplied → straight conversion for the encoder, bit-identical to
/// `Pixmap.straightRGBA()` (same round-to-nearest formula, tabulated): the per-pixel division
/// there was a tenth of the encode time of a full-screen frame.
enum StraightAlpha {
    /// `table[a << 8 | c]` = straight value of premultiplied `c` at alpha `a` (64 KiB, built once, by the
    /// first frame's encoding while the other threads wait for it). Above `c = a` the value saturates at 255,
    /// so only `c ≤ a` is divided, in 32 bits: a third of the 64-bit divisions' time.
    static let table: [UInt8] = [UInt8](unsafeUninitializedCapacity: 65536) { t, count in
        for c in 0..<256 { t[c] = 0 }
        for a in 1..<256 {
            let row = t.baseAddress! + a << 8, alpha = UInt32(a)
            for c in 0...alpha { row[Int(c)] = UInt8(min(255, (c * 255 + alpha / 2) / alpha)) }
            for c in (a + 1)..<256 { row[c] = 255 }
        }
        count = 65536
    }

    /// Straight RGBA bytes of `pixmap`; transparent pixels become (0, 0, 0, 0).
    static func rgba(_ pixmap: Pixmap) -> [UInt8] {
        let n = pixmap.width * pixmap.height
        return [UInt8](unsafeUninitializedCapacity: n * 4) { out, count in
            pixmap.data.withUnsafeBufferPointer { convert($0.baseAddress!, count: n, into: out.baseAddress!) }
            count = n * 4
        }
    }

    /// Straight RGBA of `count` premultiplied pixels at `source`, written to `out` (which may not overlap it).
    static func convert(_ source: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        out.update(from: source, count: count * 4)
        let words = UnsafeRawPointer(out)
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        table.withUnsafeBufferPointer { t in
            var i = 0
            while i < count {
                // Eight pixels at once, then two, where all are opaque or all zero: nothing to change. Most
                // of a frame is either, and the wider test halves the conversion's time (79 -> 47 µs a toggle frame).
                if i + 8 <= count {
                    let w0 = words.loadUnaligned(fromByteOffset: 4 * i, as: UInt64.self)
                    let w1 = words.loadUnaligned(fromByteOffset: 4 * i + 8, as: UInt64.self)
                    let w2 = words.loadUnaligned(fromByteOffset: 4 * i + 16, as: UInt64.self)
                    let w3 = words.loadUnaligned(fromByteOffset: 4 * i + 24, as: UInt64.self)
                    if w0 & w1 & w2 & w3 & alphas == alphas || w0 | w1 | w2 | w3 == 0 { i += 8; continue }
                }
                if i + 2 <= count {
                    let two = words.loadUnaligned(fromByteOffset: 4 * i, as: UInt64.self)
                    if two & alphas == alphas || two == 0 { i += 2; continue }
                }
                let p = out + 4 * i
                let a = Int(p[3])
                i += 1
                if a == 255 { continue }
                if a == 0 {
                    p[0] = 0; p[1] = 0; p[2] = 0
                } else {
                    let row = a << 8
                    p[0] = t[row | Int(p[0])]; p[1] = t[row | Int(p[1])]; p[2] = t[row | Int(p[2])]
                }
            }
        }
    }
}
