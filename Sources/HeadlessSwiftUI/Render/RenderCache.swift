import Dispatch
import Raster

/// What a scene rasterizes once and reuses in every frame, found automatically: the coverage of every
/// shape and text whose geometry and paint never change over the animation (their opacity may, through
/// an opacity above them), the pixels of such symbols, and the radial profiles of circle shadows. This is
/// what the hand-written scenes' artwork caches did, derived from the animation model instead of by hand.
/// Drawing a prepared item gives the same bytes as drawing its path.
final class RenderCache: Sendable {
    private let coverage: [Int: PreparedShape]
    private let pictures: [Int: (pixmap: Pixmap, x: Int, y: Int)]
    private let circleShadows: [CircleShadowKey: CircleShadow]

    struct CircleShadowKey: Hashable { let radius: Double, sigma: Double }

    /// Prepares the static items of `list` for a canvas holding the device pixels `bounds`. The items are
    /// independent, and preparing them is serial work before any frame can start, so they are prepared on
    /// every core at once (each result depends only on its item: the same bytes for any core count).
    init(list: DisplayList, bounds: IntRect) {
        var jobs: [Job] = []
        var shadowKeys: Set<CircleShadowKey> = []
        func visit(_ item: DisplayItem) {
            for effect in item.effects {
                if case .shadow(let spec, let transform) = effect, !spec.inner,
                   let circle = DisplayListRenderer.opaqueCircle(item, rest: [], opacity: 1) {
                    let key = CircleShadowKey(radius: circle.radius * item.transform.maxScale,
                                              sigma: spec.radius * DisplayListRenderer.shadowSigmaPerRadius * transform.maxScale)
                    if shadowKeys.insert(key).inserted { jobs.append(.circleShadow(key)) }
                }
            }
            switch item.content {
            case .group(_, let children):
                children.forEach(visit)
            case .fill(let path, _, let rule):
                // Row layers (whole-canvas backgrounds) are drawn a row at a time, not from coverage.
                if let id = item.cacheID, DisplayListRenderer.rowLayer(item, covering: bounds) == nil {
                    jobs.append(.coverage(id, path, item.transform, rule))
                }
            case .symbol:
                if let id = item.cacheID { jobs.append(.picture(id, item)) }
            case .stroke:
                break
            }
        }
        list.items.forEach(visit)

        // Each iteration writes only its own slot.
        nonisolated(unsafe) let results = UnsafeMutableBufferPointer<Prepared?>.allocate(capacity: jobs.count)
        results.initialize(repeating: nil)
        defer { results.deinitialize(); results.deallocate() }
        let work = jobs
        DispatchQueue.concurrentPerform(iterations: work.count) { i in
            results[i] = switch work[i] {
            case .coverage(let id, let path, let transform, let rule):
                PreparedShape(path, transform: transform, rule: rule, within: bounds).map { .coverage(id, $0) }
            case .picture(let id, let item): Self.picture(of: item, within: bounds).map { .picture(id, $0) }
            case .circleShadow(let key): .circleShadow(key, CircleShadow(radius: key.radius, sigma: key.sigma))
            }
        }
        var coverage: [Int: PreparedShape] = [:]
        var pictures: [Int: (pixmap: Pixmap, x: Int, y: Int)] = [:]
        var shadows: [CircleShadowKey: CircleShadow] = [:]
        for result in results {
            switch result {
            case .coverage(let id, let prepared): coverage[id] = prepared
            case .picture(let id, let picture): pictures[id] = picture
            case .circleShadow(let key, let shadow): shadows[key] = shadow
            case nil: break
            }
        }
        self.coverage = coverage
        self.pictures = pictures
        self.circleShadows = shadows
    }

    /// One static item to prepare, and what preparing it gave.
    private enum Job: Sendable {
        case coverage(Int, Raster.Path, Raster.Transform, FillRule)
        case picture(Int, DisplayItem)
        case circleShadow(CircleShadowKey)
    }
    private enum Prepared {
        case coverage(Int, PreparedShape)
        case picture(Int, (pixmap: Pixmap, x: Int, y: Int))
        case circleShadow(CircleShadowKey, CircleShadow)
    }

    /// A symbol item drawn alone at full opacity, cropped to what it drew. It is drawn on a canvas of the
    /// pixels it can reach (``DisplayListRenderer/layerBounds(of:)``, the box its layers get in a frame), not
    /// of the whole scene: a window lands every pixel where a full canvas would, and a full canvas per
    /// symbol was 360 KB of zeroing and page faults each for the toggle, 12 MB for a screen.
    private static func picture(of item: DisplayItem, within bounds: IntRect) -> (pixmap: Pixmap, x: Int, y: Int)? {
        var bare = item
        bare.effects = []
        guard let window = (DisplayListRenderer.layerBounds(of: bare) ?? bounds).intersection(bounds) else { return nil }
        var canvas = Raster.Canvas(window: window)
        DisplayListRenderer(cache: nil).draw(bare, into: &canvas)
        guard let drawn = canvas.drawnBounds?.intersection(window) else { return nil }
        return (canvas.pixmap.cropped(to: drawn.offsetBy(-window.x, -window.y)), drawn.x, drawn.y)
    }

    /// Draws `item` from what was prepared, if it was, at `opacity`; false when nothing was prepared.
    func draw(_ item: DisplayItem, opacity: Double, into canvas: inout Raster.Canvas) -> Bool {
        guard let id = item.cacheID else { return false }
        if let prepared = coverage[id], case .fill(_, let paint, _) = item.content {
            canvas.fill(prepared, with: paint, opacity: opacity)
            return true
        }
        if let picture = pictures[id] {
            canvas.drawPixmap(picture.pixmap, atX: picture.x, y: picture.y, opacity: opacity)
            return true
        }
        return false
    }

    /// The profile of a circle shadow, if one was prepared.
    func circleShadow(radius: Double, sigma: Double) -> CircleShadow? {
        circleShadows[CircleShadowKey(radius: radius, sigma: sigma)]
    }
}
