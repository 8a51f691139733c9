extension Animation {
    /// For an animation that never ends (`repeatForever`), how long one whole cycle takes from the change:
    /// a pass, or two with `autoreverses` (there and back), after any delay written outside the repeat and
    /// at any speed. At the cycle's end the value is where the cycle began, so frames spanning
    /// `[change, change + cycleDuration]` loop without a seam. Nil for animations that end.
    ///
    /// `repeatForever(autoreverses: true)` of a pass p cycles in 2p; `.repeatForever(autoreverses: false)`
    /// in p; `.delay(d)` after it adds d; `.speed(s)` after it divides by s.
    public var cycleDuration: Double? { Self.cycleDuration(of: storage) }

    static func cycleDuration(of storage: Storage) -> Double? {
        switch storage {
        case .spring, .curve, .custom: return nil
        case .delay(let inner, let d): return cycleDuration(of: inner).map { d + $0 }
        case .speed(let inner, let s): return cycleDuration(of: inner).map { $0 / s }
        case .repeating(let inner, let count, let autoreverses):
            guard count == nil else { return nil }
            let pass = duration(of: inner)
            guard pass.isFinite else { return nil }
            return autoreverses ? 2 * pass : pass
        }
    }
}
