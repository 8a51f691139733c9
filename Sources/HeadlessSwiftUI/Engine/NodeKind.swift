import Raster
import Symbols
import Typesetting

/// What one node of the evaluated tree is: how it lays out and what it draws. Leaves hold what they draw
/// resolved for the environment (colours, fonts, symbols); containers and modifiers hold their layout
/// parameters; effects hold their (animatable) values.
enum NodeKind {
    // Leaves.
    case shape(ShapeLeaf)
    case text(TextLeaf)
    case image(ImageLeaf)
    case spacer(minLength: CGFloat?)
    case divider(ResolvedPaint)
    /// A `Canvas`: its renderer runs when it is laid out (Drawing/Canvas.swift).
    case canvas(CanvasSpec)
    case empty

    // Containers.
    case stack(Axis, alignment: Alignment, spacing: CGFloat?)
    case zstack(Alignment)
    case grid(GridSpec)
    case gridRow(VerticalAlignment?)
    case scrollView(ScrollSpec)
    case geometryReader(GeometryReaderSpec)
    /// A list row: children[0] the content, children[1] (if any) its separator (`Lists/ListRowLayout.swift`).
    case listRow(ListRowSpec)
    /// A container of a user's `Layout` (Layout/LayoutBox.swift).
    case layout(any ErasedLayout)

    // Layout modifiers.
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(FlexibleFrameSpec)
    case padding(EdgeInsets)
    /// children[0] is the content, children[1] the overlay (drawn above) or background (drawn below).
    case overlay(Alignment)
    case background(Alignment)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(CGFloat?, ContentMode)
    case position(CGPoint)
    case ignoresSafeArea(Edge.Set)
    /// `.safeAreaPadding`: padding that stays the content's safe-area reach (`Layout/SafeAreaPadding.swift`).
    case safeAreaPadding(EdgeInsets)
    /// `.containerRelativeFrame` (`Layout/ContainerRelativeFrame.swift`).
    case containerRelativeFrame(ContainerRelativeFrameSpec)

    // Drawing effects (layout passes through); a mask's children[1] is the mask.
    case effect(Effect)

    /// A node with one child and no effect of its own (a control, an accessibility or gesture wrapper).
    case passthrough
}

/// A shape with the paint it is drawn with.
struct ShapeLeaf: Sendable {
    enum Drawing: Sendable {
        case fill(ResolvedPaint, evenOdd: Bool)
        case stroke(ResolvedPaint, StrokeStyle)
        case strokeBorder(ResolvedPaint, StrokeStyle)
    }
    var shape: any Shape
    var drawing: Drawing
    /// The paint, whatever the drawing.
    var paint: ResolvedPaint {
        switch drawing {
        case .fill(let p, _), .stroke(let p, _), .strokeBorder(let p, _): p
        }
    }
}

/// A text view's runs (one per concatenated `Text` with its own style), resolved.
struct TextLeaf: Sendable {
    struct Run: Sendable, Hashable {
        var string: String
        var font: Typesetting.Font
        var paint: ResolvedPaint
        var baselineOffset: Double = 0
        var underline = false
        var strikethrough = false
    }
    var runs: [Run]
    var alignment: TextAlignment
    var lineLimit: Int?
    var transition: ContentTransition
    /// What identifies the content for a content transition: the strings and fonts, not the colours.
    var contentKey: String { runs.map { "\($0.string)|\($0.font.size)|\(ObjectIdentifier($0.font.face))" }.joined(separator: "‖") }
}

/// A symbol image, resolved.
struct ImageLeaf: Sendable {
    var name: String
    /// The artwork; nil for a name no catalogue knows (drawn as nothing of the symbol's size, as SwiftUI does).
    var symbol: Symbol?
    var pointSize: Double
    var weight: SymbolWeight
    /// `.imageScale`: a template's variant of that scale, or the drawing scaled (``Symbols/SymbolScale``).
    var scale: SymbolScale
    var mode: Symbols.SymbolRenderingMode
    var paint: ResolvedPaint
    /// Palette's level paints and multicolor's named ones (Images/SymbolLayerPaints.swift).
    var layerPaints = SymbolLayerPaints()
    var resizable: Bool
    var transition: ContentTransition
    /// A named image of the asset catalogues (Resources/Image+Asset.swift); nil for a symbol.
    var asset: AssetImage? = nil
    /// What identifies the content for a content transition.
    var contentKey: String { name }
    /// The Symbols module's style for this image (colour applied separately).
    var symbolStyle: SymbolStyle { SymbolStyle(pointSize: pointSize, weight: weight, mode: mode, scale: scale) }
}

