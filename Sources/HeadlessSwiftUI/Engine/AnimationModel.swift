import Motion
import Symbols

/// A view tree animated through its changes: what SwiftUI's render loop presents between state changes.
///
/// Built from the laid-out tree after each change (``Snapshot``). Every node (matched across snapshots by
/// its identity key) gets a ``NodeTrack``: Motion timelines of its animatable values, each change animated
/// with the animation in force at that node in that change (so springs keep their velocity when a second
/// change interrupts the first), a presence timeline for insertion and removal transitions, and the
/// content changes its text or image made. Each change also keeps the tree to draw: the new tree, with
/// the views being removed still in their old places until their removal has animated out.
struct AnimationModel: Sendable {
    /// One evaluated and laid-out state, from `time` on.
    struct Snapshot: Sendable {
        var time: Double
        var roots: [ResolvedNode]
    }

    /// The shape of the tree to draw after a change: keys only (values come from the tracks).
    struct Structure: Sendable {
        var key: Int
        var children: [Structure]
    }

    var times: [Double]
    var structures: [[Structure]]
    var tracks: [Int: NodeTrack]
    /// A readable label per node for names in `frames.json`: a leaf's view type ("Circle"), or the
    /// first leaf below a modifier with the modifier's name ("Capsule.opacity").
    var labels: [Int: String]
    /// Nodes that look the same at every instant (what a renderer may rasterize once).
    var constantKeys: Set<Int> = []
    /// Opacity effects whose frame never changes: only their opacity moves, which a prepared drawing under
    /// them can still take.
    var opacityOnlyKeys: Set<Int> = []
    /// Constant nodes as presented, one per template: decoded once here instead of sampled and decoded at
    /// each of the hundreds of instants a scene's bounds and frames are built at.
    var constantNodes: [Int: [(time: Double, node: ResolvedNode)]] = [:]

    init(snapshots: [Snapshot]) {
        precondition(!snapshots.isEmpty, "an animation needs its initial state")
        times = snapshots.map(\.time)
        tracks = [:]
        labels = [:]
        structures = []
        var alive: Set<Int> = []
        var previous: [Structure] = []
        var previousSources: MatchedPlacements = [:]
        for (k, snapshot) in snapshots.enumerated() {
            let t = snapshot.time
            let sources = Self.matchedSources(in: snapshot.roots)
            let roots = Self.placingMatchedFollowers(snapshot.roots, sources: sources)
            var present: Set<Int> = []
            roots.forEach { $0.forEach { present.insert($0.key) } }
            for root in roots {
                visit(root, parentKey: nil, origin: .zero, entering: nil, time: t, isInitial: k == 0, alive: alive, matchedBefore: previousSources)
            }
            if k > 0 {
                removeMissing(from: previous, present: present, parentAnimation: nil, time: t,
                              matched: (before: previousSources, now: sources))
            }
            previousSources = sources
            let current = roots.map(Self.structure)
            structures.append(k == 0 ? current : merge(current, previous: previous, present: present, time: t))
            previous = structures[structures.count - 1]
            alive = present
        }
        for (key, track) in tracks {
            if track.isConstant {
                constantKeys.insert(key)
                let values = track.segments[0].initial
                constantNodes[key] = track.templates.map { ($0.time, AnimatableValues.decode(values, into: $0.node)) }
            }
            if track.isOpacityOnly { opacityOnlyKeys.insert(key) }
        }
    }

    /// The constant node `key` as presented at `t` (nil when the node is not constant).
    func constantNode(_ key: Int, at t: Double) -> ResolvedNode? {
        guard let list = constantNodes[key], !list.isEmpty else { return nil }
        return list[Self.inForce(list.count, at: t) { list[$0].time }].node
    }

    /// "Circle" for a leaf; "Capsule.opacity" for a modifier above one (named after the first leaf below).
    static func label(_ node: ResolvedNode) -> String {
        func firstLeaf(_ n: ResolvedNode) -> String? {
            switch n.content {
            case .shape, .text, .image, .divider, .canvas: return n.name
            default:
                // A loop: `lazy.compactMap(…).first` calls the closure twice per level, 2^depth calls in all.
                for child in n.children { if let leaf = firstLeaf(child) { return leaf } }
                return nil
            }
        }
        switch node.content {
        case .shape, .text, .image, .divider, .canvas: return node.name
        default: return firstLeaf(node).map { "\($0).\(node.name)" } ?? node.name
        }
    }

