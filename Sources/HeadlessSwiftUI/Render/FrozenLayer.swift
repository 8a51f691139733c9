import Raster
import Synchronization

/// The static part of a scene composited once: the window's background and every static item of the
/// first frame (``isStatic(_:)``), drawn in order into one pixmap. A frame then redraws only the pixels
/// something changed in (its *dirty windows*) over a copy of that pixmap, instead of compositing a whole
/// screen of cards, text and controls again: a still frame of a screen is the pixmap itself, and a toggle
/// flipping in a 40-row form redraws the toggle's box.
///
/// The result has the bytes of drawing the whole frame, because of three facts:
/// - A pixel outside every dirty window is touched, in this frame, by the same static items in the same
///   order as in the first frame, and by nothing else: every other item (animated, new, or static at
///   another opacity) and every static item of the first frame that is missing now makes its footprint
///   (``DisplayListRenderer/footprint(of:)``) dirty.
/// - A windowed canvas gives each pixel the bytes of a canvas holding them all (``Raster/Canvas``), for
///   drawing that reads nothing but its own pixel: fills, strokes, symbols, opacities, clips, blends.
/// - Drawing that reads other pixels reads within its footprint. A shadow or a blur reads only the
///   item's own layer, which is whole when the canvas holds the footprint: each window is drawn on a
///   canvas grown to hold the footprints of such items touching it, and only the window is kept. A
///   material reads the canvas below it, which must be exact there too: a window touching one grows to
///   hold all it reads.
///
/// Where that cannot hold (a projection, whose flat drawing is limited by the canvas's size, or a
/// `.source` blend, which replaces the whole canvas), or where the canvases to draw cover more than half
/// the frame, the frame is drawn whole.
final class FrozenLayer: Sendable {
    private let reference: [DisplayItem]
    /// Group items of these nodes draw nothing that moves (``AnimationModel/constantDescendantKeys()``).
    private let constantGroups: Set<Int>
    private let hasStaticItems: Bool
    private let background: Raster.Color?
    private let bounds: IntRect
    private let renderer: DisplayListRenderer
    /// Built by the first frame that needs it (a still export draws one frame, and needs no copy).
    private let built = Mutex<Frozen?>(nil)

    /// The composited pixels and what each static item in them looked like.
    private struct Frozen: Sendable {
        let pixmap: Pixmap
        let items: [Int: FrozenItem]
    }

    /// A static item of the first frame: its place in the drawing order, the opacities above it then,
    /// and the pixels it can change.
    private struct FrozenItem: Sendable {
        let order: Int
        let opacities: [Double]
        let footprint: Footprint
    }

    /// Where an item draws, for the dirty windows.
    struct Footprint: Sendable {
        /// The device pixels the item can change, or read.
        let pixels: IntRect
        let reads: Reads
    }

    /// What drawing an item reads besides the pixel it writes.
    enum Reads: Sendable {
        /// Nothing.
        case ownPixel
        /// Its own layer (a shadow, a blur): the canvas must hold the whole footprint.
        case ownLayer
        /// The canvas below it (a material's backdrop): the footprint must be drawn exactly.
        case canvasBelow
    }

    /// One redrawn part of a frame: the pixels kept, and the canvas they are drawn on.
    struct Window: Equatable, Sendable {
        let kept: IntRect
        let drawn: IntRect
    }

    /// At most this share of the frame is redrawn in windows; past it, the whole frame is drawn.
    static let largestDirtyShare = 0.5
    /// Dirty rectangles are merged into one box past this many.
    static let mostWindows = 8

    /// `reference` is the first frame's display list, drawn over `background` on the device pixels `bounds`
    /// with what `cache` prepared.
    init(reference: [DisplayItem], constantGroups: Set<Int>, background: Raster.Color?, bounds: IntRect, cache: RenderCache) {
        self.reference = reference
        self.constantGroups = constantGroups
        renderer = DisplayListRenderer(cache: cache)
        hasStaticItems = reference.contains { $0.cacheID != nil }
        self.background = background
        self.bounds = bounds
    }

