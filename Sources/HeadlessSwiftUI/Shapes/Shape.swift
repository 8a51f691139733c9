import Raster

/// A 2-D outline that fills its frame, as SwiftUI's `Shape`. `path(in:)` is called again for every frame
/// of an animation with the interpolated `animatableData`, so custom shapes animate as in SwiftUI.
public protocol Shape: Sendable, Animatable, View {
    /// The outline in `rect` (the frame the shape is laid out in).
    nonisolated func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal (shapes take the whole proposal by default).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape on its own is filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, drawing: .fill(ForegroundStyle(), FillStyle())) }
}

/// A shape that can be inset by a length (for `strokeBorder`), as SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// How a path's inside is decided, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// CoreGraphics' line caps (not in Foundation on Linux).
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
/// CoreGraphics' line joins.
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

/// How a path is stroked, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }

    /// Raster's stroke style for this one.
    var raster: Raster.StrokeStyle {
        let cap: Raster.StrokeStyle.LineCap = switch lineCap { case .butt: .butt; case .round: .round; case .square: .square }
        let join: Raster.StrokeStyle.LineJoin = switch lineJoin { case .miter: .miter; case .round: .round; case .bevel: .bevel }
        return Raster.StrokeStyle(width: Double(lineWidth), cap: cap, join: join, miterLimit: Double(miterLimit))
    }
}

/// The corner of a rounded rectangle: quarter circles, or Apple's continuous curve.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
    var raster: Raster.Path.CornerStyle { self == .circular ? .circular : .continuous }
}
