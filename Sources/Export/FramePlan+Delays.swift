import ImageIO
import Motion

extension FramePlan {
    /// How long each frame shows in an animation: until the next frame's time, and the last frame for
    /// `lastFrame` (the settled state held before the animation loops or stops).
    ///
    /// `--fps` plans have exact times (i/F s), so their delays are exact fractions (1/30, 100/2997 for
    /// 29.97); a `--frames` plan's times are fractions of a span measured in floating point, so its
    /// delays are span · (1/(N−1)), the same for every frame, kept to 10⁻¹⁴ s (see ``APNGDelay``).
    /// The one delay into an `--fps` plan's final frame (the end of the span) is a difference of times.
    public func frameDelays(lastFrame: APNGDelay) -> [APNGDelay] {
        frames.indices.map { i in
            guard i + 1 < frames.count else { return lastFrame }
            switch (frames[i].position, frames[i + 1].position) {
            case (.secondsAfterStart(let a), .secondsAfterStart(let b)):
                let step = b + a * Rational(-1)
                return APNGDelay(seconds: step.numerator, step.denominator)
            case (.fractionOfSpan(let a), .fractionOfSpan(let b)):
                return APNGDelay(approximatingSeconds: span * (b + a * Rational(-1)).doubleValue)
            default:
                return APNGDelay(approximatingSeconds: max(0, frames[i + 1].time - frames[i].time))
            }
        }
    }
}
