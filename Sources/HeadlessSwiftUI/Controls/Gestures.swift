/// A gesture, as SwiftUI's `Gesture`. Gestures compile as in SwiftUI; taps are the ones a render can
/// drive (`--tap`), the others (drags, long presses, magnification) never fire here.
public protocol Gesture<Value> {
    associatedtype Value
}

/// What a gesture does when it ends, as far as a render can trigger it.
protocol TapRecognizing {
    var tapAction: (@MainActor () -> Void)? { get }
}

/// A tap (or several).
public struct TapGesture: Gesture, TapRecognizing {
    public typealias Value = Void
    public let count: Int
    var ended: (@MainActor () -> Void)?
    public init(count: Int = 1) { self.count = count }
    public func onEnded(_ action: @escaping @MainActor () -> Void) -> TapGesture { var g = self; g.ended = action; return g }
    var tapAction: (@MainActor () -> Void)? { ended }
}

/// A press held for a while (never fires here).
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration; self.maximumDistance = maximumDistance
    }
    public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
    public func onChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
}

/// A drag (never fires here).
public struct DragGesture: Gesture {
    /// The state of a drag, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance; self.coordinateSpace = coordinateSpace
    }
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> DragGesture { self }
}

/// A magnification (never fires here).
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable { public var magnification: CGFloat; public var startLocation: CGPoint }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    public func onChanged(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
}

/// State held while a gesture runs (its initial value here: gestures other than taps never run).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}

/// A modifier that makes its content respond to a tap.
public struct TapActionModifier: ViewModifier, NodeWrappingModifier {
    let action: (@MainActor () -> Void)?
    var nodeName: String { "onTapGesture" }
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func nodeKind(in context: EvaluationContext) -> NodeKind { .passthrough }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        let nodes = context.child(.content).evaluate(content).map { child in
            ViewNode(kind: .passthrough, children: [child], name: nodeName, context: context)
        }
        if context.environment.isEnabled, let action {
            for node in nodes {
                node.action = action
                node.accessibility.activate = action
            }
        }
        return nodes
    }
}

extension View {
    /// Runs `action` when the view is tapped (`count` is accepted; a render's tap is one activation).
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, TapActionModifier> {
        modifier(TapActionModifier(action: action))
    }
    /// Attaches a gesture; a tap gesture's action runs on a render's tap, others never fire.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, TapActionModifier> {
        modifier(TapActionModifier(action: (gesture as? TapRecognizing)?.tapAction))
    }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, TapActionModifier> {
        self.gesture(gesture, including: mask)
    }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, TapActionModifier> {
        self.gesture(gesture, including: mask)
    }
    /// A long press (never fires here).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> Self { self }
}

/// Which gestures a `gesture` modifier enables (accepted).
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}
