import Raster

extension GraphicsContext {
    /// A text resolved in a context's environment, as SwiftUI's `GraphicsContext.ResolvedText`: its runs
    /// with fonts and paints, as a `Text` view here has them, so a canvas's text is shaped, wrapped and
    /// drawn by the same code as the view's.
    public struct ResolvedText {
        /// Nil when the text could not be resolved (the error is the render's diagnostic).
        let leaf: TextLeaf?
        /// Which runs had no colour or style of their own: those are painted with ``shading``.
        let uncolored: [Bool]
        let environment: EnvironmentValues
        /// What fills the runs that have no colour of their own (the foreground style by default).
        public var shading: Shading = .foreground

        /// The size the text takes within `size` (wrapped to its width).
        public func measure(in size: CGSize) -> CGSize {
            guard let leaf else { return .zero }
            return TextSizing.size(of: leaf, proposal: ProposedViewSize(size), environment: environment)
        }
        /// The distance from the top to the first line's baseline, wrapped within `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            guard let leaf else { return 0 }
            return CGFloat(TextBlock(leaf, width: Double(size.width)).firstBaseline)
        }
        /// The distance from the top to the last line's baseline, wrapped within `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            guard let leaf else { return 0 }
            return CGFloat(TextBlock(leaf, width: Double(size.width)).lastBaseline)
        }
    }

    /// `text` resolved in this context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        let resolver = session.resolver
        let leaf = MainActor.assumeIsolated { resolver.leaf(of: text) }
        let uncolored = text.runs.map { $0.color == nil && $0.style == nil }
        return ResolvedText(leaf: leaf, uncolored: uncolored, environment: environment)
    }

    /// Draws `text` wrapped to `rect`'s width from its top, each line aligned by the environment's
    /// `multilineTextAlignment`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard let leaf = text.leaf else { return }
        let block = TextBlock(leaf, width: Double(rect.width))
        let paths = DisplayListBuilder.textRunPaths(leaf, block, width: Double(rect.width), rightToLeft: environment.layoutDirection == .rightToLeft)
        let local = CGRect(origin: .zero, size: rect.size)
        var contents: [DisplayItem.Content] = []
        for (index, path) in paths.enumerated() where !path.isEmpty {
            let paint = index < text.uncolored.count && text.uncolored[index]
                ? text.shading.rasterPaint(bounds: local, environment: environment)
                : leaf.runs[index].paint.rasterPaint(in: local)
            contents.append(.fill(path, paint, .nonZero))
        }
        recordAsOne(contents, at: .translation(Double(rect.minX), Double(rect.minY)))
    }

    /// Draws `text` at its ideal size with its `anchor` (a unit point of its box) at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        draw(text, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// Resolves and draws `text` in `rect`.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Resolves and draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }

    /// Records several contents drawn by one operation (a text's runs): as one group when the context's
    /// opacity or filters must treat them as one drawing, else one by one (no layer needed).
    func recordAsOne(_ contents: [DisplayItem.Content], at local: Raster.Transform) {
        guard !contents.isEmpty else { return }
        let t = local.concatenating(transform.raster)
        let items = contents.map { DisplayItem.canvasItem($0, transform: t) }
        if items.count == 1 || (filters.isEmpty && masks.isEmpty && opacity >= 1) {
            for item in items { record(item) }
        } else {
            record(DisplayItem.canvasGroup(.composite, items))
        }
    }
}
