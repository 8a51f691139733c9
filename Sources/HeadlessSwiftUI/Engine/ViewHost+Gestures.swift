import Foundation

/// Drags and long presses, driven on render time as a finger would make them: what `--drag` and
/// `--long-press` run. A drag moves the finger in a straight line at constant speed from the view's centre,
/// sampled at 60 Hz (iPhone's touch rate without ProMotion); a press holds still.
extension ViewHost {
    /// Drags the view labelled `label` (the view with a drag gesture whose label, accessibility label or text
    /// is `label`, or the first such view inside the element of that label) by `translation` points, from
    /// `start` seconds over `duration` seconds.
    public func drag(_ label: String, by translation: CGSize, at start: Double = 0, duration: Double = 0.25) {
        schedule(.gesture(.dragSample(DragRun(label: label, translation: translation, start: start,
                                              duration: max(duration, 1 / DragRun.sampleRate)), 0)), at: start)
    }

    /// Presses the view labelled `label` at `start` seconds and holds it `duration` seconds (by default
    /// just long enough for its long-press gestures to be recognised).
    public func longPress(_ label: String, at start: Double = 0, duration: Double? = nil) {
        schedule(.gesture(.pressDown(PressRun(label: label, start: start, hold: duration))), at: start)
    }

    /// Pinches the view labelled `label` (one with a magnify gesture) from a magnification of 1 to `scale`,
    /// from `start` seconds over `duration` seconds: the two fingers about its centre, their distance
    /// changing at constant speed, sampled at 60 Hz.
    public func pinch(_ label: String, scale: CGFloat, at start: Double = 0, duration: Double = 0.25) {
        let run = TwoFingerRun(kind: .pinch, label: label, amount: Double(scale), start: start, duration: max(duration, 1 / DragRun.sampleRate))
        schedule(.gesture(.twoFingerSample(run, 0)), at: start)
    }

    /// Turns two fingers on the view labelled `label` (one with a rotate gesture) by `angle` (clockwise for
    /// positive angles) about its centre, from `start` seconds over `duration` seconds at constant speed.
    public func rotate(_ label: String, by angle: Angle, at start: Double = 0, duration: Double = 0.25) {
        let run = TwoFingerRun(kind: .rotate, label: label, amount: angle.radians, start: start, duration: max(duration, 1 / DragRun.sampleRate))
        schedule(.gesture(.twoFingerSample(run, 0)), at: start)
    }

    /// Runs one step of a drag, press, pinch or rotation on the current tree, and returns the steps that follow it.
    func performGesture(_ input: GestureInput, in nodes: [ViewNode], at now: Double) throws -> [(time: Double, event: Event)] {
        switch input {
        case .dragSample(let run, let k):
            if k == 0 {
                guard let node = Self.gestureTarget(run.label, in: nodes, where: { !$0.drags.isEmpty }) else {
                    throw ViewError.noGesture(kind: "drag", label: run.label, available: Self.gestureLabels(in: nodes) { !$0.drags.isEmpty })
                }
                run.begin(on: node)
            } else {
                run.refresh(in: nodes)
            }
            run.deliver(sample: k, at: now)
            if k > 0 { return [] }
            return (1...run.sampleCount).map { (run.start + run.duration * Double($0) / Double(run.sampleCount), .gesture(.dragSample(run, $0))) }
                + [(run.start + run.duration, .gesture(.dragLift(run)))]
        case .dragLift(let run):
            run.refresh(in: nodes)
            run.lift(at: now)
            return []
        case .pressDown(let run):
            guard let node = Self.gestureTarget(run.label, in: nodes, where: { !$0.longPresses.isEmpty }) else {
                throw ViewError.noGesture(kind: "long-press", label: run.label, available: Self.gestureLabels(in: nodes) { !$0.longPresses.isEmpty })
            }
            let (held, lift) = run.begin(on: node)
            return held.map { (run.start + $0.after, .gesture(.pressHeld(run, $0.recognizer))) }
                + [(run.start + lift, .gesture(.pressLift(run)))]
        case .pressHeld(let run, let i):
            run.recognize(i)
            return []
        case .pressLift(let run):
            run.lift()
            return []
        case .twoFingerSample(let run, let k):
            if k == 0 {
                guard let node = Self.gestureTarget(run.label, in: nodes, where: run.kind.matches) else {
                    throw ViewError.noGesture(kind: run.kind.name, label: run.label, available: Self.gestureLabels(in: nodes, where: run.kind.matches))
                }
                run.begin(on: node)
            } else {
                run.refresh(in: nodes)
            }
            run.deliver(sample: k, at: now)
            if k > 0 { return [] }
            return (1...run.sampleCount).map { (run.start + run.duration * Double($0) / Double(run.sampleCount), .gesture(.twoFingerSample(run, $0))) }
                + [(run.start + run.duration, .gesture(.twoFingerLift(run)))]
        case .twoFingerLift(let run):
            run.refresh(in: nodes)
            run.lift(at: now)
            return []
        }
    }