/// `Grid`'s spacings and alignment.
struct GridSpec: Sendable {
    var alignment: Alignment
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?
}

/// `ScrollView`'s axes and where small content sits (`defaultScrollAnchor(_:for: .alignment)`).
struct ScrollSpec: Sendable {
    var axes: Axis.Set
    var alignmentAnchor: UnitPoint?
    var initialAnchor: UnitPoint?
    /// `.contentMargins` around the content.
    var margins = EdgeInsets()
    /// Where it starts scrolled to (`ScrollViewReader`, `.scrollPosition(id:)`), before `initialAnchor`.
    var target: ScrollTarget?
}

/// `GeometryReader`'s content, evaluated once its size is known.
struct GeometryReaderSpec {
    let makeContent: @MainActor (GeometryProxy, EvaluationContext) -> [ViewNode]
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct FlexibleFrameSpec: Sendable {
    var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    var alignment: Alignment
}

/// A drawing effect and its values.
enum Effect: Sendable {
    case opacity(Double)
    case offset(CGSize)
    case shadow(ShadowSpec)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    /// `.rotation3DEffect`: its matrix is made from the view's size when drawn.
    case rotation3D(Rotation3DSpec)
    /// `.projectionEffect` and `.transformEffect`.
    case projection(ProjectionTransform)
    case blur(radius: Double, opaque: Bool)
    case colorMatrix(ColorMatrixEffect)
    case compositingGroup
    /// `.blendMode`: the subtree flattened, then composited with this mode.
    case blendMode(Raster.BlendMode)
    case clip(any Shape, evenOdd: Bool)
    case mask(Alignment)
    case hidden
    /// `.visualEffect { }`: its closure, run at layout with the node's geometry (`Effects/VisualEffect.swift`).
    case visualEffect(VisualEffectSpec)
    /// What a visual effect's closure gave for one layout, outermost first.
    case visualEffects([Effect])
}

extension Effect {
    /// Whether two effects are the same modifier (whatever their values), so one can animate into the other.
    static func sameKind(_ a: Effect, _ b: Effect) -> Bool {
        switch (a, b) {
        case (.opacity, .opacity), (.offset, .offset), (.shadow, .shadow), (.scale, .scale), (.rotation, .rotation),
             (.rotation3D, .rotation3D), (.projection, .projection), (.compositingGroup, .compositingGroup), (.hidden, .hidden):
            true
        case (.blur(_, let x), .blur(_, let y)): x == y
        case (.blendMode(let x), .blendMode(let y)): x == y
        case (.colorMatrix(let x), .colorMatrix(let y)): x.sameKind(as: y)
        case (.clip(let x, let e1), .clip(let y, let e2)): e1 == e2 && type(of: x) == type(of: y)
        case (.mask(let x), .mask(let y)): x == y
        case (.visualEffect, .visualEffect): true
        case (.visualEffects(let x), .visualEffects(let y)): x.count == y.count && zip(x, y).allSatisfy { sameKind($0, $1) }
        default: false
        }
    }
}

/// `.shadow(color:radius:x:y:)`, resolved.
struct ShadowSpec: Sendable, Hashable {
    var color: Raster.Color
    var radius: Double
    var x: Double
    var y: Double
    /// Inside the drawing's edges (`ShadowStyle.inner`), not below it.
    var inner = false
}

/// Colour effects that map each pixel's colour: brightness, contrast, saturation, grayscale, hue rotation,
/// colour multiply, luminance to alpha, invert.
enum ColorMatrixEffect: Sendable, Hashable {
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Double)
    case colorMultiply(Raster.Color)
    case luminanceToAlpha
    case colorInvert

    /// The same colour effect, whatever its amount.
    func sameKind(as other: ColorMatrixEffect) -> Bool {
        switch (self, other) {
        case (.brightness, .brightness), (.contrast, .contrast), (.saturation, .saturation), (.grayscale, .grayscale),
             (.hueRotation, .hueRotation), (.colorMultiply, .colorMultiply), (.luminanceToAlpha, .luminanceToAlpha),
             (.colorInvert, .colorInvert):
            true
        default: false
        }
    }
}
