/// Black at an 8-bit alpha composited source-over onto a pixel at full coverage, tabulated.
///
/// Shadows are black in the components people write (`.shadow(color: .black.opacity(0.25), …)`), and a
/// shadow's alpha changes at nearly every pixel of its soft edge, so results kept by alpha while the
/// pixel below repeats (``BlendMemo``) are rarely there to reuse. With a black source at coverage 1,
/// ``Compositor/blendPixel(_:_:_:_:)`` works each byte out from that byte and the alpha alone:
///
///     colour' = q(c/255 · (1 − α/255))          alpha' = q(α/255 + b/255 · (1 − α/255))
///
/// (its `0 · 1 + x` is `x`), so the table holds those very Float operations' results for every pair,
/// and a blend is four reads.
enum BlackOver {
    /// `table[α << 8 | c]`: a colour byte `c` under black at alpha α; `table[65536 + (α << 8 | b)]`: the
    /// alpha byte `b`. 128 KiB, made once a process, when a first black shadow is drawn; never freed.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 << 16)
        let units = (0..<256).map { Float($0) / 255 }   // each byte's value, divided once
        // quantize's bytes (there is no NaN here), a row at a time in loops the compiler vectorises:
        // the table is made in the process's first frame, while the scene waits for it.
        units.withUnsafeBufferPointer { units in
            for a in 0..<256 {
                let sa = units[a], k = 1 - sa
                let colour = table + a << 8, alpha = colour + 1 << 16
                for byte in 0..<256 { colour[byte] = Pixmap.quantizeWithoutTrap(units[byte] * k) }
                for byte in 0..<256 { alpha[byte] = Pixmap.quantizeWithoutTrap(sa + units[byte] * k) }
            }
        }
        return UnsafePointer(table)
    }()

    /// Black at alpha `a` over the pixel at `px`, in place, from `table` (``table``, read once by the caller).
    @inline(__always)
    static func blend(_ a: UInt8, onto px: UnsafeMutablePointer<UInt8>, table: UnsafePointer<UInt8>) {
        let colour = table + Int(a) << 8, alpha = colour + 1 << 16
        px[0] = colour[Int(px[0])]; px[1] = colour[Int(px[1])]; px[2] = colour[Int(px[2])]; px[3] = alpha[Int(px[3])]
    }
}
