import Raster

extension GraphicsContext {
    /// An image filter for what a context draws next, as SwiftUI's `GraphicsContext.Filter`.
    ///
    /// Only the filters the display list already has an effect for exist here: a drop shadow (the
    /// display list's shadow effect, as `.shadow` on a view), a Gaussian blur and the colour effects (a
    /// group item, as `.blur` and `.saturation` … on a view). So a Canvas's filter is drawn by the same
    /// code as the view modifier of the same name, and the renderer knows nothing of Canvas.
    /// Left out, because nothing below draws them: `.projectionTransform`, `.colorMatrix` with a user's
    /// matrix, `.alphaThreshold`, `.luminanceCurve`, `.variableBlur` (docs/views.md).
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
            case blur(radius: CGFloat)
            case color(ColorMatrixEffect)
            /// A colour multiplied in: resolved in the context's environment when drawn.
            case colorMultiply(Color)
            /// Changes nothing (`colorInvert(0)`).
            case none
        }
        let kind: Kind

        /// A drop shadow under what is drawn (radius and offset in the context's user space where the
        /// filter is added). Only a drop shadow below the drawing is drawn: `.shadowAbove`, `.shadowOnly`,
        /// `.invertsAlpha` and `.disablesGroup` are accepted and drawn as that (docs/views.md).
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color, radius: radius, x: x, y: y))
        }
        /// A Gaussian blur; the radius is σ in user-space points, as `.blur(radius:)` on a view.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius: radius))
        }
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .color(.brightness(amount))) }
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .color(.contrast(amount))) }
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .color(.saturation(amount))) }
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .color(.grayscale(amount))) }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .color(.hueRotation(angle.radians))) }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
        public static var luminanceToAlpha: Filter { Filter(kind: .color(.luminanceToAlpha)) }
        /// Inverts colours. The display list's inversion is all or nothing: any amount above 0 inverts
        /// fully (docs/views.md).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            Filter(kind: amount > 0 ? .color(.colorInvert) : .none)
        }

        /// `item` with this filter applied, as SwiftUI applies a filter: the drawing rasterised alone,
        /// filtered, then composited (so the filter is the item's innermost effect). `transform` is the
        /// context's transform where the filter was added (user space to the canvas's points).
        func applied(to item: DisplayItem, transform: Raster.Transform, environment: EnvironmentValues) -> DisplayItem {
            var item = item
            switch kind {
            case .shadow(let color, let radius, let x, let y):
                let c = color.resolved(scheme: environment.colorScheme, palette: environment.palette)
                item.effects.insert(.shadow(ShadowSpec(color: c, radius: Double(radius), x: Double(x), y: Double(y)), transform), at: 0)
                return item
            case .blur(let radius):
                // In the canvas's points here; placing the drawing scales σ to device pixels.
                return DisplayItem.canvasGroup(.blur(sigma: Double(radius) * transform.maxScale), [item])
            case .color(let effect):
                return DisplayItem.canvasGroup(.colorMatrix(effect), [item])
            case .colorMultiply(let color):
                let c = color.resolved(scheme: environment.colorScheme, palette: environment.palette)
                return DisplayItem.canvasGroup(.colorMatrix(.colorMultiply(c)), [item])
            case .none:
                return item
            }
        }
    }

    /// Options of `addFilter`, as SwiftUI's `GraphicsContext.FilterOptions`. Accepted: filters work in
    /// gamma-encoded sRGB here.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1 << 0)
    }

    /// Options of a shadow filter, as SwiftUI's `GraphicsContext.ShadowOptions` (accepted; see ``Filter/shadow(color:radius:x:y:blendMode:options:)``).
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1 << 0)
        public static let shadowOnly = ShadowOptions(rawValue: 1 << 1)
        public static let invertsAlpha = ShadowOptions(rawValue: 1 << 2)
        public static let disablesGroup = ShadowOptions(rawValue: 1 << 3)
    }

    /// Options of a blur filter, as SwiftUI's `GraphicsContext.BlurOptions` (accepted: the blur is
    /// always transparent at its edges, as `.blur(radius:opaque: false)`).
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1 << 0)
        public static let dithersResult = BlurOptions(rawValue: 1 << 1)
    }
}