    static func structure(_ node: ResolvedNode) -> Structure {
        Structure(key: node.key, children: node.children.map(structure))
    }

    /// Records `node`'s state at `time` in its track, and its subtree's. `origin` is the parent's origin in
    /// root space; `entering` the scale of an inserted matched ancestor (its descendants start scaled).
    private mutating func visit(_ node: ResolvedNode, parentKey: Int?, origin: CGPoint, entering: CGSize?, time t: Double,
                                isInitial: Bool, alive: Set<Int>, matchedBefore: MatchedPlacements) {
        if labels[node.key] == nil { labels[node.key] = Self.label(node) }
        var template = node
        template.children = []
        let values = AnimatableValues.encode(node)
        let wasAlive = alive.contains(node.key)
        let isTopOfInsertion = !wasAlive && (parentKey.map { alive.contains($0) } ?? true)
        // An inserted view of a matched group starts where the group's source was (descendants scaled along).
        var start: [Double]?
        var childEntering = entering
        if !wasAlive, !isInitial, node.animation != nil {
            if let scale = entering {
                start = Self.replacingFrame(values, with: Self.scaledFrame(node.frame, by: scale))
            } else if let g = node.matchedGeometry, g.isSource, let old = matchedBefore[g.key], old.node != node.key {
                let from = Self.matchedFrame(node.frame, parentOrigin: origin, toward: old.frame, geometry: g)
                start = Self.replacingFrame(values, with: from)
                childEntering = Self.sizeRatio(from, node.frame)
            }
        }
        if var track = tracks[node.key] {
            let previous = track.template(at: t)
            track.templates.append((t, template))
            if wasAlive, track.segments[track.segments.count - 1].count == values.count {
                track.change(to: values, at: t, animation: node.animation)
            } else if let start {
                track.startSegment(start, at: t)
                track.change(to: values, at: t, animation: node.animation)
            } else {
                track.startSegment(values, at: t)
            }
            if wasAlive, let old = previous, let animation = node.animation, let transition = Self.contentChange(from: old.content, to: node.content) {
                track.contentChanges.append(ContentChange(time: t, from: old, to: node, animation: animation, transition: transition))
            }
            if !wasAlive {
                track.setPresence(1, at: t, animation: isTopOfInsertion ? (node.transition?.animation ?? node.animation) : nil,
                                  parts: (node.transition ?? .opacity).insertion)
            }
            tracks[node.key] = track
        } else {
            var track = NodeTrack(template: template, values: start ?? values, time: t, present: isInitial)
            if start != nil { track.change(to: values, at: t, animation: node.animation) }
            if !isInitial {
                track.setPresence(1, at: t, animation: isTopOfInsertion ? (node.transition?.animation ?? node.animation) : nil,
                                  parts: (node.transition ?? .opacity).insertion)
            }
            tracks[node.key] = track
        }
        let childOrigin = CGPoint(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY)
        for child in node.children {
            visit(child, parentKey: node.key, origin: childOrigin, entering: childEntering, time: t, isInitial: isInitial,
                  alive: alive, matchedBefore: matchedBefore)
        }
    }

    /// Starts the removal of the topmost nodes of `structure` that are not in the new snapshot, with the
    /// animation of the change at their parent (its transaction, in the new tree).
    private mutating func removeMissing(from structure: [Structure], present: Set<Int>, parentAnimation: Animation?, time t: Double,
                                        matched: (before: MatchedPlacements, now: MatchedPlacements)) {
        for node in structure {
            if present.contains(node.key) {
                let animation = tracks[node.key]?.lastTemplate.animation
                removeMissing(from: node.children, present: present, parentAnimation: animation, time: t, matched: matched)
            } else if var track = tracks[node.key], track.presence.finalValue > 0 {
                let transition = track.lastTemplate.transition ?? .opacity
                track.setPresence(0, at: t, animation: transition.animation ?? parentAnimation, parts: transition.removal)
                tracks[node.key] = track
                sendMatchedGhost(node, previous: matched.before, current: matched.now, time: t)
            }
        }
    }