    /// The view `label` names that has a gesture `matching`: one whose own label, accessibility label or
    /// text is `label` or whose elements read it, or the first such view inside a view that names it.
    static func gestureTarget(_ label: String, in nodes: [ViewNode], where matching: (GestureHandlers) -> Bool) -> ViewNode? {
        func find(_ node: ViewNode, named: Bool) -> ViewNode? {
            let named = named || node.controlLabel == label || node.accessibility.label == label || node.readText == label
            if let gestures = node.gestures, matching(gestures),
               named || AccessibilityElements.collect(node).contains(where: { $0.label == label }) { return node }
            for child in node.children { if let found = find(child, named: named) { return found } }
            return nil
        }
        for node in nodes { if let found = find(node, named: false) { return found } }
        return nil
    }

    /// What the views with a gesture `matching` are labelled, for an error message.
    static func gestureLabels(in nodes: [ViewNode], where matching: (GestureHandlers) -> Bool) -> [String] {
        var labels: [String] = []
        // A view's own elements name it, else the nearest label above it (a control's, an element's).
        func visit(_ node: ViewNode, above: String?) {
            let named = [node.controlLabel, node.accessibility.label].compactMap { $0 }.first { !$0.isEmpty } ?? above
            if let gestures = node.gestures, matching(gestures) {
                let own = AccessibilityElements.collect(node).map(\.label).filter { !$0.isEmpty }
                labels += own.isEmpty ? named.map { [$0] } ?? [] : own
            }
            for child in node.children { visit(child, above: named) }
        }
        for node in nodes { visit(node, above: nil) }
        var seen = Set<String>()
        return labels.filter { seen.insert($0).inserted }
    }
}

/// One step of a drag or press (``ViewHost/performGesture(_:in:at:)``).
enum GestureInput {
    /// Touch sample `k` of a drag; 0 is the finger coming down.
    case dragSample(DragRun, Int)
    case dragLift(DragRun)
    case pressDown(PressRun)
    /// Long-press recogniser `i` has been held its minimum duration.
    case pressHeld(PressRun, Int)
    case pressLift(PressRun)
    /// Touch sample `k` of a pinch or rotation; 0 is the fingers coming down.
    case twoFingerSample(TwoFingerRun, Int)
    case twoFingerLift(TwoFingerRun)
}

/// A drag under way: where it goes, and what each of its view's drag recognisers has seen.
@MainActor
final class DragRun {
    /// iPhone's touch sampling without ProMotion, samples a second.
    static let sampleRate = 60.0
    let label: String
    let translation: CGSize
    let start: Double
    let duration: Double
    private var recognizers: [DragRecognizer] = []
    private var startLocations: [CGPoint] = []
    private var recognized: [Bool] = []

    init(label: String, translation: CGSize, start: Double, duration: Double) {
        self.label = label; self.translation = translation; self.start = start; self.duration = duration
    }

    /// Samples after the first, one per 1/60 s, the last when the finger lifts.
    var sampleCount: Int { max(1, Int((duration * Self.sampleRate).rounded(.up))) }

    /// The finger comes down at the centre of `node`, in each recogniser's coordinate space.
    func begin(on node: ViewNode) {
        recognizers = node.gestures!.drags
        recognized = Array(repeating: false, count: recognizers.count)
        let centre = CGPoint(x: node.frame.width / 2, y: node.frame.height / 2)
        startLocations = recognizers.map { recognizer in
            switch recognizer.coordinateSpace {
            case .local: centre
            case .global, .named: CGPoint(x: node.globalOrigin.x + centre.x, y: node.globalOrigin.y + centre.y)
            }
        }
    }

    /// The view's recognisers as the latest evaluation made them (their closures see its values); the
    /// ones from the start if the view is gone or has other gestures now.
    func refresh(in nodes: [ViewNode]) {
        if let node = ViewHost.gestureTarget(label, in: nodes, where: { !$0.drags.isEmpty }),
           let drags = node.gestures?.drags, drags.count == recognizers.count { recognizers = drags }
    }

    /// Sample `k`: recognisers the finger has moved far enough for begin, and every recognised one changes.
    func deliver(sample k: Int, at time: Double) {
        let moved = CGSize(width: translation.width * Double(k) / Double(sampleCount),
                           height: translation.height * Double(k) / Double(sampleCount))
        for i in recognizers.indices {
            if !recognized[i], (moved.width * moved.width + moved.height * moved.height).squareRoot() >= recognizers[i].minimumDistance {
                recognized[i] = true
            }
            if recognized[i] { recognizers[i].changed(value(i, moved: moved, moving: k > 0, at: time)) }
        }
    }

