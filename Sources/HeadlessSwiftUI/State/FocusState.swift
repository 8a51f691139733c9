/// Which view has the keyboard focus, as SwiftUI's `@FocusState`: a value the view owns, as `@State` is,
/// that `.focused(_:)` and `.focused(_:equals:)` bind to controls. Nothing here takes focus by itself (no
/// keyboard, no text fields), so the value changes only when the view's code sets it; it draws nothing.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    public init() where Value == Bool { state = State(wrappedValue: false) }
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    @MainActor public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// What `$focus` gives, to pass to `.focused`.
    @MainActor public var projectedValue: Binding { Binding(binding: state.projectedValue) }

    /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        let binding: HeadlessSwiftUI.Binding<Value>
        @MainActor public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension FocusState {
    @MainActor public static func _bind(_ property: FocusState, to binder: inout _DynamicPropertyBinder) {
        State._bind(property.state, to: &binder)
    }
}

extension View {
    /// Binds the view's focus to `condition` (no focus is drawn; the view is unchanged).
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, EmptyModifier> { modifier(EmptyModifier()) }
    /// Binds the view's focus to `binding` being `value` (no focus is drawn; the view is unchanged).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> ModifiedContent<Self, EmptyModifier> {
        modifier(EmptyModifier())
    }
}
