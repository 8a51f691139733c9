/// How a document's errors in values are handled.
///
/// SVG says what to render when a value is in error (SVG 1.1 appendix F, SVG 2 section 4.4, CSS's
/// rule for invalid declarations): ignore the attribute, keep path data up to the error, disable an
/// element with a negative size. Errors in the XML, or a root that is not `svg`, stop the reading
/// in either mode.
public enum SVGErrorHandling: Sendable, Hashable {
    /// The first value in error throws its ``SVGError``: for artwork that should be right.
    case strict
    /// Each value in error becomes a warning with its position, saying what was done, and the
    /// document renders as SVG's error handling says.
    case recover
}

extension SVGParser.Builder {
    /// A value in error: thrown when reading strictly, otherwise a warning that ends with what is
    /// done instead (`…; the attribute is ignored`). Every recovery is reported, not one per kind.
    func recover(_ error: SVGError, _ consequence: String) throws(SVGError) {
        if errorHandling == .strict { throw error }
        warnings.append(SVGWarning(line: error.line, column: error.column, message: "\(error.message); \(consequence)"))
    }

    /// ``recover(_:_:)`` for an attribute of the element being read.
    func recover(_ attribute: String, on element: String, _ message: String,
                 _ consequence: String = "the attribute is ignored") throws(SVGError) {
        try recover(attributeError(attribute, element, message), consequence)
    }
}
