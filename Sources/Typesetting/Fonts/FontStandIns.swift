/// The fonts that stand in for Apple's system fonts, by fixed file path inside their Debian packages.
///
/// Fixed paths rather than a search keep the goldens tied to exactly one file each: if the file is not
/// there the error names the package (never a fallback to whatever else is installed).
///
/// - `.default` → Inter (`fonts-inter`). SF Pro switches from its Text to its Display optical size at
///   20 pt; Inter ships the same split as "Inter" and "Inter Display", so sizes of 20 pt and more use
///   Inter Display, as SF Pro Display is used on iOS for largeTitle, title, title2 and title3.
/// - `.rounded` → Quicksand (`fonts-quicksand`): rounded terminals, a bold weight, geometric forms. It has
///   Regular, Medium and Bold; `semibold` uses Bold, the next heavier weight (the CSS font-matching rule
///   for weights above 500), stated here so that it is a documented mapping, not a silent fallback.
public enum FontStandIns {
    /// The optical-size threshold of SF Pro (Display at and above this size, in points).
    public static let displayOpticalSize = 20.0

    /// A font file the renderer uses for a design, weight and size.
    public struct Entry: Hashable, Sendable {
        public var family: String
        public var path: String
        public var debianPackage: String
    }

    static let interFolder = "/usr/share/fonts/opentype/inter"
    static let quicksandFolder = "/usr/share/fonts/truetype/quicksand"

    /// The stand-in file for `design` and `weight` at `pointSize`.
    public static func entry(design: FontDesign, weight: FontWeight, pointSize: Double) -> Entry {
        switch design {
        case .default:
            let display = pointSize >= displayOpticalSize
            let family = display ? "Inter Display" : "Inter"
            let stem = display ? "InterDisplay" : "Inter"
            let style = switch weight {
            case .regular: "Regular"
            case .medium: "Medium"
            case .semibold: "SemiBold"
            case .bold: "Bold"
            }
            return Entry(family: family, path: "\(interFolder)/\(stem)-\(style).otf", debianPackage: FontPackages.inter)
        case .rounded:
            let style = switch weight {
            case .regular: "Regular"
            case .medium: "Medium"
            case .semibold, .bold: "Bold"
            }
            return Entry(family: "Quicksand", path: "\(quicksandFolder)/Quicksand-\(style).ttf",
                         debianPackage: FontPackages.quicksand)
        }
    }

    /// Opens the stand-in face, or throws `TextError.fontNotInstalled` naming the package.
    public static func face(design: FontDesign, weight: FontWeight, pointSize: Double,
                            cache: FontCache = .shared) throws -> FontFace {
        let e = entry(design: design, weight: weight, pointSize: pointSize)
        if !FontLocator.fileExists(e.path) {
            throw TextError.fontNotInstalled(family: e.family, weight: weight, expectedPath: e.path,
                                             debianPackage: e.debianPackage)
        }
        return try cache.face(path: e.path)
    }
}
