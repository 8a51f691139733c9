/// Horizontal placement of a line inside its box (the layout direction is left to right, as the seeds).
public enum TextAlignment: String, CaseIterable, Sendable, Hashable {
    case leading, center, trailing

    /// How far the ink origin moves right for a line `width` wide in a box `boxWidth` wide.
    func offset(width: Double, boxWidth: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (boxWidth - width) / 2
        case .trailing: boxWidth - width
        }
    }
}
