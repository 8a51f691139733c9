import Raster

/// Renders a SwiftUI view: evaluates it, runs the state changes asked for (taps, presses, its own tasks) on
/// render time, lays out each resulting state and animates between them, and hands back a ``ViewScene``
/// that draws any instant.
///
/// ```swift
/// let host = ViewHost(MyToggle())
/// host.tap("Notifications")                  // at 0 s
/// let scene = try await host.makeScene()
/// let frame = scene.render(at: 0.2)          // a Raster.Pixmap
/// ```
@MainActor
public final class ViewHost {
    private let evaluateRoot: (ViewGraph, EnvironmentValues) -> [ViewNode]
    private let rootName: String
    public var configuration: RenderConfiguration
    private var events: [Event] = []

    enum Event {
        case tap(String)
        case press(String, Bool)
        case adjust(String, Double)
        /// A step of a drag or long press (`ViewHost+Gestures.swift`).
        case gesture(GestureInput)
    }
    private var timedEvents: [(time: Double, order: Int, event: Event)] = []

    public init<Root: View>(_ root: Root, configuration: RenderConfiguration = RenderConfiguration()) {
        self.configuration = configuration
        rootName = "\(Root.self)"
        if let screen = configuration.screen, let chrome = screen.chrome {
            let window = DeviceWindow(content: root, chrome: chrome, screen: screen)
            evaluateRoot = { graph, environment in graph.evaluate(window, environment: environment) }
        } else {
            evaluateRoot = { graph, environment in graph.evaluate(root, environment: environment) }
        }
    }

    /// Activates the control labelled `label` (a toggle, a button, a view with a tap gesture, found by its
    /// accessibility label) at `time` seconds. A negative time sets the state up before the first frame,
    /// without animation.
    public func tap(_ label: String, at time: Double = 0) {
        schedule(.tap(label), at: time)
    }

    func schedule(_ event: Event, at time: Double) {
        timedEvents.append((time, timedEvents.count, event))
    }

    /// Sets the adjustable control labelled `label` (a slider) to `value`, in its own units, at `time`
    /// seconds, as VoiceOver's adjust action does (`Controls/Adjustable.swift`).
    public func adjust(_ label: String, to value: Double, at time: Double = 0) {
        schedule(.adjust(label, value), at: time)
    }

    /// Holds the button labelled `label` pressed from `start` to `end` seconds (`isPressed` in its style).
    public func press(_ label: String, from start: Double, to end: Double) {
        schedule(.press(label, true), at: start)
        schedule(.press(label, false), at: end)
    }

    /// Runs every change up to `until` seconds (the last event's time by default; a view's own tasks keep
    /// running to it) and returns the animated scene.
    public func makeScene(until: Double? = nil) async throws -> ViewScene {
        let (model, graph, nodes) = try await run(until: until)
        let warnings = graph.diagnostics.filter { $0.severity == .warning }.map(\.description)
        // `.preferredColorScheme` anywhere sets the window's appearance, its background too, as on iOS.
        var configuration = configuration
        if let scheme = nodes.firstTrait(PreferredColorSchemeTrait.self) ?? nil {
            configuration.colorScheme = scheme
        }
        return ViewScene(model: model, configuration: configuration, description: AccessibilityElements.description(of: nodes),
                         warnings: Array(Set(warnings)).sorted(), recorded: graph.recordedModifiers + graph.recordedActions)
    }

    /// The canvas, in points, that ``makeScene(until:)`` would give: everything drawn over the changes. Cheaper
    /// than the scene (nothing is prepared for drawing), for scenes that share one canvas through
    /// ``RenderConfiguration/canvasIncludes``.
    public func drawingCanvas(until: Double? = nil) async throws -> CGRect {
        let scale = Double(configuration.scale)
        return ViewScene.drawingBounds(try await run(until: until).model, base: .scale(scale), scale: scale,
                                       including: configuration.canvasIncludes).points(scale: scale)
    }

    /// Evaluates the view, runs the changes and the view's tasks up to `until` seconds, and lays out each
    /// state: the animation model, the graph (its diagnostics) and the final state's nodes.
    private func run(until: Double?) async throws -> (model: AnimationModel, graph: ViewGraph, nodes: [ViewNode]) {
        // The render's resources, for the evaluation and the tasks it starts (ResourceScope.swift).
        try await ResourceScope.$current.withValue(ResourceScope(catalogs: configuration.assetCatalogs, strings: configuration.stringTables,
                                                                  locale: configuration.locale)) {
            try await runInScope(until: until)
        }
    }

