/// What VoiceOver's adjustable action does to a control (a slider): sets its value, as
/// `ViewHost.adjust(_:to:at:)` and `--adjust LABEL=VALUE[@S]` do. The value is in the control's own units.
enum AdjustableTrait: ViewTraitKey { typealias Value = @MainActor (Double) -> Void }

extension ViewNode {
    /// The adjust action of the control labelled `label` in the subtree.
    static func adjustable(_ label: String, in nodes: [ViewNode]) -> (@MainActor (Double) -> Void)? {
        for node in nodes {
            if node.controlLabel == label, let adjust = node.traits[ObjectIdentifier(AdjustableTrait.self)] as? AdjustableTrait.Value { return adjust }
            if let adjust = adjustable(label, in: node.children) { return adjust }
        }
        return nil
    }
}
