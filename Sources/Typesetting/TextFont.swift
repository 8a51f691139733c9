/// Resolves SwiftUI-style font requests — `.system(style, design:, weight:)` or `.system(size:…)` — to a
/// `Font`, honouring the command line's `--font PATH` and `--rounded-font PATH` overrides.
///
/// An override is one file used for every weight of its design: the user chose that exact file, so
/// nothing is substituted. Without overrides the stand-ins of `FontStandIns` are used.
public struct FontResolver: Sendable, Hashable {
    /// Replaces the default design's files (`--font PATH`).
    public var fontPath: String?
    /// Replaces the rounded design's files (`--rounded-font PATH`).
    public var roundedFontPath: String?

    public init(fontPath: String? = nil, roundedFontPath: String? = nil) {
        self.fontPath = fontPath; self.roundedFontPath = roundedFontPath
    }

    /// `.system(size:weight:design:)`.
    public func font(size: Double, weight: FontWeight = .regular, design: FontDesign = .default,
                     cache: FontCache = .shared) throws -> Font {
        let override = design == .rounded ? roundedFontPath : fontPath
        let face = try override.map { try cache.face(path: $0) }
            ?? FontStandIns.face(design: design, weight: weight, pointSize: size, cache: cache)
        return Font(face: face, size: size)
    }

    /// `.system(style, design:, weight:)` at a Dynamic Type size; the weight defaults to the style's.
    public func font(style: TextStyle, design: FontDesign = .default, weight: FontWeight? = nil,
                     dynamicType: DynamicTypeSize = .large, cache: FontCache = .shared) throws -> Font {
        try font(size: style.size(at: dynamicType), weight: weight ?? style.defaultWeight, design: design, cache: cache)
    }
}
