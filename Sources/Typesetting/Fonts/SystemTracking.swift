/// SF Pro's size-specific tracking, which iOS applies to the system font by itself, in 1/1000 em by point
/// size (Apple's Human Interface Guidelines, Typography › Tracking values). Applied to the stand-in fonts
/// it brings SwiftUI text to iOS widths: "Hello, world!" at 17 pt measures 91.3 pt of ink on iOS 15,
/// 97.0 pt in Inter without tracking and 91.8 pt with it (FACTS.md).
public enum SystemTracking {
    /// (point size, tracking in 1/1000 em), ascending; sizes between rows take the row below, sizes past
    /// either end clamp.
    static let table: [(size: Double, milliEm: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
        (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8),
        (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4),
        (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// The tracking in points for text of `pointSize` points.
    public static func tracking(forPointSize pointSize: Double) -> Double {
        let row = table.last { $0.size <= pointSize } ?? table[0]
        return row.milliEm / 1000 * pointSize
    }
}
