import Raster
import Symbols

/// An image, as SwiftUI's `Image`. Symbol images (`Image(systemName:)`) come from the symbol catalogue:
/// the project's own artwork and any `--symbols` folder (docs/symbols.md); named images (`Image("logo")`)
/// from the render's asset catalogues (Resources/Image+Asset.swift, docs/resources.md).
public struct Image: Equatable, Sendable {
    let systemName: String
    /// The image set's name for a named image; nil for a symbol.
    var assetName: String?
    var isDecorative = false
    /// A named image's accessibility label, when given (`Image(_:bundle:label:)`).
    var accessibilityName: String?
    var interpolation: Interpolation = .high
    var isResizable = false
    /// `.resizable(capInsets:resizingMode:)`'s arguments, for a named image (Resources/AssetImage+Slices.swift).
    var capInsets = EdgeInsets()
    var resizingMode: ResizingMode = .stretch
    var renderingMode: TemplateRenderingMode?
    var symbolMode: SymbolRenderingMode?

    /// A symbol of the catalogue.
    public init(systemName: String) { self.systemName = systemName }

    /// The image scales to fill its frame instead of keeping its natural size. A named image keeps its
    /// `capInsets` (points) at their size and stretches, or with `.tile` repeats, the rest (a nine-slice).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self; i.isResizable = true; i.capInsets = capInsets; i.resizingMode = resizingMode; return i
    }
    /// Template (the foreground colour) or original colours: a named image's own colours, or the foreground
    /// colour through its alpha (its set's rendering intent by default); symbols draw in the foreground either way here.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { var i = self; i.renderingMode = mode; return i }
    /// How the symbol's layers take colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { var i = self; i.symbolMode = mode; return i }
    /// How a named image's pixels are scaled: `.none` takes the nearest pixel, any other bilinear
    /// (vector symbols have no interpolation).
    public func interpolation(_ interpolation: Interpolation) -> Image { var i = self; i.interpolation = interpolation; return i }
    /// Accepted for compatibility.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// The relative size of a symbol, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, CaseIterable, Sendable {
        case small, medium, large
        /// The Symbols module's scale: a template's variant of that scale, or the drawing scaled by
        /// ``Symbols/SymbolScale/factor`` (0.78 and 1.29 are guesses, docs/views.md).
        var symbolScale: SymbolScale {
            switch self {
            case .small: .small
            case .medium: .medium
            case .large: .large
            }
        }
    }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
}

/// How a symbol's layers take colour, as SwiftUI's `SymbolRenderingMode` (docs/symbols.md, "Rendering modes").
public struct SymbolRenderingMode: Hashable, Sendable {
    let mode: Symbols.SymbolRenderingMode
    public static let monochrome = SymbolRenderingMode(mode: .monochrome)
    public static let hierarchical = SymbolRenderingMode(mode: .hierarchical)
    /// The layers in the foreground style's levels (`.foregroundStyle(a, b, c)`).
    public static let palette = SymbolRenderingMode(mode: .palette)
    /// The artwork's own colours where it names them (SF Symbols templates), the foreground elsewhere.
    public static let multicolor = SymbolRenderingMode(mode: .multicolor)
}

extension Image: View {
    public var body: Never { primitiveBody(Self.self) }
}

extension Image: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        if let assetName { return makeAssetNodes(assetName, in: context) }
        let env = context.environment
        let font = env.font ?? .body
        let weight = env.fontWeightOverride ?? (env.boldOverride ? .bold : font.resolvedWeight)
        let catalog = env.symbols ?? SymbolCatalog.standard
        // Found in the user's folder, our artwork or the name map; an unknown name draws nothing and warns,
        // as SwiftUI does (a strict run turns the warning into an error).
        var symbol: Symbol?
        do {
            let resolution = try env.symbolVariants.resolve(systemName, in: catalog)
            symbol = resolution.symbolOrEmpty
            if let warning = resolution.warning {
                context.graph.diagnostics.append(ViewDiagnostic(severity: .warning, view: "Image(systemName: \"\(systemName)\")", message: warning))
            }
        } catch {
            context.graph.diagnostics.append(ViewDiagnostic(severity: .warning, view: "Image(systemName: \"\(systemName)\")", message: "\(error)"))
        }
        let symbolWeight = weight.symbolWeight
        // Explicit foreground levels imply palette where no mode is set, as SwiftUI's foregroundStyle(_:_:) does.
        let mode = symbolMode ?? env.symbolRenderingMode ?? (env.foregroundLevels.isEmpty ? .monochrome : .palette)
        var leaf = ImageLeaf(name: symbol?.name ?? systemName, symbol: symbol?.weighted(symbolWeight), pointSize: font.pointSize(at: env.dynamicTypeSize),
                             weight: symbolWeight, scale: env.imageScale.symbolScale, mode: mode.mode,
                             paint: env.resolvedForeground(level: 0), resizable: isResizable, transition: env.contentTransition)
        leaf.layerPaints = env.symbolLayerPaints(for: leaf.symbol, mode: mode.mode)
        return [ViewNode(kind: .image(leaf), name: "Image", context: context)]
    }
}

extension View {
    /// The relative size of symbol images in the subtree.
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, EnvironmentWriter> {
        environment(\.imageScale, scale)
    }
    /// How symbol images in the subtree take colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, EnvironmentWriter> {
        environment(\.symbolRenderingMode, mode)
    }
    /// Scales the view to fit its frame, keeping its aspect ratio.
    public func scaledToFit() -> ModifiedContent<Self, AspectRatioModifier> { aspectRatio(nil, contentMode: .fit) }
    /// Scales the view to fill its frame, keeping its aspect ratio.
    public func scaledToFill() -> ModifiedContent<Self, AspectRatioModifier> { aspectRatio(nil, contentMode: .fill) }
}
