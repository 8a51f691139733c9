/// Why a view could not be rendered: one line naming the view and the value, as the command line prints it.
public enum ViewError: Error, CustomStringConvertible, Equatable {
    /// `tap(label)` found no control with that accessibility label.
    case noControl(label: String, available: [String])
    /// No view of that label has a gesture of that kind (`drag`, `long-press`).
    case noGesture(kind: String, label: String, available: [String])
    /// Evaluating the views failed (a font that cannot be loaded, a style that cannot be drawn …).
    case evaluation(view: String, message: String)
    /// The layout has no finite size.
    case unresolvedLayout(view: String, size: String)
    /// A `.task` did not reach a sleep or its end (it waits for something a render cannot give).
    case taskDidNotSettle(time: Double)

    public var description: String {
        switch self {
        case .noControl(let label, let available):
            "no control labelled '\(label)'; the controls are: " + (available.isEmpty ? "none" : available.map { "'\($0)'" }.joined(separator: ", "))
        case .noGesture(let kind, let label, let available):
            "no view labelled '\(label)' has a \(kind) gesture; the views with one are: " + (available.isEmpty ? "none" : available.map { "'\($0)'" }.joined(separator: ", "))
        case .evaluation(let view, let message): "\(view): \(message)"
        case .unresolvedLayout(let view, let size): "\(view): the layout has no finite size (\(size)); give it a frame"
        case .taskDidNotSettle(let time): "a .task did not sleep or finish at \(time) s: it awaits something a render cannot provide"
        }
    }
}