    private func runInScope(until: Double?) async throws -> (model: AnimationModel, graph: ViewGraph, nodes: [ViewNode]) {
        let graph = ViewGraph()
        graph.reusesBodies = configuration.reusesBodies
        let environment = configuration.environment
        let clock = RenderClock()
        var runningTasks: [ViewPath: (id: any Equatable, task: Task<Void, Never>)] = [:]
        var snapshots: [AnimationModel.Snapshot] = []
        var nodes: [ViewNode] = []

        func update(deferringAnimatedAppear: Bool = false) throws {
            nodes = evaluateRoot(graph, environment)
            var rounds = 0
            while !graph.pendingActions.isEmpty && rounds < 100 {
                let actions = graph.pendingActions
                graph.pendingActions = []
                actions.forEach { $0() }
                // An animated change made by the first round's appear actions waits for 0 s (the main loop
                // evaluates it); anything else is part of the first frame.
                if rounds == 0 && deferringAnimatedAppear && graph.pendingTransaction?.animation != nil { break }
                if graph.needsUpdate { nodes = evaluateRoot(graph, environment) }
                rounds += 1
            }
            if let error = graph.diagnostics.first(where: { $0.severity == .error }) {
                throw ViewError.evaluation(view: error.view, message: error.message)
            }
        }
        // `.onAppear { withAnimation { … } }` animates from the first frame, as on iOS (a pulse started on
        // appear): when the first evaluation's appear actions change state under an animation, the first
        // frame keeps the state before them and the change is made at 0 s. Unanimated appear changes are
        // part of the first frame, as iOS shows them.
        func startTasks() {
            for (path, registration) in graph.tasks {
                if let running = runningTasks[path], Self.same(running.id, registration.id) { continue }
                runningTasks[path]?.task.cancel()
                runningTasks[path] = (registration.id, clock.start(registration.action))
            }
            for path in runningTasks.keys where graph.tasks[path] == nil {
                runningTasks[path]?.task.cancel()
                runningTasks[path] = nil
            }
        }
        // Animation completions (`withAnimation(_:completionCriteria:_:completion:)`) run on the clock when
        // the animation of their change is complete.
        func startCompletions() {
            let due = graph.pendingCompletions
            graph.pendingCompletions = []
            for (completion, animation) in due {
                let delay = completion.criteria.delay(of: animation)
                guard delay.isFinite else { continue }
                _ = clock.start {
                    guard (try? await clock.sleep(seconds: delay, finishing: true)) != nil else { return }
                    completion.action()
                }
            }
        }
        /// Runs `event` on the current tree; a drag or press returns the steps that follow it.
        func perform(_ event: Event, at now: Double) throws -> [(time: Double, event: Event)] {
            switch event {
            case .tap(let label):
                guard let activate = Self.control(label, in: nodes) else {
                    throw ViewError.noControl(label: label, available: Self.controlLabels(nodes))
                }
                activate()
            case .press(let label, let down):
                guard let cell = Self.pressTarget(label, in: nodes) else {
                    throw ViewError.noControl(label: label, available: Self.controlLabels(nodes))
                }
                cell.set(down)
            case .adjust(let label, let value):
                guard let adjust = ViewNode.adjustable(label, in: nodes) else {
                    throw ViewError.noControl(label: label, available: Self.controlLabels(nodes))
                }
                adjust(value)
            case .gesture(let input):
                return try performGesture(input, in: nodes, at: now)
            }
            return []
        }
        // Steps a drag or press adds come after everything already scheduled at their time.
        var order = timedEvents.count
        func scheduled(_ steps: [(time: Double, event: Event)]) -> [(time: Double, order: Int, event: Event)] {
            steps.map { step in defer { order += 1 }; return (step.time, order, step.event) }
        }

        // The state before the first frame: set-up taps, appear actions.
        var setUp = timedEvents.filter { $0.time < 0 }
        try update(deferringAnimatedAppear: setUp.isEmpty)
        while let event = setUp.min(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
            setUp.removeAll { $0.order == event.order }
            // A gesture finds its finger's place on the laid-out tree.
            if case .gesture = event.event { _ = try layout(nodes) }
            let steps = try withTransaction(Transaction()) { try perform(event.event, at: event.time) }
            setUp += scheduled(steps)
            Transaction.current = Transaction()
            try update()
        }
        snapshots.append(.init(time: -.infinity, roots: try layout(nodes)))

        var pending = timedEvents.filter { $0.time >= 0 }.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
        var end = until ?? pending.last?.time ?? 0
        startTasks()
        startCompletions()
        await clock.waitUntilQuiet()
        var now = 0.0
        while true {
            if graph.needsUpdate {
                try update()
                snapshots.append(.init(time: now, roots: try layout(nodes)))
                startTasks()
                startCompletions()
                await clock.waitUntilQuiet()
                continue
            }
            // Past the last event only what finishes an animation under way still runs.
            let next = [pending.first?.time, clock.nextWake].compactMap { $0 }.min()
            // Changes an input, a task or a completion makes under different transactions are updates of
            // their own (a plain write beside a `withAnimation` in one completion does not animate).
            func flushingChanges(at time: Double) {
                graph.flushPending = {
                    try update()
                    snapshots.append(.init(time: time, roots: try self.layout(nodes)))
                }
            }
            if let next, next <= end {
                now = next
                flushingChanges(at: now)
                defer { graph.flushPending = nil }
                await clock.advance(to: now)
                while let event = pending.first, event.time <= now {
                    pending.removeFirst()
                    let steps = scheduled(try perform(event.event, at: now))
                    guard !steps.isEmpty else { continue }
                    pending = (pending + steps).sorted { ($0.time, $0.order) < ($1.time, $1.order) }
                    if until == nil { end = max(end, steps.map(\.time).max()!) }
                }
            } else if let finishing = clock.nextFinishingWake {
                now = finishing
                flushingChanges(at: now)
                defer { graph.flushPending = nil }
                await clock.advance(to: now, ordinary: false)
            } else {
                break
            }
        }
        await clock.stopAll()
        return (AnimationModel(snapshots: snapshots), graph, nodes)
    }

