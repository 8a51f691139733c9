/// An exact fraction of integers, so that frame times are computed, never accumulated.
///
/// Adding 1/30 s thirty times in floating point does not give 1 s exactly; `Rational(30, 30)` is 1.
/// Frame plans keep each frame's position as a rational and convert to seconds once.
public struct Rational: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The numerator (carries the sign).
    public let numerator: Int
    /// The denominator, always positive; the fraction is always in lowest terms.
    public let denominator: Int

    /// `numerator / denominator`, reduced.
    public init(_ numerator: Int, _ denominator: Int = 1) {
        precondition(denominator != 0, "a rational needs a non-zero denominator")
        let sign = denominator < 0 ? -1 : 1
        let g = Rational.gcd(abs(numerator), abs(denominator))
        self.numerator = sign * numerator / max(g, 1)
        self.denominator = sign * denominator / max(g, 1)
    }

    /// Parses a plain decimal such as `"1.5"`, `"2"` or `"0.125"` exactly (for `--duration` and `--fps`).
    /// Returns nil for anything else (exponents, signs other than a leading "-", empty parts).
    public init?(decimal text: String) {
        var body = Substring(text)
        var negative = false
        if body.first == "-" { negative = true; body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty || parts.count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              !(parts.count == 2 && parts[1].isEmpty && parts[0].isEmpty) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 15, parts[0].count <= 15 else { return nil }
        var denominator = 1
        for _ in 0..<fraction.count { denominator *= 10 }
        guard let whole = Int(parts[0].isEmpty ? "0" : String(parts[0])),
              let frac = Int(fraction.isEmpty ? "0" : String(fraction)) else { return nil }
        self.init((negative ? -1 : 1) * (whole * denominator + frac), denominator)
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    /// The nearest Double.
    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// Sum.
    public static func + (l: Rational, r: Rational) -> Rational {
        Rational(l.numerator * r.denominator + r.numerator * l.denominator, l.denominator * r.denominator)
    }
    /// Product.
    public static func * (l: Rational, r: Rational) -> Rational {
        Rational(l.numerator * r.numerator, l.denominator * r.denominator)
    }
    /// Order by value.
    public static func < (l: Rational, r: Rational) -> Bool {
        l.numerator * r.denominator < r.numerator * l.denominator
    }


    /// A readable form for logs and test failures.
    public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
}