    /// The frame that draws `items`, from the frozen pixels; nil when it must be drawn whole.
    func frame(drawing items: [DisplayItem]) -> Pixmap? {
        guard hasStaticItems else { return nil }
        let frozen = frozenPixels()
        guard let (windows, footprints) = dirtyWindows(items, frozen: frozen) else { return nil }
        var pixmap = frozen.pixmap
        for window in windows {
            let touching = items.indices.filter { footprints[$0].pixels.intersection(window.kept) != nil }.map { items[$0] }
            let redrawn = renderer.canvas(drawing: touching, over: background, window: window.drawn)
            let kept = redrawn.pixmap.region(x: window.kept.x - window.drawn.x, y: window.kept.y - window.drawn.y,
                                             width: window.kept.width, height: window.kept.height)
            pixmap.replaceRegion(x: window.kept.x - bounds.x, y: window.kept.y - bounds.y, with: kept)
        }
        return pixmap
    }

    /// The windows a frame drawing `items` redraws (empty: none), or nil when it is drawn whole.
    func windows(for items: [DisplayItem]) -> [Window]? {
        hasStaticItems ? dirtyWindows(items, frozen: frozenPixels())?.0 : nil
    }

    private func frozenPixels() -> Frozen {
        built.withLock { state in
            if state == nil { state = freeze() }
            return state!
        }
    }

    private func freeze() -> Frozen {
        var items: [Int: FrozenItem] = [:]
        var drawn: [DisplayItem] = []
        for item in reference {
            guard isStatic(item), let id = item.cacheID, items[id] == nil, let footprint = Self.footprint(of: item) else { continue }
            items[id] = FrozenItem(order: drawn.count, opacities: item.opacities, footprint: footprint)
            drawn.append(item)
        }
        return Frozen(pixmap: renderer.canvas(drawing: drawn, over: background, window: bounds).pixmap, items: items)
    }

    /// The windows to redraw (empty for a still frame) and every item's footprint; nil when the frame must
    /// be drawn whole.
    private func dirtyWindows(_ items: [DisplayItem], frozen: Frozen) -> ([Window], [Footprint])? {
        let budget = Double(bounds.width * bounds.height) * Self.largestDirtyShare
        var dirty: [IntRect] = []
        var dirtyArea = 0.0
        func add(_ r: IntRect) -> Bool {
            guard let r = r.intersection(bounds) else { return true }
            dirty.append(r)
            dirtyArea += Double(r.width * r.height)
            return dirtyArea <= budget
        }
        var footprints: [Footprint] = []
        footprints.reserveCapacity(items.count)
        var seen = Set<Int>()
        var lastOrder = -1
        for item in items {
            if isStatic(item), let id = item.cacheID, let entry = frozen.items[id], entry.order > lastOrder, entry.opacities == item.opacities {
                lastOrder = entry.order
                seen.insert(id)
                footprints.append(entry.footprint)
                continue
            }
            guard let footprint = Self.footprint(of: item), add(footprint.pixels) else { return nil }
            footprints.append(footprint)
        }
        for (id, entry) in frozen.items where !seen.contains(id) {
            guard add(entry.footprint.pixels) else { return nil }
        }
        guard !dirty.isEmpty else { return ([], footprints) }
        // Grow each window over all a material touching it reads, merging windows that then overlap,
        // until nothing changes.
        var kept = Self.merged(dirty)
        var grown = true
        while grown {
            grown = false
            for footprint in footprints where footprint.reads == .canvasBelow {
                guard let read = footprint.pixels.intersection(bounds) else { continue }
                for i in kept.indices where kept[i].intersection(read) != nil && kept[i].union(read) != kept[i] {
                    kept[i] = kept[i].union(read)
                    grown = true
                }
            }
            if grown { kept = Self.merged(kept) }
        }
        // Each window's canvas holds the whole layers of the shadows and blurs touching it.
        let windows = kept.map { window in
            let drawn = footprints.reduce(window) { drawn, footprint in
                guard footprint.reads == .ownLayer, footprint.pixels.intersection(window) != nil else { return drawn }
                return drawn.union(footprint.pixels)
            }
            return Window(kept: window, drawn: drawn.intersection(bounds) ?? window)
        }
        let area = windows.reduce(0.0) { $0 + Double($1.drawn.width * $1.drawn.height) }
        return area <= budget ? (windows, footprints) : nil
    }

