/// `.task`, `.onAppear`, `.onChange`: actions the engine runs around evaluations, in render time.
///
/// A task's `Task.sleep(for:)` sleeps in render time (see ``RenderClock``), so the day/night demo's loop
/// flips its state every 1.5 s of the rendered timeline, not of the wall clock.
struct TaskRegistration {
    let id: any Equatable
    let action: @MainActor @Sendable () async -> Void
}

/// A modifier that registers work with the graph and leaves the content as it is.
public struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    let register: @MainActor (EvaluationContext) -> Void
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        if !context.environment.isAccessibilityRepresentation { register(context) }
        return context.evaluate(content)
    }
}

extension View {
    /// Runs `action` when the view appears, and again (after cancelling it) whenever `id` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor @Sendable () async -> Void) -> ModifiedContent<Self, LifecycleModifier> {
        modifier(LifecycleModifier { context in context.graph.tasks[context.path] = TaskRegistration(id: value, action: action) })
    }
    /// Runs `action` when the view appears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> ModifiedContent<Self, LifecycleModifier> {
        task(id: 0, priority: priority, action)
    }
    /// Runs `action` once, when the view first appears.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, LifecycleModifier> {
        modifier(LifecycleModifier { context in
            if let action { context.graph.appear(at: context.path, action) }
        })
    }
    /// Accepted (views do not disappear from a render before it ends).
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    /// Runs `action` after a change in which `value` changed (and at first with `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void) -> ModifiedContent<Self, LifecycleModifier> {
        modifier(LifecycleModifier { context in context.graph.watch(value, at: context.path, initial: initial, action) })
    }
    /// `onChange` with no arguments to the action.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, LifecycleModifier> {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }
    /// Haptics have no picture: accepted and recorded.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedContent<Self, AccessibilityModifier> {
        recorded("sensoryFeedback(\(feedback.name))")
    }
    /// Help text has no picture on iOS: accepted and recorded.
    public func help(_ text: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityModifier> { recorded("help(\(text.text))") }
    /// Hover effects have no picture here: accepted and recorded.
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> ModifiedContent<Self, AccessibilityModifier> { recorded("hoverEffect") }

    func recorded(_ note: String) -> ModifiedContent<Self, AccessibilityModifier> {
        modifier(AccessibilityModifier { _, context in context.graph.recordedModifiers.append("\(context.path): \(note)") })
    }
}

/// A haptic, as SwiftUI's `SensoryFeedback` (accepted and recorded; no picture).
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    public struct Weight: Hashable, Sendable {
        public static let light = Weight(), medium = Weight(), heavy = Weight()
    }
    public struct Flexibility: Hashable, Sendable {
        public static let rigid = Flexibility(), solid = Flexibility(), soft = Flexibility()
    }
}

/// A pointer hover effect (accepted and recorded).
public struct HoverEffect: Hashable, Sendable {
    public static let automatic = HoverEffect(), highlight = HoverEffect(), lift = HoverEffect()
}
