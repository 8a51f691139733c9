import Testing
@testable import ImageIO

/// Delays: exact fractions stay exact; others become the closest fraction fcTL can hold.
@Suite struct APNGDelayTests {
    @Test func fractionsThatFitAreStoredExactly() {
        #expect(APNGDelay(seconds: 1, 30).stored == (1, 30))
        #expect(APNGDelay(seconds: 2, 60).stored == (1, 30), "reduced")
        #expect(APNGDelay(seconds: 1000, 29970).stored == (100, 2997), "29.97 fps")
        #expect(APNGDelay(seconds: 0, 7).stored == (0, 1))
        #expect(APNGDelay(seconds: 65535, 1).stored == (65535, 1))
    }

    @Test func fractionsThatDoNotFitBecomeTheClosestThatDoes() {
        // 1000/123457 s (123.457 fps) does not fit in 16 bits; compare with a search over every denominator.
        for (p, q) in [(1000, 123457), (1, 70000), (123456789, 1000000007), (314159265, 100000000), (7, 65537 * 3)] {
            let got = APNGDelay(seconds: p, q).stored
            let best = bruteForceClosest(p, q, limit: 65535)
            let error = abs(Double(got.numerator) / Double(got.denominator) - Double(p) / Double(q))
            let bestError = abs(Double(best.0) / Double(best.1) - Double(p) / Double(q))
            #expect(error <= bestError, "\(p)/\(q): got \(got), best \(best)")
        }
    }

    @Test func examplesInTheDocs() {
        // Python's Fraction(1000, 123457).limit_denominator(65535) gives the same.
        #expect(APNGDelay(seconds: 1000, 123457).stored == (407, 50247))
        #expect(APNGDelay(approximatingSeconds: 1.0698177890604283 / 29).stored == (903, 24478))
    }

    @Test func closestFractionAgreesWithSearchForSmallLimits() {
        // Exhaustively for a small limit, where every fraction can be checked exactly.
        for q in 1...60 {
            for p in 0...(3 * q) {
                let got = APNGDelay.closestFraction(to: p, q, limit: 12)
                #expect(got.numerator <= 12 && got.denominator <= 12 && got.denominator > 0)
                let best = bruteForceClosest(p, q, limit: 12)
                // Compare distances exactly: |a/b − p/q| as cross products.
                let dGot = abs(got.numerator * q - p * got.denominator) * best.1
                let dBest = abs(best.0 * q - p * best.1) * got.denominator
                #expect(dGot == dBest, "\(p)/\(q): got \(got), best \(best)")
            }
        }
    }

    @Test func sumsAreExact() {
        #expect(APNGDelay(seconds: 1, 60) + APNGDelay(seconds: 1, 20) == APNGDelay(seconds: 1, 15))
        #expect(APNGDelay(seconds: 100, 2997) + APNGDelay(seconds: 100, 2997) == APNGDelay(seconds: 200, 2997))
        // 30 frames of 1/30 s add up to exactly one second.
        #expect((0..<30).reduce(APNGDelay(seconds: 0, 1)) { d, _ in d + APNGDelay(seconds: 1, 30) } == APNGDelay(seconds: 1, 1))
    }

    @Test func sumsThatWouldOverflowAreApproximated() {
        let a = APNGDelay(seconds: 1, (1 << 61) - 1), b = APNGDelay(seconds: 1, (1 << 61) - 3)
        let sum = a + b
        #expect(abs(sum.seconds - (a.seconds + b.seconds)) < 1e-14)
    }

    @Test func doublesAreKeptToWithinTenToTheMinusFourteen() {
        let span = 1.0698177890604283
        let d = APNGDelay(approximatingSeconds: span / 29)
        #expect(abs(d.seconds - span / 29) < 1e-14)
        let stored = d.stored
        #expect(abs(Double(stored.numerator) / Double(stored.denominator) - span / 29) < 1e-8)
    }

    /// The closest fraction with both terms ≤ limit, by trying every denominator.
    private func bruteForceClosest(_ p: Int, _ q: Int, limit: Int) -> (Int, Int) {
        var best = (0, 1)
        var bestDistance = Double.infinity
        for k in 1...limit {
            let h = min(limit, Int((Double(p) * Double(k) / Double(q)).rounded()))
            for candidate in [max(0, h - 1), h, min(limit, h + 1)] {
                let d = abs(Double(candidate) / Double(k) - Double(p) / Double(q))
                if d < bestDistance { bestDistance = d; best = (candidate, k) }
            }
        }
        return best
    }
}
