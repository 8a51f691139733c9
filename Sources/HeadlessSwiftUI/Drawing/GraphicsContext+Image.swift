import Raster
import Symbols

extension GraphicsContext {
    /// An image resolved in a context's environment, as SwiftUI's `GraphicsContext.ResolvedImage`: the
    /// symbol (from the render's symbol catalogue) or asset picture an `Image` view here would draw.
    public struct ResolvedImage {
        let leaf: ImageLeaf?
        /// The image's natural size in points.
        public var size: CGSize
        /// The distance from the image's top to its baseline (its bottom here).
        public let baseline: CGFloat
        /// What a template image or symbol is painted with; nil: the foreground style.
        public var shading: Shading?
    }

    /// `image` resolved in this context's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        let resolver = session.resolver
        let leaf = MainActor.assumeIsolated { resolver.leaf(of: image) }
        let size = leaf.map(ImageSizing.naturalSize) ?? .zero
        return ResolvedImage(leaf: leaf, size: size, baseline: size.height, shading: nil)
    }

    /// Draws `image` scaled to fill `rect` (as a resizable image fills its frame).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard var leaf = image.leaf, rect.width > 0, rect.height > 0 else { return }
        leaf.resizable = true
        drawImage(leaf, shading: image.shading, in: rect)
    }

    /// Draws `image` at its natural size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        guard let leaf = image.leaf else { return }
        let size = image.size
        drawImage(leaf, shading: image.shading,
                  in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// Resolves and draws `image` in `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }

    /// Resolves and draws `image` with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }

    /// The image as the display list draws an `Image` view's: a picture filling its frame, or the symbol's
    /// layers anchored in it (``DisplayListBuilder/symbolPlacement(_:size:)``).
    private func drawImage(_ leaf: ImageLeaf, shading: Shading?, in rect: CGRect) {
        let paint = shading?.resolvedPaint(environment).paint ?? leaf.paint
        let color = DisplayListBuilder.symbolColor(paint)
        let local = Raster.Transform.translation(Double(rect.minX), Double(rect.minY))
        if let asset = leaf.asset {
            for content in asset.contents(in: rect.size, tint: color) { record(content, at: local) }
            return
        }
        guard let symbol = leaf.symbol else { return }
        var leaf = leaf
        if case .palette(let list)? = shading?.storage, list.count > 1 {
            // `.palette([a, b, c])` gives a palette symbol its secondary and tertiary styles, as
            // `.foregroundStyle(a, b, c)` does a view's.
            leaf.layerPaints.palette = list.dropFirst().prefix(2).map { $0.resolvedPaint(environment).paint }
        }
        let (placed, anchor) = DisplayListBuilder.symbolPlacement(leaf, size: rect.size)
        let (style, alpha) = placed.colored(paint, paints: leaf.layerPaints)
        let part = SymbolDrawing.Part(layers: symbol.layers.map { DrawnLayer(source: .to, role: $0.role) }, from: symbol, to: symbol,
                                      style: style, opacity: alpha)
        guard part.opacity > 0, !part.layers.isEmpty else { return }
        record(.symbol(SymbolDrawing(parts: [part], anchor: anchor)), at: local)
    }

    // MARK: Symbols

    /// A view of a canvas's `symbols`, laid out at its ideal size, as SwiftUI's
    /// `GraphicsContext.ResolvedSymbol`: the display-list items it draws, in its own points.
    public struct ResolvedSymbol: Sendable {
        let items: [DisplayItem]
        /// The view's size in points.
        public var size: CGSize
    }

    /// The symbol view tagged `id`, or nil when the canvas has none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        // The renderer runs on the main actor (layout's), where the resolver looks the tag up.
        let resolver = session.resolver
        nonisolated(unsafe) let key = AnyHashable(id)
        return MainActor.assumeIsolated { resolver.symbol(key) }
    }

    /// Draws `symbol` scaled to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard symbol.size.width > 0, symbol.size.height > 0 else { return }
        let local = Raster.Transform.scale(Double(rect.width / symbol.size.width), Double(rect.height / symbol.size.height))
            .concatenating(.translation(Double(rect.minX), Double(rect.minY)))
        drawSymbol(symbol, at: local)
    }

    /// Draws `symbol` at its size with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        drawSymbol(symbol, at: .translation(Double(point.x - anchor.x * symbol.size.width), Double(point.y - anchor.y * symbol.size.height)))
    }

    /// The symbol's items moved into the canvas, one drawing for the context's state (one group if several).
    private func drawSymbol(_ symbol: ResolvedSymbol, at local: Raster.Transform) {
        let t = local.concatenating(transform.raster)
        let items = symbol.items.map { $0.placed(key: 0, name: "Canvas", transform: t, outer: []) }
        guard !items.isEmpty else { return }
        if items.count == 1 || (filters.isEmpty && masks.isEmpty && opacity >= 1) {
            for item in items { record(item) }
        } else {
            record(DisplayItem.canvasGroup(.composite, items))
        }
    }
}
