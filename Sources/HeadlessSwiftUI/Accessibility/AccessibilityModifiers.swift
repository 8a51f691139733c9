/// A modifier that changes the accessibility attributes of its content's top nodes.
public struct AccessibilityModifier: ViewModifier, PrimitiveModifier {
    let update: @MainActor (inout AccessibilityAttributes, EvaluationContext) -> Void
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        let nodes = context.evaluate(content)
        for node in nodes { update(&node.accessibility, context) }
        return nodes
    }
}

extension View {
    private func accessibility(_ update: @escaping @MainActor (inout AccessibilityAttributes, EvaluationContext) -> Void)
        -> ModifiedContent<Self, AccessibilityModifier> {
        modifier(AccessibilityModifier(update: update))
    }

    /// What VoiceOver reads as the element's name.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityModifier> {
        accessibility { a, _ in a.label = label.plainText }
    }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityModifier> {
        accessibility { a, _ in a.label = label.text }
    }
    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityModifier> {
        accessibility { a, _ in a.label = label.key }
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityModifier> {
        let text = String(label)
        return accessibility { a, _ in a.label = text }
    }

    /// What VoiceOver reads as the element's value.
    public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, AccessibilityModifier> {
        accessibility { a, _ in a.value = value.plainText }
    }
    public func accessibilityValue(_ value: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityModifier> {
        accessibility { a, _ in a.value = value.text }
    }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityModifier> {
        let text = String(value)
        return accessibility { a, _ in a.value = text }
    }

    /// A hint (recorded; VoiceOver reads it after a pause, it is not part of the description).
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityModifier> {
        accessibility { a, _ in a.hint = hint.plainText }
    }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityModifier> {
        accessibility { a, _ in a.hint = hint.text }
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityModifier> {
        accessibility { a, _ in a.traits.formUnion(traits) }
    }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityModifier> {
        accessibility { a, _ in a.removedTraits.formUnion(traits) }
    }
    /// Hides the subtree from VoiceOver.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityModifier> {
        accessibility { a, _ in a.isHidden = hidden }
    }
    /// Makes the node one element, its children ignored, combined or contained.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, AccessibilityModifier> {
        accessibility { a, _ in a.children = children }
    }
    /// Replaces the node's accessibility with that of `representation` (which is not drawn).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> ModifiedContent<Self, AccessibilityModifier> {
        let view = representation()
        return accessibility { a, context in
            let inner = context.child(.part("accessibilityRepresentation")).withEnvironment { $0.isAccessibilityRepresentation = true }
            a.representation = inner.evaluate(view)
        }
    }
    /// Accepted for compatibility (identifiers are for UI tests).
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
    /// Accepted for compatibility.
    public func accessibilitySortPriority(_ priority: Double) -> Self { self }

    /// The older spelling of `accessibilityLabel`.
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityModifier> { accessibilityLabel(label) }
    /// The older spelling of `accessibilityValue`.
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityModifier> { accessibilityValue(value) }
    /// The older spelling of `accessibilityHidden`.
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityModifier> { accessibilityHidden(hidden) }
    /// The older spelling of `accessibilityAddTraits`.
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityModifier> { accessibilityAddTraits(traits) }
}

extension EnvironmentValues {
    /// Set while an `accessibilityRepresentation` is evaluated: controls there are elements only (their
    /// styles are not drawn, so a style that represents itself by a toggle does not recurse).
    var isAccessibilityRepresentation: Bool {
        get { self[RepresentationKey.self] }
        set { self[RepresentationKey.self] = newValue }
    }
}
private enum RepresentationKey: EnvironmentKey { static let defaultValue = false }