    /// Evaluates `view` and lays it out once, as one state change does, and returns how many nodes its tree
    /// has: what a benchmark measures of the layer itself.
    public static func layoutCost<V: View>(of view: V, configuration: RenderConfiguration) throws -> Int {
        let host = ViewHost(view, configuration: configuration)
        let graph = ViewGraph()
        let nodes = host.evaluateRoot(graph, configuration.environment)
        var count = 0
        for root in try host.layout(nodes) { root.forEach { _ in count += 1 } }
        return count
    }

    /// Lays the roots out (in the screen's safe area, or at the proposal) and freezes them for drawing.
    private func layout(_ nodes: [ViewNode]) throws -> [ResolvedNode] {
        // The window, the outermost container of `.containerRelativeFrame`: the safe area, or the proposal.
        let window: CGSize = if let screen = configuration.screen {
            CGSize(width: screen.size.width - screen.safeArea.horizontal, height: screen.size.height - screen.safeArea.vertical)
        } else {
            CGSize(width: configuration.proposal.width ?? ContainerRelativeFrameLayout.standInWindow.width,
                   height: configuration.proposal.height ?? ContainerRelativeFrameLayout.standInWindow.height)
        }
        return try ContainerRelativeFrameLayout.within(window) { try layoutInWindow(nodes) }
    }

