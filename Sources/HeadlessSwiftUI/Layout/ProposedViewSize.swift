/// What a parent offers a child, as SwiftUI's `ProposedViewSize`: per axis a length, or nil for "your
/// ideal size". Zero asks for the minimum, infinity for the maximum.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with nil dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The length along `axis`.
    func value(_ axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }

    /// A proposal from lengths along and across `axis`.
    static func along(_ axis: Axis, _ main: CGFloat?, across: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: across) : ProposedViewSize(width: across, height: main)
    }
}

extension CGSize {
    /// The length along `axis`.
    func value(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
    static func along(_ axis: Axis, _ main: CGFloat, across: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: main, height: across) : CGSize(width: across, height: main)
    }
}
