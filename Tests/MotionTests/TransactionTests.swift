import Testing
@testable import Motion

@Suite("Animation scopes (.animation(_:value:)) and transactions")
struct TransactionTests {
    let demoScope: Animation? = .easeInOut(duration: 0.55)
    let toggleScope: Animation? = .spring(duration: 0.55, bounce: 0.25)

    @Test("day/night: the background eases, the knob inside the toggle springs (nearest scope wins)")
    func nearestScope() {
        let change = Transaction()   // the demo's auto-toggle assigns without withAnimation
        let background = change.scoped(through: [demoScope])
        let knob = change.scoped(through: [demoScope, toggleScope])
        #expect(background.animation == .easeInOut(duration: 0.55))
        #expect(knob.animation == .spring(duration: 0.55, bounce: 0.25))
    }

    @Test("Reduce Motion: both scopes set nil, nothing animates")
    func reduceMotion() {
        let change = Transaction()
        #expect(change.scoped(through: [nil, nil]).animation == nil)
        // Even a withAnimation is overridden by a nil scope around the property.
        #expect(Transaction(animation: .default).scoped(nil).animation == nil)
    }

    @Test("symbol toggle: withAnimation(.smooth(0.4)) reaches a property with no scope")
    func withAnimation() {
        let change = Transaction(animation: .smooth(duration: 0.4))
        #expect(change.scoped(through: []).animation == .smooth(duration: 0.4))
    }

    @Test("a scope whose value did not change, or a transaction that disables animations, passes through")
    func passThrough() {
        let change = Transaction(animation: .linear)
        #expect(change.scoped(.bouncy, valueChanged: false).animation == .linear)
        let disabled = Transaction(animation: nil, disablesAnimations: true)
        #expect(disabled.scoped(.bouncy).animation == nil)
    }
}