    /// The finger lifts, still moving: recognised drags end with the last sample's place and speed.
    func lift(at time: Double) {
        for i in recognizers.indices where recognized[i] { recognizers[i].ended(value(i, moved: translation, moving: true, at: time)) }
    }

    private func value(_ i: Int, moved: CGSize, moving: Bool, at time: Double) -> DragGesture.Value {
        let start = startLocations[i]
        let velocity = moving ? CGSize(width: translation.width / duration, height: translation.height / duration) : .zero
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: time),
                                 location: CGPoint(x: start.x + moved.width, y: start.y + moved.height),
                                 startLocation: start, velocity: velocity)
    }
}

/// A press under way: the view's long-press recognisers and which of them have been held long enough.
@MainActor
final class PressRun {
    let label: String
    let start: Double
    /// How long the finger stays down; nil holds it for the longest minimum duration.
    let hold: Double?
    private var recognizers: [LongPressRecognizer] = []
    private var recognized: [Bool] = []
    init(label: String, start: Double, hold: Double?) { self.label = label; self.start = start; self.hold = hold }

    /// The finger comes down on `node`: every recogniser begins. Returns which are held long enough
    /// (each with its minimum duration after the start) and when the finger lifts.
    func begin(on node: ViewNode) -> (held: [(recognizer: Int, after: Double)], lift: Double) {
        recognizers = node.gestures!.longPresses
        recognized = Array(repeating: false, count: recognizers.count)
        recognizers.forEach { $0.began() }
        let lift = hold ?? recognizers.map(\.minimumDuration).max()!
        let held = recognizers.indices.filter { recognizers[$0].minimumDuration <= lift }.map { ($0, recognizers[$0].minimumDuration) }
        return (held, lift)
    }

    /// Recogniser `i` has been held its minimum duration.
    func recognize(_ i: Int) {
        recognized[i] = true
        recognizers[i].recognized()
    }

    /// The finger lifts: the recognisers not yet recognised are cancelled.
    func lift() {
        for (i, recognizer) in recognizers.enumerated() where !recognized[i] { recognizer.cancelled() }
    }
}

/// A pinch or a rotation under way: its view's recognisers of that kind and which have been recognised.
/// The value runs linearly from where it starts (a magnification of 1, a rotation of 0) to `amount`.
@MainActor
final class TwoFingerRun {
    enum Kind {
        case pinch, rotate
        var name: String { self == .pinch ? "magnify" : "rotate" }
        @MainActor func matches(_ handlers: GestureHandlers) -> Bool { !recognizers(handlers).isEmpty }
        @MainActor func recognizers(_ handlers: GestureHandlers) -> [TwoFingerRecognizer] { self == .pinch ? handlers.pinches : handlers.rotations }
        var identity: Double { self == .pinch ? 1 : 0 }
    }
    let kind: Kind
    let label: String
    let amount: Double
    let start: Double
    let duration: Double
    private var recognizers: [TwoFingerRecognizer] = []
    private var recognized: [Bool] = []
    private var centre = CGPoint.zero

    init(kind: Kind, label: String, amount: Double, start: Double, duration: Double) {
        self.kind = kind; self.label = label; self.amount = amount; self.start = start; self.duration = duration
    }

    var sampleCount: Int { max(1, Int((duration * DragRun.sampleRate).rounded(.up))) }

    /// The fingers come down about the centre of `node`.
    func begin(on node: ViewNode) {
        recognizers = kind.recognizers(node.gestures!)
        recognized = Array(repeating: false, count: recognizers.count)
        centre = CGPoint(x: node.frame.width / 2, y: node.frame.height / 2)
    }

    /// The recognisers as the latest evaluation made them, as a drag's are.
    func refresh(in nodes: [ViewNode]) {
        if let node = ViewHost.gestureTarget(label, in: nodes, where: kind.matches), let gestures = node.gestures {
            let current = kind.recognizers(gestures)
            if current.count == recognizers.count { recognizers = current }
        }
    }

    private func sample(_ value: Double, at time: Double) -> TwoFingerRecognizer.Sample {
        TwoFingerRecognizer.Sample(value: value, velocity: (amount - kind.identity) / duration, time: time,
                                   startLocation: centre, startAnchor: .center)
    }

    /// Sample `k`: recognisers whose threshold the value has passed begin; every recognised one changes.
    func deliver(sample k: Int, at time: Double) {
        let value = kind.identity + (amount - kind.identity) * Double(k) / Double(sampleCount)
        for i in recognizers.indices {
            if !recognized[i], abs(value - kind.identity) >= recognizers[i].minimumDelta, k > 0 { recognized[i] = true }
            if recognized[i] { recognizers[i].changed(sample(value, at: time)) }
        }
    }

    /// The fingers lift: recognised gestures end at the final value.
    func lift(at time: Double) {
        for i in recognizers.indices where recognized[i] { recognizers[i].ended(sample(amount, at: time)) }
    }
}
