import Raster

/// The result of comparing an actual image with its golden under a ``GoldenRule``.
public struct GoldenDiff: Hashable, Sendable, CustomStringConvertible {
    /// A pixel position, x to the right and y down from the top-left pixel.
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        public var x: Int, y: Int
        public init(x: Int, y: Int) { self.x = x; self.y = y }
        public var description: String { "(\(x), \(y))" }
    }

    public let expectedSize: (width: Int, height: Int)
    public let actualSize: (width: Int, height: Int)
    /// Pixels whose largest channel difference exceeds the rule's tolerance (0 when sizes differ).
    public let differingPixels: Int
    /// The largest channel difference anywhere (straight alpha, 0…255), beyond tolerance or not.
    public let maxChannelDifference: Int
    /// The first pixel (row-major) with the largest difference; nil when nothing differs at all.
    public let maxDifferenceLocation: Location?
    /// The rule used, which decides ``passes``.
    public let rule: GoldenRule
    /// Row-major, one entry a pixel of the expected image: true where the pixel differs.
    let mask: [Bool]

    /// True when the sizes differ (then no pixel comparison was made and the diff fails).
    public var sizesDiffer: Bool { expectedSize != actualSize }

    /// Whether the actual image matches under ``rule``.
    public var passes: Bool {
        !sizesDiffer && differingPixels <= rule.allowance(pixelCount: expectedSize.width * expectedSize.height)
    }

    public var description: String {
        if sizesDiffer {
            return "size differs: expected \(expectedSize.width)×\(expectedSize.height), got \(actualSize.width)×\(actualSize.height)"
        }
        let total = expectedSize.width * expectedSize.height
        let share = total == 0 ? 0 : Double(differingPixels) / Double(total) * 100
        var s = "\(differingPixels) of \(total) pixels differ (\(share.formatted2)%) by more than \(rule.channelTolerance)"
        if let loc = maxDifferenceLocation { s += "; largest channel difference \(maxChannelDifference) at \(loc)" }
        return s
    }

    init(expectedSize: (Int, Int), actualSize: (Int, Int), differingPixels: Int, maxChannelDifference: Int,
         maxDifferenceLocation: Location?, rule: GoldenRule, mask: [Bool]) {
        self.expectedSize = expectedSize; self.actualSize = actualSize
        self.differingPixels = differingPixels; self.maxChannelDifference = maxChannelDifference
        self.maxDifferenceLocation = maxDifferenceLocation; self.rule = rule; self.mask = mask
    }

    public static func == (a: GoldenDiff, b: GoldenDiff) -> Bool {
        a.expectedSize == b.expectedSize && a.actualSize == b.actualSize && a.differingPixels == b.differingPixels
            && a.maxChannelDifference == b.maxChannelDifference && a.maxDifferenceLocation == b.maxDifferenceLocation
            && a.rule == b.rule && a.mask == b.mask
    }

    public func hash(into h: inout Hasher) {
        h.combine(expectedSize.width); h.combine(expectedSize.height); h.combine(actualSize.width); h.combine(actualSize.height)
        h.combine(differingPixels); h.combine(maxChannelDifference); h.combine(maxDifferenceLocation); h.combine(rule)
    }
}

private extension Double {
    var formatted2: String {
        let v = (self * 100).rounded() / 100
        return v == v.rounded() ? String(Int(v)) : String(v)
    }
}
