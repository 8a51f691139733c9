import AppResources
import Raster

/// An image of an asset catalogue's image sets, as Xcode generates them for `Image(.logo)`.
public struct ImageResource: Hashable, Sendable {
    let name: String
    /// An image set by name (`bundle` is accepted: the render's catalogues are the app's resources).
    public init(name: String, bundle: Bundle) { self.name = name }
    public init(name: String) { self.name = name }
}

extension Image {
    /// The image set `name` of the render's asset catalogues, its accessibility label the name.
    public init(_ name: String, bundle: Bundle? = nil) { systemName = name; assetName = name }
    /// The image set `name`, with an accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle); accessibilityName = label.plainText }
    /// The image set `name`, hidden from accessibility.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle); isDecorative = true }
    /// A generated image resource (`Image(.logo)`).
    public init(_ resource: ImageResource) { self.init(resource.name) }

    /// The nodes of a named image: a symbol set's symbol, or its image set's file for the display's scale
    /// and appearance, decoded once per render. A name no catalogue has is an empty image (no size, nothing drawn) with a warning, as iOS
    /// logs it; a file that cannot be decoded is an error naming it.
    @MainActor func makeAssetNodes(_ name: String, in context: EvaluationContext) -> [ViewNode] {
        // A symbol set of the catalogue is a symbol image, drawn from its template.
        do {
            if let symbols = try ResourceScope.current?.symbolSet(name) {
                var symbol = self
                symbol.assetName = nil
                return symbol.makeNodes(in: context.withEnvironment { $0.symbols = symbols })
            }
        } catch {
            context.graph.diagnostics.append(ViewDiagnostic(severity: .error, view: "Image(\"\(name)\")", message: "\(error)"))
            return []
        }
        let env = context.environment
        var asset = AssetImage(pixels: nil, size: .zero, isTemplate: false, smooth: interpolation != .none,
                               capInsets: capInsets, tiles: resizingMode == .tile)
        let scale = Int(env.displayScale.rounded())
        if let (catalog, set) = ResourceScope.current?.imageSet(name),
           let pick = set.file(scale: scale, dark: env.colorScheme == .dark) {
            do {
                let pixels = try catalog.picture(pick.file, scale: pick.pixelsPerPoint)
                let perPoint = CGFloat(pick.pixelsPerPoint)
                asset.pixels = pixels
                asset.size = CGSize(width: CGFloat(pixels.pixmap.width) / perPoint, height: CGFloat(pixels.pixmap.height) / perPoint)
                asset.isTemplate = renderingMode.map { $0 == .template } ?? set.isTemplate
                // The catalogue's slicing (in the file's pixels) when the code gives no cap insets of its own.
                if let slicing = pick.file.slicing, capInsets == EdgeInsets(), isResizable {
                    let perPixel = 1 / CGFloat(pick.file.scale ?? 1)
                    asset.capInsets = EdgeInsets(top: slicing.top * perPixel, leading: slicing.left * perPixel,
                                                 bottom: slicing.bottom * perPixel, trailing: slicing.right * perPixel)
                    asset.tiles = asset.tiles || slicing.tilesCenter
                }
            } catch {
                context.graph.diagnostics.append(ViewDiagnostic(severity: .error, view: "Image(\"\(name)\")", message: "\(error)"))
            }
        }
        let leaf = ImageLeaf(name: name, symbol: nil, pointSize: 0, weight: .regular, scale: .medium, mode: .monochrome,
                             paint: env.resolvedForeground(level: 0), resizable: isResizable, transition: env.contentTransition,
                             asset: asset)
        let node = ViewNode(kind: .image(leaf), name: "Image", context: context)
        // VoiceOver reads a named image by its label (the name by default) unless it is decorative.
        node.accessibility.label = accessibilityName ?? name
        node.accessibility.traits.insert(.isImage)
        node.accessibility.isHidden = isDecorative
        return [node]
    }
}

/// A named image as a leaf draws it: its pixels (nil for a missing name), its size in points, whether it
/// takes the foreground colour, how it is sampled, and how it is resized (Resources/AssetImage+Slices.swift).
struct AssetImage: Sendable {
    var pixels: ImagePixels?
    var size: CGSize
    var isTemplate: Bool
    var smooth: Bool
    /// The cap insets in points, drawn at their size while the rest stretches or tiles (zero: none).
    var capInsets = EdgeInsets()
    /// The resizing mode's `.tile`: what is not a cap repeats at its size instead of stretching.
    var tiles = false
}
