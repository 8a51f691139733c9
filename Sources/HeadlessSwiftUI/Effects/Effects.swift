import Raster

/// A modifier that wraps its content in one effect node.
public struct EffectModifier: ViewModifier, NodeWrappingModifier {
    let effect: @MainActor (EnvironmentValues) -> Effect
    let nodeName: String
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func nodeKind(in context: EvaluationContext) -> NodeKind { .effect(effect(context.environment)) }
}

/// `.mask`: the content drawn only where the mask view is opaque.
public struct MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    let mask: Mask
    let alignment: Alignment
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    func makeNodes<C: View>(content: C, in context: EvaluationContext) -> [ViewNode] {
        context.child(.content).evaluate(content).map { node in
            let mask = context.child(.part("mask")).evaluateSingle(mask, name: "ZStack")
            return ViewNode(kind: .effect(.mask(alignment)), children: [node, mask], name: "mask", context: context)
        }
    }
}

extension View {
    func effect(_ name: String, _ make: @escaping @MainActor (EnvironmentValues) -> Effect) -> ModifiedContent<Self, EffectModifier> {
        modifier(EffectModifier(effect: make, nodeName: name))
    }

    /// Transparency. On a container without `.compositingGroup()` it reaches each leaf on its own, so
    /// overlapping leaves show through each other, as in SwiftUI.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, EffectModifier> { effect("opacity") { _ in .opacity(opacity) } }

    /// Moves the drawing (never the layout) by an offset; not mirrored under right-to-left.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, EffectModifier> { effect("offset") { _ in .offset(offset) } }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, EffectModifier> { offset(CGSize(width: x, height: y)) }

    /// A drop shadow: the drawing's alpha blurred (σ = 0.95 × radius, measured on iOS), tinted and moved.
    /// Without `.compositingGroup()` each leaf casts its own shadow, as in SwiftUI.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ModifiedContent<Self, EffectModifier> {
        effect("shadow") { env in
            .shadow(ShadowSpec(color: color.resolved(scheme: env.colorScheme, palette: env.palette), radius: Double(radius),
                               x: Double(x), y: Double(y)))
        }
    }

    /// Scales the drawing about an anchor of the view's frame.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, EffectModifier> {
        effect("scaleEffect") { _ in .scale(scale, anchor: anchor) }
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, EffectModifier> {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, EffectModifier> {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the drawing about an anchor of the view's frame (clockwise for positive angles).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, EffectModifier> {
        effect("rotationEffect") { _ in .rotation(angle, anchor: anchor) }
    }

    /// A Gaussian blur of the drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, EffectModifier> {
        effect("blur") { _ in .blur(radius: Double(radius), opaque: opaque) }
    }

    public func brightness(_ amount: Double) -> ModifiedContent<Self, EffectModifier> { effect("brightness") { _ in .colorMatrix(.brightness(amount)) } }
    public func contrast(_ amount: Double) -> ModifiedContent<Self, EffectModifier> { effect("contrast") { _ in .colorMatrix(.contrast(amount)) } }
    public func saturation(_ amount: Double) -> ModifiedContent<Self, EffectModifier> { effect("saturation") { _ in .colorMatrix(.saturation(amount)) } }
    public func grayscale(_ amount: Double) -> ModifiedContent<Self, EffectModifier> { effect("grayscale") { _ in .colorMatrix(.grayscale(amount)) } }
    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, EffectModifier> { effect("hueRotation") { _ in .colorMatrix(.hueRotation(angle.radians)) } }
    public func colorInvert() -> ModifiedContent<Self, EffectModifier> { effect("colorInvert") { _ in .colorMatrix(.colorInvert) } }
    public func luminanceToAlpha() -> ModifiedContent<Self, EffectModifier> { effect("luminanceToAlpha") { _ in .colorMatrix(.luminanceToAlpha) } }
    /// Multiplies every colour by `color`.
    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, EffectModifier> {
        effect("colorMultiply") { env in .colorMatrix(.colorMultiply(color.resolved(scheme: env.colorScheme, palette: env.palette))) }
    }

    /// Flattens the subtree before the effects outside it (opacity, shadow) apply.
    public func compositingGroup() -> ModifiedContent<Self, EffectModifier> { effect("compositingGroup") { _ in .compositingGroup } }
    /// Flattens the subtree into one image (here the same as a compositing group).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedContent<Self, EffectModifier> {
        effect("drawingGroup") { _ in .compositingGroup }
    }

    /// Clips the drawing to a shape in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, EffectModifier> {
        effect("clipShape") { _ in .clip(shape, evenOdd: style.isEOFilled) }
    }
    /// Clips the drawing to the view's frame.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, EffectModifier> { clipShape(Rectangle()) }
    /// Clips to a rounded rectangle (circular corners, as the deprecated modifier did).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, EffectModifier> {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Draws the view only where `mask` is opaque.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> ModifiedContent<Self, MaskModifier<M>> {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }
    @_disfavoredOverload
    public func mask<M: View>(_ mask: M) -> ModifiedContent<Self, MaskModifier<M>> {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }

    /// Keeps the view's space but draws nothing.
    public func hidden() -> ModifiedContent<Self, EffectModifier> { effect("hidden") { _ in .hidden } }

    /// The tappable area: accepted and recorded (it draws nothing, as in SwiftUI).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
}

/// How a drawing group renders colour (accepted; groups here blend in gamma-encoded sRGB).
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }
