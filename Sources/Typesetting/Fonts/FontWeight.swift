/// The four weights the renderer draws, as SwiftUI's `Font.Weight` names them.
///
/// Only these four are needed by the seeds and the text styles; each maps to one static font file
/// (or one named instance of a variable font), so a weight never silently becomes another.
public enum FontWeight: String, CaseIterable, Sendable, Hashable {
    case regular, medium, semibold, bold

    /// The OpenType `usWeightClass` of the weight (CSS numbers), used to match font files.
    public var weightClass: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }

    /// Parses a command-line spelling (`regular`, `medium`, `semibold`, `bold`; `semi-bold` too).
    public init?(argument: String) {
        let key = argument.lowercased().replacingOccurrences(of: "-", with: "")
        self.init(rawValue: key)
    }
}
