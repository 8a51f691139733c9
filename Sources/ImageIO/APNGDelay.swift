/// How long an APNG frame stays on screen, kept as an exact fraction of a second.
///
/// Frame plans have exact times (i/F s for `--fps`), so delays arrive as fractions and stay exact while
/// the writer merges identical frames (their delays add). Only when a frame is written does the delay
/// become what `fcTL` can hold: a numerator and a denominator of at most 65 535 each. A fraction that
/// fits after reduction is stored exactly (1/30, 100/2997 for 29.97 fps); one that does not is replaced
/// by the closest fraction that fits (the best rational approximation, found from the continued
/// fraction), which is within 1/(65535·q) s of the exact delay, q being the stored denominator:
/// under 10⁻⁵ s for any q, under 10⁻⁹ s once q passes 15 000, never a drift a viewer could see.
public struct APNGDelay: Hashable, Sendable, CustomStringConvertible {
    /// Seconds = numerator / denominator, in lowest terms; the denominator is positive.
    public let numerator: Int
    public let denominator: Int

    /// The largest delay `fcTL` can express: 65 535 / 1 s.
    public static let maximumSeconds = Int(UInt16.max)

    /// `numerator / denominator` seconds, exactly. Both must be ≥ 0 and the denominator > 0; the writer
    /// rejects delays over ``maximumSeconds``.
    public init(seconds numerator: Int, _ denominator: Int) {
        precondition(numerator >= 0 && denominator > 0, "a delay is a non-negative number of seconds")
        let g = Self.gcd(numerator, denominator)
        self.numerator = numerator / g
        self.denominator = denominator / g
    }

    /// A delay given in floating point (a span divided into frames): kept as the fraction k / 2⁴⁶ nearest
    /// to `seconds`, which is within 10⁻¹⁴ s of it, and then stored like any other fraction.
    public init(approximatingSeconds seconds: Double) {
        precondition(seconds.isFinite && seconds >= 0 && seconds <= Double(Self.maximumSeconds) + 1,
                     "a delay is a finite, non-negative number of seconds")
        self.init(seconds: Int((seconds * 0x1p46).rounded()), 1 << 46)
    }

    /// The delay in seconds, as the nearest Double.
    public var seconds: Double { Double(numerator) / Double(denominator) }

    /// The sum, exact unless its terms would overflow (denominators beyond 2⁶², which frame plans never
    /// reach); then the sum is approximated as in ``init(approximatingSeconds:)``.
    public static func + (l: APNGDelay, r: APNGDelay) -> APNGDelay {
        let g = gcd(l.denominator, r.denominator)
        let (lcm, o1) = l.denominator.multipliedReportingOverflow(by: r.denominator / g)
        if o1 { return APNGDelay(approximatingSeconds: l.seconds + r.seconds) }
        let (a, o2) = l.numerator.multipliedReportingOverflow(by: lcm / l.denominator)
        let (b, o3) = r.numerator.multipliedReportingOverflow(by: lcm / r.denominator)
        let (sum, o4) = a.addingReportingOverflow(b)
        if o2 || o3 || o4 { return APNGDelay(approximatingSeconds: l.seconds + r.seconds) }
        return APNGDelay(seconds: sum, lcm)
    }

    /// The `delay_num` and `delay_den` an `fcTL` chunk stores: this fraction when both terms fit in 16
    /// bits, else the closest fraction whose terms do (ties go to the smaller denominator). Zero is 0/1
    /// (a denominator of 0 would mean hundredths in APNG).
    public var stored: (numerator: UInt16, denominator: UInt16) {
        let limit = Int(UInt16.max)
        if numerator <= limit && denominator <= limit { return (UInt16(numerator), UInt16(denominator)) }
        let best = Self.closestFraction(to: numerator, denominator, limit: limit)
        return (UInt16(best.numerator), UInt16(best.denominator))
    }

    public var description: String { "\(numerator)/\(denominator) s" }

    /// The fraction nearest to p/q (p ≥ 0, q > 0) among those with numerator and denominator ≤ `limit`.
    ///
    /// Walks the continued fraction of p/q: its convergents h/k are the best approximations with a
    /// denominator up to k. When the next convergent would exceed `limit`, the best candidate is either
    /// the last convergent or the largest semiconvergent (h₋₂ + t·h₋₁)/(k₋₂ + t·k₋₁) still within `limit`;
    /// the closer of the two is returned. Values above `limit` become limit/1.
    static func closestFraction(to p: Int, _ q: Int, limit: Int) -> (numerator: Int, denominator: Int) {
        if p / q >= limit { return (limit, 1) }
        var (h0, k0, h1, k1) = (0, 1, 1, 0)   // the convergents before the current one (h/k), seeds −2 and −1
        var (num, den) = (p, q)
        while den != 0 {
            let a = num / den
            // The largest t ≤ a keeping both terms of (h0 + t·h1)/(k0 + t·k1) within the limit.
            let t = min(a, h1 == 0 ? a : (limit - h0) / h1, k1 == 0 ? a : (limit - k0) / k1)
            if t < a { return closer((h0 + t * h1, k0 + t * k1), (h1, k1), to: p, q) }
            (h0, k0, h1, k1) = (h1, k1, h0 + a * h1, k0 + a * k1)
            (num, den) = (den, num - a * den)
        }
        return (h1, k1)
    }

    /// Whichever of `a` and `b` is nearer to p/q (exact, in 128-bit arithmetic); `b` on a tie when its
    /// denominator is smaller.
    private static func closer(_ a: (Int, Int), _ b: (Int, Int), to p: Int, _ q: Int) -> (numerator: Int, denominator: Int) {
        // |x/y − p/q| = |x·q − p·y| / (y·q); compare the two distances with the common factor q removed.
        func distance(_ f: (Int, Int)) -> (Int128, Int128) {
            let d = Int128(f.0) * Int128(q) - Int128(p) * Int128(f.1)
            return (d < 0 ? -d : d, Int128(f.1))
        }
        let (da, ya) = distance(a), (db, yb) = distance(b)
        let lhs = da * yb, rhs = db * ya
        if lhs < rhs || (lhs == rhs && a.1 < b.1) { return a }
        return b
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? max(a, 1) : gcd(b, a % b) }
}