    /// The new tree's structure with the nodes still animating out kept where they were among their siblings.
    private func merge(_ current: [Structure], previous: [Structure], present: Set<Int>, time t: Double) -> [Structure] {
        let old = Dictionary(previous.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        var result = current.map { node -> Structure in
            guard let before = old[node.key] else { return node }
            return Structure(key: node.key, children: merge(node.children, previous: before.children, present: present, time: t))
        }
        for (index, ghost) in previous.enumerated() where !present.contains(ghost.key) {
            guard let track = tracks[ghost.key], track.presence.finalValue <= 0, (track.presence.settledTime ?? t) > t.nextUp else { continue }
            // After the nearest earlier sibling that is still there.
            let anchor = previous[..<index].last { sibling in result.contains { $0.key == sibling.key } }
            let position = anchor.flatMap { a in result.firstIndex { $0.key == a.key } }.map { $0 + 1 } ?? 0
            result.insert(ghost, at: position)
        }
        return result
    }

    /// The content transition between two states of a text or image, if their content differs.
    static func contentChange(from old: ResolvedNode.Content, to new: ResolvedNode.Content) -> ContentTransition? {
        switch (old, new) {
        case let (.text(a, _), .text(b, _)) where a.contentKey != b.contentKey: b.transition
        case let (.image(a), .image(b)) where a.contentKey != b.contentKey: b.transition
        default: nil
        }
    }

    /// Whether a change at `changeTime` shows at `t`. A change shows strictly after its instant, so the frame
    /// at the instant of a change is the state before it, animated or not (the initial state, at −∞,
    /// always shows).
    static func applies(_ changeTime: Double, at t: Double) -> Bool { changeTime < t || changeTime == -.infinity }

    /// Which of `count` changes (in time order, the `i`-th at `changeTime(i)`) is in force at `t`: the last
    /// that applies, else the first. Searched from the end by index, so nothing is copied on the way.
    static func inForce(_ count: Int, at t: Double, changeTime: (Int) -> Double) -> Int {
        var i = count - 1
        while i > 0 && !applies(changeTime(i), at: t) { i -= 1 }
        return i
    }

    /// The index of the tree in force at `t`.
    func stateIndex(at t: Double) -> Int { times.lastIndex { Self.applies($0, at: t) } ?? 0 }

    /// When the last animation ends: every value, presence and content transition settled (one cycle of
    /// an animation that repeats forever).
    var settleTime: Double {
        var end = times.last ?? 0
        for track in tracks.values { end = max(end, track.settleTime) }
        return end
    }
}

/// A text or image whose content changed in an animated change.
struct ContentChange: Sendable {
    var time: Double
    /// The node as it was before (its old content is drawn on the way out).
    var from: ResolvedNode
    var animation: Animation
    var transition: ContentTransition
    /// The new content's laid-out size (where numeric text's glyphs end up).
    var toSize: CGSize
    /// For a symbol effect between two symbols: the effect, which runs on its own clock.
    var symbolTransition: SymbolTransition?

    init(time: Double, from: ResolvedNode, to: ResolvedNode, animation: Animation, transition: ContentTransition) {
        self.time = time; self.from = from; self.animation = animation; self.transition = transition
        toSize = to.frame.size
        if case .symbolEffect(let effect) = transition.kind, case .image(let a) = from.content, case .image(let b) = to.content,
           let old = a.symbol, let new = b.symbol {
            symbolTransition = SymbolTransition(from: old, to: new, effect: effect)
        }
    }

    /// How long it runs: a symbol effect's own duration, else the animation's.
    var duration: Double { symbolTransition?.duration ?? animation.duration }
}

/// One node's history: its templates (structure per change), value timelines, presence and content changes.
struct NodeTrack: Sendable {
    /// A run of changes with the same number of values, animated one into the next.
    struct Segment: Sendable {
        var start: Double
        var count: Int
        var chunks: [Timeline<ValueChunk>]
        /// Whether any change in the segment moved a value.
        var animates = false
        var initial: [Double]

        /// The segment's values at `t`, written straight into one array.
        func values(at t: Double) -> [Double] {
            var out: [Double] = []
            out.reserveCapacity(count)
            for chunk in chunks {
                let v = chunk.value(at: t).v
                for i in 0..<min(ValueChunk.width, count - out.count) { out.append(v[i]) }
            }
            return out
        }
    }

    var templates: [(time: Double, node: ResolvedNode)]
    var segments: [Segment]
    /// 1 present, 0 absent; between, a transition's progress.
    var presence: Timeline<Double>
    /// The transition parts in force from each presence change.
    var presenceParts: [(time: Double, parts: [AnyTransition.Part])] = []
    var contentChanges: [ContentChange] = []

