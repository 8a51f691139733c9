import Testing
@testable import Motion

/// The numbers docs/motion.md quotes, measured (and printed) so they can be re-checked with
/// `swift test --filter MeasurementTests`.
@Suite("Measured numbers for docs/motion.md")
struct MeasurementTests {
    @Test("integrator vs closed form, integrated overshoot, settling of the seeds' animations")
    func measure() {
        let spring = Spring(duration: 0.55, bounce: 0.25)
        var integrator = SpringIntegrator(spring: spring, position: 0.0, target: 1.0)
        var worst = (t: 0.0, d: 0.0), peak = (t: 0.0, x: 0.0)
        for i in 1...900 {
            integrator.step()
            let t = Double(i) / 300
            let d = abs(integrator.position - spring.value(target: 1, at: t))
            if d > worst.d { worst = (t, d) }
            if integrator.position > peak.x { peak = (t, integrator.position) }
        }
        let settle = (spring: Animation.spring(duration: 0.55, bounce: 0.25).duration,
                      smooth: Animation.smooth(duration: 0.4).duration,
                      ease: Animation.easeInOut(duration: 0.55).duration)
        print("MEASURED integrator-vs-closed max |Δ| = \(worst.d * 100) % of travel at t = \(worst.t) s")
        print("MEASURED integrated overshoot = \((peak.x - 1) * 100) % at t = \(peak.t) s")
        print("MEASURED settling: spring(0.55,0.25) = \(settle.spring) s, smooth(0.4) = \(settle.smooth) s, easeInOut(0.55) = \(settle.ease) s")
        // The integrator's residual at the snap (what the snap to the target hides).
        let residual = abs(SpringIntegrator.sample(spring: spring, from: 0.0, to: 1.0, initialVelocity: 0, at: settle.spring - 1e-9).value - 1)
        print("MEASURED integrated residual just before the snap = \(residual)")
        // The jump hidden by the snap when a retarget starts with velocity (0 → 1 interrupted at 0.2 s, back to 0).
        let anim = Animation.spring(duration: 0.55, bounce: 0.25)
        let interrupted = Timeline(initialValue: 0.0, changes: [.init(at: 0, to: 1, animation: anim), .init(at: 0.2, to: 0, animation: anim)])
        let snapJump = abs(interrupted.value(at: (0.2 + anim.duration).nextDown))
        print("MEASURED retarget (0→1, back at 0.2 s): jump at the snap = \(snapJump) of the travel")
        #expect(snapJump < 0.01)
        let smooth = Animation.smooth(duration: 0.4)
        let smoothResidual = abs(smooth.sample(from: 0.0, to: 1.0, elapsed: smooth.duration.nextDown).value - 1)
        print("MEASURED smooth(0.4) integrated residual just before its snap = \(smoothResidual)")
        #expect(smoothResidual < 0.002)
        #expect(worst.d < 0.006)
        #expect(residual < 0.002)
        #expect(peak.x > 1)
    }
}
