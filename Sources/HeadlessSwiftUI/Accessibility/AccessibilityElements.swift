/// One element as VoiceOver reads it: label, role, value, and what activating it does.
struct AccessibilityElement {
    var label: String
    var role: String?
    var value: String?
    var activate: (@MainActor () -> Void)?

    /// "Night mode, switch, on".
    var description: String { [label, role, value].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ") }
}

/// The accessibility elements of an evaluated tree, in reading order (VoiceOver's model, reduced to what a
/// description and a tap need): hidden subtrees are skipped; a representation replaces its node's
/// accessibility; a control, a node made an element, or a node with its own label is one element; text
/// is an element of its own; everything else contributes its children's elements.
@MainActor
enum AccessibilityElements {
    static func of(_ nodes: [ViewNode]) -> [AccessibilityElement] { nodes.flatMap(collect) }

    static func collect(_ node: ViewNode) -> [AccessibilityElement] {
        let a = node.accessibility
        if a.isHidden { return [] }
        if let representation = a.representation {
            var elements = of(representation)
            if let label = a.label, !elements.isEmpty { elements[0].label = label }
            if let value = a.value, !elements.isEmpty { elements[0].value = value }
            return elements
        }
        let isControl = a.role != nil
        if isControl || a.children == .combine || a.children == .ignore || a.label != nil {
            let traits = a.traits.subtracting(a.removedTraits)
            var role: String?
            var value = a.value
            switch a.role {
            case .toggle(let isOn)?: role = "switch"; if value == nil { value = isOn ? "on" : "off" }
            case .button?: role = traits.contains(.isToggle) ? "switch" : "button"
            case nil: role = traits.contains(.isToggle) ? "switch" : traits.contains(.isButton) ? "button" : nil
            }
            if traits.contains(.isHeader) { role = role.map { "\($0), heading" } ?? "heading" }
            let label = a.label ?? (a.children == .ignore ? "" : node.children.map(\.combinedText).filter { !$0.isEmpty }.joined(separator: ", "))
            if !isControl, a.label != nil, a.children == nil {
                // A label on a container that is not an element relabels the one element below it.
                let inner = node.children.flatMap(collect)
                if inner.count == 1 { var only = inner[0]; only.label = label; return [only] }
            }
            return [AccessibilityElement(label: label, role: role, value: value, activate: a.activate ?? node.action)]
        }
        if let text = node.readText {
            return [AccessibilityElement(label: text, role: Self.role(of: a.traits.subtracting(a.removedTraits)),
                                         activate: node.action)]
        }
        var inner = node.children.flatMap(collect)
        if let action = a.activate ?? node.action {
            // A tap gesture on a view: its one element (or the view, read as its text) activates it.
            if inner.count == 1, inner[0].activate == nil { inner[0].activate = action }
            if inner.isEmpty { return [AccessibilityElement(label: node.combinedText, activate: action)] }
        }
        if !a.traits.isEmpty, inner.count == 1, let role = Self.role(of: a.traits.subtracting(a.removedTraits)) {
            inner[0].role = inner[0].role.map { "\($0), \(role)" } ?? role
        }
        return inner
    }

    /// The role VoiceOver reads for traits on a view that is not a control.
    static func role(of traits: AccessibilityTraits) -> String? {
        var parts: [String] = []
        if traits.contains(.isToggle) { parts.append("switch") } else if traits.contains(.isButton) { parts.append("button") }
        if traits.contains(.isHeader) { parts.append("heading") }
        if traits.contains(.isLink) { parts.append("link") }
        if traits.contains(.isImage) { parts.append("image") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The whole tree read aloud: elements joined by ". ".
    static func description(of nodes: [ViewNode]) -> String {
        of(nodes).map(\.description).filter { !$0.isEmpty }.joined(separator: ". ")
    }
}
