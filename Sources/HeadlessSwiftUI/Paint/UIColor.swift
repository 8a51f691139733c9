import Raster

/// The part of UIKit's `UIColor` SwiftUI code uses to name system colours: `Color(.systemGroupedBackground)`,
/// `Color(UIColor.systemGray)`. A value of this module, not UIKit's class.
public final class UIColor: Sendable {
    let storage: Color.Storage
    init(_ storage: Color.Storage) { self.storage = storage }
    init(system name: SystemColorTable.Name) { storage = .system(name) }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(.fixed(Raster.Color(red: red, green: green, blue: blue, alpha: alpha)))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(.fixed(Raster.Color(white: white, alpha: alpha)))
    }
    /// A SwiftUI colour as a UIKit one.
    public convenience init(_ color: Color) { self.init(color.storage) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(.opacity(storage, alpha)) }

    public static let systemRed = UIColor(system: .red)
    public static let systemOrange = UIColor(system: .orange)
    public static let systemYellow = UIColor(system: .yellow)
    public static let systemGreen = UIColor(system: .green)
    public static let systemMint = UIColor(system: .mint)
    public static let systemTeal = UIColor(system: .teal)
    public static let systemCyan = UIColor(system: .cyan)
    public static let systemBlue = UIColor(system: .blue)
    public static let systemIndigo = UIColor(system: .indigo)
    public static let systemPurple = UIColor(system: .purple)
    public static let systemPink = UIColor(system: .pink)
    public static let systemBrown = UIColor(system: .brown)
    public static let systemGray = UIColor(system: .gray)
    public static let systemGray2 = UIColor(system: .systemGray2)
    public static let systemGray3 = UIColor(system: .systemGray3)
    public static let systemGray4 = UIColor(system: .systemGray4)
    public static let systemGray5 = UIColor(system: .systemGray5)
    public static let systemGray6 = UIColor(system: .systemGray6)
    public static let label = UIColor(system: .label)
    public static let secondaryLabel = UIColor(system: .secondaryLabel)
    public static let tertiaryLabel = UIColor(system: .tertiaryLabel)
    public static let quaternaryLabel = UIColor(system: .quaternaryLabel)
    public static let systemFill = UIColor(system: .systemFill)
    public static let secondarySystemFill = UIColor(system: .secondarySystemFill)
    public static let tertiarySystemFill = UIColor(system: .tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(system: .quaternarySystemFill)
    public static let systemBackground = UIColor(system: .systemBackground)
    public static let secondarySystemBackground = UIColor(system: .secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(system: .tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(system: .systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(system: .secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(system: .tertiarySystemGroupedBackground)
    public static let separator = UIColor(system: .separator)
    public static let opaqueSeparator = UIColor(system: .opaqueSeparator)
    public static let link = UIColor(system: .link)
    public static let white = UIColor(.fixed(.white))
    public static let black = UIColor(.fixed(.black))
    public static let clear = UIColor(.fixed(.clear))
    /// UIKit's plain colours are fixed components, not the system palette.
    public static let red = UIColor(.fixed(Raster.Color(red: 1, green: 0, blue: 0)))
    public static let blue = UIColor(.fixed(Raster.Color(red: 0, green: 0, blue: 1)))
    public static let green = UIColor(.fixed(Raster.Color(red: 0, green: 1, blue: 0)))
    public static let gray = UIColor(.fixed(Raster.Color(white: 0.5)))
    public static let lightGray = UIColor(.fixed(Raster.Color(white: 2.0 / 3)))
    public static let darkGray = UIColor(.fixed(Raster.Color(white: 1.0 / 3)))
}
