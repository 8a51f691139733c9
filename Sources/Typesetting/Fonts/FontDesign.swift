/// SwiftUI's `Font.Design` cases the renderer supports: the system face and its rounded variant.
public enum FontDesign: String, CaseIterable, Sendable, Hashable {
    /// SF Pro on iOS; Inter here.
    case `default`
    /// SF Pro Rounded on iOS; Quicksand here (see docs/text.md for why).
    case rounded

    /// Parses a command-line spelling (`default`, `rounded`).
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
