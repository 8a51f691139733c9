import Raster

/// One call from a string to its outline and metrics, for components and the CLI.
///
/// The returned `TextLine` holds the glyph placement and metrics; `line.path(baselineAt:)` or
/// `line.path(lineBoxAt:)` gives the outline to fill on a `Canvas` with any paint.
///
/// - Parameters:
///   - scale: multiplies the point size (the CLI's `--scale`; a transform on the path works as well).
///   - allowMissingGlyphs: by default a character the font cannot draw is an error naming it
///     (`TextError.missingGlyphs`); pass true to draw `.notdef` boxes and read `missingCharacters`.
public func textLine(_ string: String, style: TextStyle = .body, design: FontDesign = .default,
                     weight: FontWeight? = nil, dynamicType: DynamicTypeSize = .large, scale: Double = 1,
                     maxWidth: Double? = nil, alignment: TextAlignment = .leading,
                     resolver: FontResolver = FontResolver(), allowMissingGlyphs: Bool = false) throws -> TextLine {
    var font = try resolver.font(style: style, design: design, weight: weight, dynamicType: dynamicType)
    font.size *= scale
    return try textLine(string, font: font, maxWidth: maxWidth, alignment: alignment,
                        allowMissingGlyphs: allowMissingGlyphs)
}

/// The same for an explicit `Font` (`.system(size:)`).
public func textLine(_ string: String, font: Font, maxWidth: Double? = nil, alignment: TextAlignment = .leading,
                     allowMissingGlyphs: Bool = false) throws -> TextLine {
    let line = TextLayout.line(string, font: font, maxWidth: maxWidth, alignment: alignment)
    if !allowMissingGlyphs, !line.missingCharacters.isEmpty {
        throw TextError.missingGlyphs(characters: line.missingCharacters, font: font.face.displayName)
    }
    return line
}

/// The outline of `string` with the baseline origin at (0, 0), and its line.
public func textPath(_ string: String, style: TextStyle = .body, design: FontDesign = .default,
                     weight: FontWeight? = nil, dynamicType: DynamicTypeSize = .large,
                     resolver: FontResolver = FontResolver()) throws -> (path: Path, line: TextLine) {
    let line = try textLine(string, style: style, design: design, weight: weight, dynamicType: dynamicType,
                            resolver: resolver)
    return (line.path(), line)
}
