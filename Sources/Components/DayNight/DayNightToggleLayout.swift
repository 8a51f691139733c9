import Raster

/// Where every part of `DayNightToggleStyle` sits, in points, for a given (Dynamic-Type-scaled) height.
/// Pure geometry from the seed's modifiers; drawing and animation are elsewhere.
public struct DayNightToggleLayout: Hashable, Sendable {
    /// `@ScaledMetric(relativeTo: .title) var height = 56`, already scaled.
    public let height: Double

    public init(height: Double) { self.height = height }

    /// `.frame(width: height * 2.2, height: height)`.
    public var size: Size { Size(height * 2.2, height) }
    /// `let knob = height - 8`.
    public var knobDiameter: Double { height - 8 }
    /// `.padding(4)` around the knob.
    public static let knobPadding = 4.0

    /// The knob's frame with `progress` 0 at the leading end and 1 at the trailing end. Values past 0…1
    /// (a spring's overshoot) extrapolate, as SwiftUI's animated alignment does. Under right-to-left,
    /// leading is the right side.
    public func knobFrame(progress: Double, direction: RenderEnvironment.LayoutDirection) -> Rect {
        let fromLeading = Self.knobPadding + knobTravel * progress
        let x = direction == .ltr ? fromLeading : size.width - fromLeading - knobDiameter
        return Rect(x: x, y: Self.knobPadding, width: knobDiameter, height: knobDiameter)
    }

    /// The scenery's box: the whole frame less `.padding(.horizontal, height * 0.3)`.
    public var sceneryFrame: Rect {
        Rect(x: height * 0.3, y: 0, width: size.width - 2 * height * 0.3, height: height)
    }

    /// Font sizes of the scenery and knob symbols (`.font(.system(size: knob * …))`).
    public var largeSparkleSize: Double { knobDiameter * 0.3 }
    public var smallSparkleSize: Double { knobDiameter * 0.18 }
    public var sparkleSpacing: Double { knobDiameter * 0.14 }
    /// The small sparkle's `.offset(y: -knob * 0.2)`.
    public var smallSparkleRise: Double { knobDiameter * 0.2 }
    public var cloudSize: Double { knobDiameter * 0.44 }
    public var knobSymbolSize: Double { knobDiameter * 0.56 }

    /// Where the scenery symbols' anchors (the centres of their frames) land, given each symbol's frame
    /// width in points (its image box at its size).
    ///
    /// SwiftUI lays the sparkles out as an `HStack(spacing: knob * 0.14)` pushed to the leading edge of
    /// the scenery box and centred vertically; the small one's `.offset(y: -knob * 0.2)` moves its drawing
    /// only, not the stack's layout. The cloud sits at the trailing edge. Under right-to-left the stack
    /// runs from the right (the large sparkle rightmost) and the cloud goes left, as in SwiftUI.
    public func sceneryAnchors(largeSparkleWidth: Double, smallSparkleWidth: Double, cloudWidth: Double,
                               direction: RenderEnvironment.LayoutDirection)
        -> (largeSparkle: Point, smallSparkle: Point, cloud: Point) {
        let box = sceneryFrame
        let midY = box.midY
        // Distances from the scenery box's leading edge, then mapped to x for the direction.
        let large = largeSparkleWidth / 2
        let small = largeSparkleWidth + sparkleSpacing + smallSparkleWidth / 2
        let cloud = box.width - cloudWidth / 2
        func x(_ fromLeading: Double) -> Double {
            direction == .ltr ? box.minX + fromLeading : box.maxX - fromLeading
        }
        return (Point(x(large), midY), Point(x(small), midY - smallSparkleRise), Point(x(cloud), midY))
    }

    /// The knob's centre: where its symbol is anchored and what the motion tests measure.
    public func knobCenter(progress: Double, direction: RenderEnvironment.LayoutDirection) -> Point {
        knobFrame(progress: progress, direction: direction).center
    }

    /// How far the knob moves from leading to trailing rest, in points.
    public var knobTravel: Double { size.width - 2 * Self.knobPadding - knobDiameter }

    /// `.shadow(color: .black.opacity(0.25), radius: 4, y: 2)`.
    public static let shadowRadius = 4.0
    public static let shadowOffset = Point(0, 2)
    public static let shadowOpacity = 0.25

    /// Everything the component draws, shadow and overshoot included, relative to its frame's origin:
    /// the shadow reaches 3σ past the knob (α < 1/255 beyond, for 25 % black), and the knob may overshoot
    /// by `overshoot` of its travel at either end.
    public func drawingBounds(overshoot: Double) -> Rect {
        let reach = 3 * Self.shadowRadius
        let knobs = knobFrame(progress: -overshoot, direction: .ltr).union(knobFrame(progress: 1 + overshoot, direction: .ltr))
        let shadow = knobs.offsetBy(dx: Self.shadowOffset.x, dy: Self.shadowOffset.y).insetBy(dx: -reach, dy: -reach)
        return shadow.union(knobs).union(Rect(origin: .zero, size: size))
    }
}
