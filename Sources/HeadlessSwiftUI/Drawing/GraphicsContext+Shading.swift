import Raster

extension GraphicsContext {
    /// What a fill or stroke of a ``GraphicsContext`` is painted with, as SwiftUI's `GraphicsContext.Shading`.
    ///
    /// A shading is not a new kind of paint: it resolves to the view layer's own ``ResolvedPaint`` (colours,
    /// linear, radial and angular gradients) and from there to Raster's paints, so a Canvas fill is drawn by
    /// exactly the code a `Shape.fill` is. Gradients of a shading are in the context's user space (points,
    /// as SwiftUI's take `CGPoint`s); a shape style (`.style`, `.color`, `.foreground`) is placed in the
    /// bounding box of the path it paints, as a style fills a shape's frame.
    public struct Shading: Sendable {
        enum Storage: Sendable {
            /// A style resolved in the context's environment, its unit points in the filled path's bounds.
            case style(AnyShapeStyle)
            /// A paint whose geometry is already in user space (gradients with points).
            case absolute(@Sendable (EnvironmentValues) -> ResolvedPaint)
            /// Several shadings, for the layers of a symbol; anything else takes the first.
            case palette([Shading])
        }
        let storage: Storage

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(storage: .style(AnyShapeStyle(color))) }
        /// A colour by its sRGB components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A grey by its white level.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// Any shape style the view layer resolves (a colour, a gradient with unit points, `.tint` …).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(storage: .style(AnyShapeStyle(style))) }
        /// The environment's foreground style.
        public static var foreground: Shading { Shading(storage: .style(AnyShapeStyle(ForegroundStyle()))) }
        /// Several shadings, one per layer of a symbol (its first for anything else).
        public static func palette(_ array: [Shading]) -> Shading { Shading(storage: .palette(array)) }

        /// A linear gradient from `startPoint` to `endPoint`, in the context's user space.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .absolute { env in
                .linear(gradient.resolved(in: env), start: UnitPoint(x: startPoint.x, y: startPoint.y),
                        end: UnitPoint(x: endPoint.x, y: endPoint.y))
            })
        }
        /// A radial gradient about `center`, from `startRadius` to `endRadius` (points).
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .absolute { env in
                .radial(gradient.resolved(in: env), center: UnitPoint(x: center.x, y: center.y),
                        startRadius: Double(startRadius), endRadius: Double(endRadius))
            })
        }
        /// A conic (angular) gradient about `center`, one full turn starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .absolute { env in
                .angular(gradient.resolved(in: env), center: UnitPoint(x: center.x, y: center.y),
                         start: angle.radians, end: angle.radians + 2 * .pi)
            })
        }

        /// An image repeated across the plane, a tile's corner at `origin` (user space): `sourceRect` of a
        /// named image at its size in points × `scale`, as ``ImagePaint`` draws it. (SwiftUI's documentation
        /// puts the tile's bottom-left corner at `origin`; a tile's top-left there repeats the same way.)
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> Shading {
            let paint = ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
            return Shading(storage: .absolute { env in
                guard case .image(var resolved) = paint.resolve(in: env) else { return .color(.clear) }
                resolved.origin = [Double(origin.x), Double(origin.y)]
                return .image(resolved)
            })
        }

        /// The shading as Raster's paint for a path whose bounds in user space are `bounds`.
        ///
        /// A gradient given in points becomes a ``ResolvedPaint`` whose "unit" points are placed in the unit
        /// rectangle, which leaves them where they are: the layer's one conversion to Raster is reused.
        func rasterPaint(bounds: CGRect, environment: EnvironmentValues) -> Raster.Paint {
            let (paint, inBounds) = resolvedPaint(environment)
            return paint.rasterPaint(in: inBounds ? bounds : Self.unitRect)
        }

        /// The resolved paint and whether its unit points are in the painted path's bounds.
        func resolvedPaint(_ environment: EnvironmentValues) -> (paint: ResolvedPaint, inBounds: Bool) {
            switch storage {
            case .style(let style): (style.resolve(in: environment), true)
            case .absolute(let make): (make(environment), false)
            case .palette(let list): list.first?.resolvedPaint(environment) ?? (.color(.clear), false)
            }
        }

        static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    }

    /// How a gradient shading extends past its ends, as SwiftUI's `GradientOptions`. Accepted; Raster's
    /// ramps pad with their end colours, so `.repeat` and `.mirror` draw as the padded gradient, and
    /// `.linearColor` interpolates in gamma-encoded sRGB like every other gradient here (docs/views.md).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1 << 0)
        public static let mirror = GradientOptions(rawValue: 1 << 1)
        public static let linearColor = GradientOptions(rawValue: 1 << 2)
    }
}
