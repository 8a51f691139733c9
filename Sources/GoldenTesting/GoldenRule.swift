import Foundation

/// When a rendered image counts as matching its golden.
///
/// The default, ``strict``, is the project's rule: a pixel differs when any straight-alpha channel
/// differs by more than 1 (pixels transparent in both are equal), and any differing pixel fails.
/// A looser rule exists for the rare test that needs one, but only with a stated reason, so that
/// every exception is visible in the test and in its failure message.
public struct GoldenRule: Hashable, Sendable, CustomStringConvertible {
    /// A pixel differs when some channel (0…255, straight alpha) differs by more than this.
    public let channelTolerance: Int
    /// How many differing pixels still pass.
    public let allowedDifferingPixels: Int
    /// Which share (0…1) of all pixels may differ and still pass; both allowances apply, the larger wins.
    public let allowedDifferingShare: Double
    /// Why this test is looser than ``strict``; nil only for ``strict`` itself.
    public let reason: String?

    /// The project's default rule: channel tolerance 1, no differing pixel allowed.
    public static let strict = GoldenRule(channelTolerance: 1, allowedDifferingPixels: 0, allowedDifferingShare: 0, reason: nil)

    /// A looser rule. `reason` must say why (for example "FreeType hinting differs across versions").
    public static func tolerant(channelTolerance: Int = 1, differingPixels: Int = 0, differingShare: Double = 0,
                                because reason: String) -> GoldenRule {
        precondition(!reason.trimmingCharacters(in: .whitespaces).isEmpty, "a looser golden rule needs a stated reason")
        precondition(channelTolerance >= 0 && differingPixels >= 0 && (0...1).contains(differingShare))
        return GoldenRule(channelTolerance: channelTolerance, allowedDifferingPixels: differingPixels,
                          allowedDifferingShare: differingShare, reason: reason)
    }

    private init(channelTolerance: Int, allowedDifferingPixels: Int, allowedDifferingShare: Double, reason: String?) {
        self.channelTolerance = channelTolerance
        self.allowedDifferingPixels = allowedDifferingPixels
        self.allowedDifferingShare = allowedDifferingShare
        self.reason = reason
    }

    /// How many differing pixels pass in an image of `pixelCount` pixels.
    public func allowance(pixelCount: Int) -> Int {
        max(allowedDifferingPixels, Int((allowedDifferingShare * Double(pixelCount)).rounded(.down)))
    }

    public var description: String {
        guard let reason else { return "strict (channel tolerance 1, no differing pixels)" }
        return "tolerant (channel tolerance \(channelTolerance), up to \(allowedDifferingPixels) pixels or "
            + "\(allowedDifferingShare * 100)% differing; reason: \(reason))"
    }
}