    private func layoutInWindow(_ all: [ViewNode]) throws -> [ResolvedNode] {
        // The device's chrome (`System/DeviceWindow.swift`) lies over the whole screen, above everything.
        var nodes = all
        var chrome: [ResolvedNode] = []
        if let last = nodes.last, last.traits[ObjectIdentifier(DeviceChromeTrait.self)] != nil, let screen = configuration.screen {
            nodes.removeLast()
            let full = ProposedViewSize(screen.size)
            _ = last.sizeThatFits(full)
            last.proposal = full
            last.frame = CGRect(origin: .zero, size: screen.size)
            last.globalOrigin = .zero
            last.placeChildren(in: screen.size)
            chrome = [ResolvedNode(last, parentPixel: .zero, rootOffset: .zero, scale: CGFloat(configuration.scale))]
        }
        guard let first = nodes.first else { return chrome }
        let root: ViewNode
        if nodes.count == 1 {
            root = first
        } else {
            // Several views at the root stack vertically, as a hosting controller's root does.
            root = ViewNode(kind: .stack(.vertical, alignment: .center, spacing: nil), children: nodes, name: "VStack",
                            key: -1, environment: first.environment)
        }
        let scale = CGFloat(configuration.scale)
        if let screen = configuration.screen {
            let insets = screen.safeArea
            let safe = CGRect(x: insets.leading, y: insets.top, width: screen.size.width - insets.horizontal,
                              height: screen.size.height - insets.vertical)
            let size = root.sizeThatFits(ProposedViewSize(safe.size))
            root.proposal = ProposedViewSize(safe.size)
            try Self.checkFinite(size, root)
            root.frame = CGRect(x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2,
                                width: size.width, height: size.height)
            let e: CGFloat = 0.001
            root.safeArea = EdgeInsets(top: root.frame.minY <= safe.minY + e ? root.frame.minY : 0,
                                       leading: root.frame.minX <= safe.minX + e ? root.frame.minX : 0,
                                       bottom: root.frame.maxY >= safe.maxY - e ? screen.size.height - root.frame.maxY : 0,
                                       trailing: root.frame.maxX >= safe.maxX - e ? screen.size.width - root.frame.maxX : 0)
        } else {
            let size = root.sizeThatFits(configuration.proposal)
            root.proposal = configuration.proposal
            try Self.checkFinite(size, root)
            root.frame = CGRect(origin: .zero, size: size)
        }
        root.globalOrigin = root.frame.origin
        root.placeChildren(in: root.frame.size)
        return [ResolvedNode(root, parentPixel: .zero, rootOffset: .zero, scale: scale)] + chrome
    }

    static func checkFinite(_ size: CGSize, _ node: ViewNode) throws {
        guard size.width.isFinite, size.height.isFinite else {
            throw ViewError.unresolvedLayout(view: node.name, size: "\(size.width) × \(size.height)")
        }
    }

    static func same(_ a: any Equatable, _ b: any Equatable) -> Bool {
        func equal<T: Equatable>(_ x: T, _ y: any Equatable) -> Bool { (y as? T) == x }
        return equal(a, b)
    }

    /// What tapping the control labelled `label` runs, as a finger's tap would: a toggle or button whose
    /// label reads `label`, through the first action in what its style drew (the style's button or tap
    /// gesture, so the style's own `withAnimation` runs), else its own; failing that, the accessibility
    /// element of that label, as VoiceOver activates it (a tap gesture on a labelled view).
    static func control(_ label: String, in nodes: [ViewNode]) -> (@MainActor () -> Void)? {
        // Loops, not `lazy.compactMap(…).first`, which calls its closure twice per level (2^depth in all).
        func first(_ nodes: [ViewNode], _ body: (ViewNode) -> (@MainActor () -> Void)?) -> (@MainActor () -> Void)? {
            for node in nodes { if let action = body(node) { return action } }
            return nil
        }
        func find(_ node: ViewNode) -> (@MainActor () -> Void)? {
            if node.controlLabel == label, let action = first(node.children, firstAction) ?? node.action {
                return action
            }
            return first(node.children, find)
        }
        func firstAction(_ node: ViewNode) -> (@MainActor () -> Void)? {
            node.action ?? first(node.children, firstAction)
        }
        if let action = first(nodes, find) { return action }
        return AccessibilityElements.of(nodes).first { $0.label == label && $0.activate != nil }?.activate
    }

    /// The labels a tap can use, for an error message.
    static func controlLabels(_ nodes: [ViewNode]) -> [String] {
        var labels = AccessibilityElements.of(nodes).filter { $0.activate != nil }.map(\.label)
        func visit(_ node: ViewNode) {
            if let label = node.controlLabel, !label.isEmpty { labels.append(label) }
            node.children.forEach(visit)
        }
        nodes.forEach(visit)
        var seen = Set<String>()
        return labels.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The pressed-state cell of the button whose element is labelled `label`.
    static func pressTarget(_ label: String, in nodes: [ViewNode]) -> StateCell<Bool>? {
        for node in nodes {
            if let cell = node.pressTarget, AccessibilityElements.collect(node).contains(where: { $0.label == label }) { return cell }
            if let cell = pressTarget(label, in: node.children) { return cell }
        }
        return nil
    }
}