    init(template: ResolvedNode, values: [Double], time: Double, present: Bool) {
        templates = [(time, template)]
        segments = [Segment(start: time, count: values.count, chunks: ValueChunk.chunks(values).map { Timeline(initialValue: $0) },
                            initial: values)]
        presence = Timeline(initialValue: present ? 1 : 0)
    }

    var lastTemplate: ResolvedNode { templates[templates.count - 1].node }

    /// The template in force at `t` (the first one before the node existed).
    func template(at t: Double) -> ResolvedNode? {
        // Searched by index: `last(where:)` would copy every (time, node) pair it passes.
        templates.isEmpty ? nil : templates[AnimationModel.inForce(templates.count, at: t) { templates[$0].time }].node
    }

    mutating func change(to values: [Double], at t: Double, animation: Animation?) {
        let chunks = ValueChunk.chunks(values)
        var segment = segments[segments.count - 1]
        for i in chunks.indices where segment.chunks[i].finalValue != chunks[i] {
            // An instant change lands just after its instant (see `applies`); an animated one starts from
            // the value at it, or after an instant change made at the same instant (two updates of one input).
            let landed = segment.chunks[i].changes.last.map(\.time) ?? -.infinity
            segment.chunks[i].change(at: animation == nil ? t.nextUp : max(t, landed), to: chunks[i], animation: animation)
            if animation != nil { segment.animates = true }
        }
        segments[segments.count - 1] = segment
    }

    mutating func startSegment(_ values: [Double], at t: Double) {
        segments.append(Segment(start: t, count: values.count, chunks: ValueChunk.chunks(values).map { Timeline(initialValue: $0) },
                                initial: values))
    }

    mutating func setPresence(_ value: Double, at t: Double, animation: Animation?, parts: [AnyTransition.Part]) {
        let landed = presence.changes.last.map(\.time) ?? -.infinity
        presence.change(at: animation == nil ? t.nextUp : max(t, landed), to: value, animation: animation)
        presenceParts.append((t, parts))
    }

    /// The values at `t`, or nil before the node's first state.
    func values(at t: Double) -> [Double]? {
        // The last segment started before `t`, else the first; searched by index, without copies.
        segments.isEmpty ? nil : segments[AnimationModel.inForce(segments.count, at: t) { segments[$0].start }].values(at: t)
    }

    /// Whether the node draws the same at every instant: one state of its values, never inserted, removed
    /// or changed in content, and the same drawing in every template.
    var isConstant: Bool {
        guard segments.count == 1, presence.changes.isEmpty, contentChanges.isEmpty,
              segments[0].chunks.allSatisfy({ $0.changes.isEmpty }) else { return false }
        let first = Self.drawingSignature(templates[0].node)
        return templates.allSatisfy { Self.drawingSignature($0.node) == first }
    }

    /// An opacity effect whose frame never moves.
    var isOpacityOnly: Bool {
        guard case .effect(.opacity) = templates[0].node.content, segments.count == 1, presence.changes.isEmpty else { return false }
        func frame(_ chunk: ValueChunk) -> [Double] { (0..<4).map { chunk.v[$0] } }
        let start = frame(segments[0].chunks[0].initialValue)
        return segments[0].chunks[0].changes.allSatisfy { frame($0.target) == start }
    }

    /// What a node draws beyond its animatable values: a shape's outline, a text's or image's content.
    static func drawingSignature(_ node: ResolvedNode) -> Int {
        var h = Hasher()
        switch node.content {
        case .shape(let leaf): h.combine(leaf.shape.path(in: node.frame).storage)
        case .text(let leaf, _): h.combine(leaf.contentKey)
        case .image(let leaf): h.combine(leaf.contentKey)
        case .canvas(let drawing): h.combine(drawing.signature)
        default: break
        }
        return h.finalize()
    }

    /// When this node stops moving; for a value under `repeatForever`, when it has played one cycle
    /// (Motion's `Animation.cycleDuration`), so a scene's frames cover the period and loop.
    var settleTime: Double {
        var end = presence.cycleEndTime ?? 0
        for segment in segments {
            for chunk in segment.chunks { end = max(end, chunk.cycleEndTime ?? 0) }
        }
        for change in contentChanges { end = max(end, change.time + change.duration) }
        return end
    }
}
