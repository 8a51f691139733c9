import Raster
import Typesetting

/// Where every part of one `SymbolMorphToggle` card sits, in points from the card's top-left corner.
/// Pure geometry from the seed's modifiers; drawing and animation are elsewhere.
///
/// ```
/// VStack(spacing: 12) { Image(…).frame(height: symbolSize * 1.3); Text(title).font(.headline) }
///     .frame(maxWidth: .infinity).padding(.vertical, 28)
///     .background(…, in: .rect(cornerRadius: 24))
/// ```
/// The stack's children are centred horizontally (its default alignment) in a stack that is centred
/// in the card (`.frame(maxWidth: .infinity)`), so the symbol and the title's block share the card's
/// vertical centre line.
public struct SymbolMorphToggleLayout: Hashable, Sendable {
    /// `@ScaledMetric(relativeTo: .largeTitle) private var symbolSize = 44.0`.
    public static let symbolMetric = ScaledMetric(wrappedValue: 44, relativeTo: .largeTitle)
    /// `.frame(height: symbolSize * 1.3)`.
    public static let symbolFrameFactor = 1.3
    /// `VStack(spacing: 12)`.
    public static let spacing = 12.0
    /// `.padding(.vertical, 28)`.
    public static let verticalPadding = 28.0
    /// `.rect(cornerRadius: 24)`: continuous corners, SwiftUI's default.
    public static let cornerRadius = 24.0

    /// The card's width (the proposed width: `.frame(maxWidth: .infinity)` takes all of it).
    public let width: Double
    /// The symbol's font size, already scaled for Dynamic Type.
    public let symbolSize: Double
    /// The title's block: widest line by number of lines × line height.
    public let titleSize: Size

    public init(width: Double, symbolSize: Double, titleSize: Size) {
        self.width = width; self.symbolSize = symbolSize; self.titleSize = titleSize
    }

    /// The symbol image's frame height.
    public var symbolFrameHeight: Double { symbolSize * Self.symbolFrameFactor }

    /// The card: padding, symbol frame, spacing, title, padding.
    public var size: Size {
        Size(width, 2 * Self.verticalPadding + symbolFrameHeight + Self.spacing + titleSize.height)
    }

    /// Where the symbol's anchor lands: the centre of its frame, which is centred in the card.
    public var symbolAnchor: Point { Point(width / 2, Self.verticalPadding + symbolFrameHeight / 2) }

    /// The title block's frame: under the symbol frame and the spacing, centred.
    public var titleFrame: Rect {
        Rect(x: (width - titleSize.width) / 2, y: Self.verticalPadding + symbolFrameHeight + Self.spacing,
             width: titleSize.width, height: titleSize.height)
    }
}
