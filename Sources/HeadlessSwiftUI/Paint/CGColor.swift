import Foundation
import Raster

/// A fixed colour, as CoreGraphics' `CGColor` (which Linux's Foundation does not have): the initialisers
/// SwiftUI code uses, in sRGB or grey, with the components and alpha read back. Colour spaces, patterns and
/// conversions are not modelled.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components as given: red, green, blue, alpha; or gray, alpha.
    public let components: [CGFloat]?
    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    /// An sRGB colour (components 0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    /// A grey (0 black … 1 white).
    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, alpha] }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let c = components else { return nil }
        return c.count == 2 ? CGColor(gray: c[0], alpha: alpha) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    /// Straight-alpha sRGB, as the renderer paints.
    var rasterColor: Raster.Color {
        let c = components ?? [0, 0]
        let (r, g, b) = c.count == 2 ? (c[0], c[0], c[0]) : (c[0], c[1], c[2])
        return Raster.Color(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(alpha))
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    public var description: String { "CGColor(\(components ?? []))" }
}

extension Color {
    /// A colour from a `CGColor`.
    public init(cgColor: CGColor) { self.init(.fixed(cgColor.rasterColor)) }
    @available(*, deprecated, renamed: "init(cgColor:)")
    public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }

    /// The colour as a `CGColor`, or nil when it is not fixed (a system, accent or asset colour depends on
    /// the appearance it is resolved in), as SwiftUI gives nil for dynamic colours.
    public var cgColor: CGColor? {
        func fixed(_ s: Storage) -> Raster.Color? {
            switch s {
            case .fixed(let c): c
            case .opacity(let base, let k): fixed(base)?.opacity(k)
            case .system, .accent, .named: nil
            }
        }
        return fixed(storage).map { CGColor(red: CGFloat($0.red), green: CGFloat($0.green), blue: CGFloat($0.blue), alpha: CGFloat($0.alpha)) }
    }
}
