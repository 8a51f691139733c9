import Raster

/// Visual changes that read a view's geometry and never change its layout, as SwiftUI's `VisualEffect`:
/// what `.visualEffect { content, proxy in … }` returns, built from `content` (an `EmptyVisualEffect`) with
/// the effects below, each as the view modifier of the same name draws it.
///
/// The closure runs each time the view is laid out, with the view's size and its frame in the root's
/// points (`GeometryProxy.frame(in: .global)`; the frame layout gave it, before any effect). Its values are
/// the node's effect parameters for that state, so a change of geometry under an animation animates the
/// effects' values between the two layouts (SwiftUI calls the closure with the geometry of every frame;
/// for effects linear in the geometry the pictures are the same). `Animatable`'s `animatableData` of an
/// effect is not read. Shader effects (`distortionEffect`, `layerEffect`, `colorEffect`) are not there.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing: the `content` a visual-effect closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    public typealias AnimatableData = EmptyAnimatableData
    public init() {}
}

/// A visual effect this module can turn into its effects.
protocol ResolvableVisualEffect: VisualEffect {
    /// The effects, innermost (the first applied) first.
    func effects(in environment: EnvironmentValues) -> [Effect]
}

extension EmptyVisualEffect: ResolvableVisualEffect {
    func effects(in environment: EnvironmentValues) -> [Effect] { [] }
}

/// `base` with one more effect around it.
public struct _VisualEffectModifier<Base: VisualEffect>: VisualEffect, ResolvableVisualEffect {
    public typealias AnimatableData = EmptyAnimatableData
    let base: Base
    let effect: @Sendable (EnvironmentValues) -> Effect
    func effects(in environment: EnvironmentValues) -> [Effect] {
        ((base as? any ResolvableVisualEffect)?.effects(in: environment) ?? []) + [effect(environment)]
    }
}

extension VisualEffect {
    private func adding(_ effect: @escaping @Sendable (EnvironmentValues) -> Effect) -> _VisualEffectModifier<Self> {
        _VisualEffectModifier(base: self, effect: effect)
    }

    /// Moves the drawing by an offset.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding { _ in .offset(offset) } }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding { _ in .offset(CGSize(width: x, height: y)) } }

    /// Scales the drawing about an anchor of the view's frame.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding { _ in .scale(scale, anchor: anchor) } }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding { _ in .scale(CGSize(width: scale, height: scale), anchor: anchor) }
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding { _ in .scale(CGSize(width: x, height: y), anchor: anchor) }
    }

    /// Rotates the drawing about an anchor of the view's frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding { _ in .rotation(angle, anchor: anchor) } }

    /// Rotates the drawing in three dimensions, as `View.rotation3DEffect` does.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        let spec = Rotation3DSpec(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
        return adding { _ in .rotation3D(spec) }
    }

    /// Draws through an affine transform of the view's own coordinates.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding { _ in .projection(ProjectionTransform(transform)) }
    }

    /// A Gaussian blur of the drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding { _ in .blur(radius: Double(radius), opaque: opaque) } }

    /// Transparency.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding { _ in .opacity(opacity) } }

    public func brightness(_ amount: Double) -> some VisualEffect { adding { _ in .colorMatrix(.brightness(amount)) } }
    public func contrast(_ amount: Double) -> some VisualEffect { adding { _ in .colorMatrix(.contrast(amount)) } }
    public func saturation(_ amount: Double) -> some VisualEffect { adding { _ in .colorMatrix(.saturation(amount)) } }
    public func grayscale(_ amount: Double) -> some VisualEffect { adding { _ in .colorMatrix(.grayscale(amount)) } }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding { _ in .colorMatrix(.hueRotation(angle.radians)) } }
    /// Multiplies every colour by `color`.
    public func colorMultiply(_ color: Color) -> some VisualEffect {
        adding { env in .colorMatrix(.colorMultiply(color.resolved(scheme: env.colorScheme, palette: env.palette))) }
    }
}

/// A `.visualEffect` closure, erased: run at layout with the node's geometry.
struct VisualEffectSpec: Sendable {
    let make: @Sendable (GeometryProxy) -> any VisualEffect

    /// The effects for a layout of the node, outermost first (as a chain of view modifiers nests them).
    @MainActor func effects(_ proxy: GeometryProxy, in environment: EnvironmentValues) -> [Effect] {
        ((make(proxy) as? any ResolvableVisualEffect)?.effects(in: environment) ?? []).reversed()
    }
}

extension View {
    /// Applies effects to the view that may read its geometry (`proxy`: its size and frame) without
    /// changing its layout. `content` is an `EmptyVisualEffect` to build the effects from.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E)
        -> ModifiedContent<Self, EffectModifier> {
        let spec = VisualEffectSpec { proxy in effect(EmptyVisualEffect(), proxy) }
        return modifier(EffectModifier(effect: { _ in .visualEffect(spec) }, nodeName: "visualEffect"))
    }
}
