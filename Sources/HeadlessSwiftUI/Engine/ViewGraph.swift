import Observation

/// The state of a view tree between evaluations, as SwiftUI's view graph keeps it: `@State` storage by
/// identity, the values `.animation(_:value:)` and `.task(id:)` compare against, and whether a state
/// change is waiting. One graph per rendered root view.
///
/// What invalidates it: a `@State` (or other cell) written, an observed object's `objectWillChange`
/// (``observe(_:at:)``), and a property of an `@Observable` object that the last evaluation read
/// (``evaluate(_:environment:)`` tracks the reads). Any of them marks the graph for evaluation under the
/// transaction of the change, and the views that depend on it for a new call of their body (BodyMemo.swift).
@MainActor
final class ViewGraph {
    private var keys: [ViewPath: Int] = [:]
    private var cells: [CellKey: AnyObject] = [:]
    private var touchedCells: Set<CellKey> = []
    /// The last body of each view at its path, and whether something it depends on changed (BodyMemo.swift).
    var bodies: [ViewPath: BodyRecord] = [:]
    var touchedBodies: Set<ViewPath> = []
    /// How many times a view's `body` was called, over the graph's life (what per-view invalidation saves).
    var bodyEvaluations = 0
    /// Off, every body is called at every evaluation (`RenderConfiguration.reusesBodies`).
    var reusesBodies = true
    /// The last value each `.animation(_:value:)` (and `.task(id:)`) saw, by its path.
    var watchedValues: [ViewPath: any Equatable] = [:]
    /// Set when state changed since the last evaluation, with the transaction of the last change.
    private(set) var pendingTransaction: Transaction?
    /// `.task` closures found by the last evaluation, by path, with their ids.
    var tasks: [ViewPath: TaskRegistration] = [:]
    /// Problems found while evaluating (unknown symbols, fonts that cannot load …), one line each.
    var diagnostics: [ViewDiagnostic] = []
    /// Modifiers without a picture (haptics, help text …) met in the last evaluation: accepted and listed.
    var recordedModifiers: [String] = []
    /// Actions to run after an evaluation (`onAppear` the first time, `onChange` when a value changed).
    var pendingActions: [@MainActor () -> Void] = []
    private var appeared: Set<ViewPath> = []
    /// The `ObservableObject`s whose `objectWillChange` the graph listens to, kept alive for the render.
    private var observedObjects: [ObjectIdentifier: AnyObject] = [:]
    /// `.onReceive` subscriptions by path (Publishers/OnReceive.swift); a view no longer in the tree is unsubscribed.
    var receivers: [ViewPath: Receiver] = [:]
    var touchedReceivers: Set<ViewPath> = []
    /// How many `.onReceive`s each path has had in this evaluation.
    var receiversAtPath: [ViewPath: Int] = [:]
    /// The date at render time 0, what a timer's values count from.
    var receiverStartDate = RenderConfiguration.defaultDate
    /// What views asked of the system, which has no picture (`openURL`, `dismiss`), in order, for the whole render.
    var recordedActions: [String] = []

    struct CellKey: Hashable { let path: ViewPath; let index: Int }

    init() {}

    /// The stable number of a path.
    func key(for path: ViewPath) -> Int {
        if let k = keys[path] { return k }
        let k = keys.count
        keys[path] = k
        return k
    }

    /// The storage of the `index`-th dynamic property of the view at `path`, made with `initialValue` the
    /// first time (an autoclosure: a `@StateObject`'s object is made once, when its view first appears).
    func stateCell<Value>(at path: ViewPath, index: Int, initialValue: @autoclosure () -> Value) -> StateCell<Value> {
        let key = CellKey(path: path, index: index)
        touchedCells.insert(key)
        if let cell = cells[key] as? StateCell<Value> { return cell }
        let cell = StateCell(value: initialValue(), graph: self, path: path)
        cells[key] = cell
        return cell
    }

    /// Set by the host while it runs an input (a tap, a drag's sample): evaluates and records the changes
    /// pending so far as an update of their own.
    var flushPending: (() throws -> Void)?

    /// Before a `@State` (or `@GestureState`) is written: a change under another transaction than the
    /// pending one is a separate update, so each animates with its own, as SwiftUI animates them (a
    /// gesture state's unanimated reset beside `withAnimation` in `onEnded`; a plain write after an
    /// animated one).
    func stateWillChange() {
        guard let pending = pendingTransaction, let flush = flushPending,
              pending.animation != Transaction.current.animation || pending.disablesAnimations != Transaction.current.disablesAnimations
        else { return }
        flushPending = nil
        defer { flushPending = flush }
        // An error (a view that fails to evaluate) is found again, and thrown, by the update that follows.
        try? flush()
    }

    /// Marks the view at `path` for a new call of its `body` at the next evaluation (its `@State` was written,
    /// an object it observes sent `objectWillChange`).
    func invalidate(_ path: ViewPath) {
        bodies[path]?.isDirty = true
    }

