/// Bounds on the work one document may ask for, so that no input (a mutated file, a hostile one) can
/// hang a run or make it use more memory than its pictures need. A document past a bound is an
/// ``SVGError`` that names the bound; real artwork stays far below each of them.
enum SVGLimits {
    /// Elements nested inside each other. Artwork seldom goes past 20; every level costs a frame of
    /// the renderer's recursion and, for a group with opacity, a layer the size of the canvas.
    static let maxDepth = 128
    /// Elements in one document. Each becomes a node of about a kilobyte with its style, and each
    /// shape a fill: 100,000 render in about a second and fit in ~100 MB.
    static let maxElements = 100_000
    /// Bytes of element and attribute text the XML reader hands on (names and values, after entity
    /// expansion), beyond the file's own size. Internal entities (an editor's `&ns_svg;`) expand by a
    /// few bytes; a "billion laughs" document would expand to gigabytes from a few hundred bytes.
    static let maxExpansionBytes = 1 << 20
    /// Layers (groups with opacity, blended subtrees) open at once while drawing; each holds the pixels its
    /// content covers, up to the whole canvas. Deeper groups apply their opacity to each shape instead.
    static let maxLayerDepth = 4
    /// Edge-row crossings one render may fill (``SVGRenderer/rowCrossings(of:on:)``; a stroke counts
    /// twice). 100,000 random lines across a 1000 px canvas ask for 3.3 × 10⁷ and took 1.8 s to fill
    /// (release build); at this bound a render stays near 1 s. The SVG fixtures at 1024 px ask for under 2²⁰.
    static let maxDrawingWork = Double(1 << 24)
    /// The size of an SVG file. Larger inputs are refused before they are read into a document.
    static let maxInputBytes = 64 << 20
}