    /// `rects` with every overlapping pair joined into their bounding box, at most ``mostWindows`` of them.
    private static func merged(_ rects: [IntRect]) -> [IntRect] {
        var windows: [IntRect] = []
        for rect in rects {
            var joined = rect
            var i = 0
            while i < windows.count {
                if windows[i].intersection(joined) != nil {
                    joined = joined.union(windows.remove(at: i))
                    i = 0
                } else {
                    i += 1
                }
            }
            windows.append(joined)
        }
        guard windows.count > mostWindows, let first = windows.first else { return windows }
        return [windows.dropFirst().reduce(first) { $0.union($1) }]
    }

    /// Whether `item` looks the same in every frame but for the opacities above it: a leaf with a
    /// ``DisplayItem/cacheID``, or a group with one whose drawing has nothing that moves (a static group's
    /// children may move: they are not cached).
    private func isStatic(_ item: DisplayItem) -> Bool {
        guard item.cacheID != nil else { return false }
        if case .group = item.content { return constantGroups.contains(item.key) }
        return true
    }

    /// Where `item` draws; nil when it cannot be drawn in a window (see the type's comment).
    static func footprint(of item: DisplayItem) -> Footprint? {
        if item.drawsOnlyOnWholeCanvas { return nil }
        let pixels = DisplayListRenderer.footprint(of: item)
        if case .group(.backdrop(let material, let path, _), _) = item.content {
            // What ``DisplayListRenderer/blurredBackdrop(_:under:at:in:)`` reads: the path's box and the blur's reach.
            let sigma = material.blurRadius * item.transform.maxScale
            let read = IntRect(enclosing: path.bounds.applying(item.transform)).grownBy(Int((3 * sigma).rounded(.up)) + 2)
            return Footprint(pixels: pixels.union(read), reads: .canvasBelow)
        }
        return Footprint(pixels: pixels, reads: item.readsNeighbours ? .ownLayer : .ownPixel)
    }
}

extension DisplayItem {
    /// The opacities above the item, outermost first: what may differ between frames of a static item.
    var opacities: [Double] {
        effects.compactMap { if case .opacity(let o) = $0 { o } else { nil } }
    }

    /// Whether drawing the item reads pixels other than the one it writes (shadows, blurs, backdrops).
    var readsNeighbours: Bool {
        if effects.contains(where: { if case .shadow = $0 { true } else { false } }) { return true }
        switch content {
        case .fill, .stroke, .symbol: return false
        case .group(.blur, _), .group(.backdrop, _), .group(.projection, _): return true
        case .group(.mask(let mask), let children): return (mask + children).contains(where: \.readsNeighbours)
        case .group(_, let children): return children.contains(where: \.readsNeighbours)
        }
    }

    /// Whether the item's drawing depends on the size of the canvas it is drawn on: a projection (its flat
    /// drawing is limited to the canvas grown by its size) or a `.source` blend (a layer of the whole canvas).
    var drawsOnlyOnWholeCanvas: Bool {
        switch content {
        case .fill, .stroke, .symbol: return false
        case .group(.projection, _), .group(.blend(.source), _): return true
        case .group(.mask(let mask), let children): return (mask + children).contains(where: \.drawsOnlyOnWholeCanvas)
        case .group(_, let children): return children.contains(where: \.drawsOnlyOnWholeCanvas)
        }
    }
}