    /// Records a state change under the current transaction.
    func stateDidChange() {
        pendingTransaction = Transaction.current
        for completion in Transaction.current.completions where !completion.isClaimed {
            completion.isClaimed = true
            pendingCompletions.append((completion, Transaction.current.animation))
        }
    }

    /// Completions of changes made since the host last took them, with the animation each change ran with:
    /// the host runs each on the render clock when its animation completes.
    var pendingCompletions: [(completion: AnimationCompletion, animation: Animation?)] = []

    /// Connects the `@State`, `@Environment` and `@ScaledMetric` properties of `value` (a view, modifier
    /// or style) to the graph at the context's path, in declaration order.
    func bindDynamicProperties<Value>(of value: Value, in context: EvaluationContext) {
        var binder = _DynamicPropertyBinder(context: context)
        binder.bindFields(of: value)
    }

    /// Evaluates `root` under `environment` and the pending transaction: the tree for the current state.
    /// State of views that are no longer in the tree is dropped, as SwiftUI does.
    func evaluate<Root: View>(_ root: Root, environment: EnvironmentValues) -> [ViewNode] {
        let transaction = pendingTransaction ?? Transaction()
        pendingTransaction = nil
        touchedCells = []
        touchedBodies = []
        touchedReceivers = []
        receiversAtPath = [:]
        receiverStartDate = environment.renderStartDate
        tasks = [:]
        recordedModifiers = []
        let context = EvaluationContext(graph: self, path: ViewPath(), environment: withRecordedActions(environment),
                                        transaction: transaction)
        // Every `@Observable` property read while the tree is evaluated: writing one of them later (in a
        // tap's action, a task) marks the graph for evaluation under that write's transaction. Each call of a
        // body has a scope of its own too (BodyMemo.swift), which marks that view; this one also covers
        // what primitives read in the closures they call (a `ForEach`'s content), which run at every evaluation.
        let nodes = withObservationTracking({ context.evaluate(root) }, onChange: { [weak self] in
            MainActor.assumeIsolated { self?.stateDidChange() }
        })
        cells = cells.filter { touchedCells.contains($0.key) }
        bodies = bodies.filter { touchedBodies.contains($0.key) }
        receivers = receivers.filter { touchedReceivers.contains($0.key) }
        diagnostics += ResourceScope.current?.takeProblems() ?? []
        return nodes
    }

    /// Listens to `object`'s `objectWillChange` (once per object) for the view at `path`: a `send()` marks
    /// every view that observes it for a new call of its body, and the graph for evaluation under the
    /// transaction it was sent in, as a `@State` write does.
    func observe<Object: ObservableObject>(_ object: Object, at path: ViewPath) {
        let key = ObjectIdentifier(object)
        observers[key, default: []].insert(path)
        guard observedObjects[key] == nil else { return }
        observedObjects[key] = object
        object._willChangePublisher?.subscribe { [weak self] in
            guard let self else { return }
            for path in observers[key] ?? [] { invalidate(path) }
            stateDidChange()
        }
    }
    /// The views that observe each object, by the object.
    private var observers: [ObjectIdentifier: Set<ViewPath>] = [:]

    /// `environment` with its `dismiss`, `openURL` and other requests recording into ``recordedActions`` (there is no system
    /// to hand them to), unless an ancestor's modifier set its own.
    private func withRecordedActions(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.dismiss = DismissAction { [weak self] in self?.recordedActions.append("dismiss") }
        environment.openURL = OpenURLAction { [weak self] (url: URL) in
            self?.recordedActions.append("openURL(\(url.absoluteString))")
            return .handled
        }
        environment.recordAction = RecordedAction { [weak self] in self?.recordedActions.append($0) }
        return environment
    }

    /// A number no other `@Namespace` of this graph has.
    func newNamespace() -> Int {
        namespaces += 1
        return namespaces
    }
    private var namespaces = 0

    /// Whether state changed since the last evaluation.
    var needsUpdate: Bool { pendingTransaction != nil }

    /// `onAppear`: the action runs after the first evaluation that reaches `path`.
    func appear(at path: ViewPath, _ action: @escaping @MainActor () -> Void) {
        if appeared.insert(path).inserted { pendingActions.append(action) }
    }

    /// `onChange(of:initial:)`: the action runs after an evaluation in which `value` changed.
    func watch<V: Equatable>(_ value: V, at path: ViewPath, initial: Bool, _ action: @escaping @MainActor (V, V) -> Void) {
        let key = path.appending(.part("onChange"))
        // The stored value unwrapped first: cast straight from the dictionary's optional, a missing entry
        // would read as a nil old value when `V` is itself optional.
        if let stored = watchedValues[key], let old = stored as? V {
            if old != value { pendingActions.append { action(old, value) } }
        } else if initial {
            pendingActions.append { action(value, value) }
        }
        watchedValues[key] = value
    }
}

/// A problem met while evaluating or laying out a view: what, and which view.
struct ViewDiagnostic: Hashable, Sendable, CustomStringConvertible {
    enum Severity: Hashable, Sendable { case warning, error }
    var severity: Severity
    var view: String
    var message: String
    var description: String { "\(view): \(message)" }
}
