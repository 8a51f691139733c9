/// `.popover(isPresented:attachmentAnchor:arrowEdge:content:)`: in a compact width, which every iPhone is in
/// portrait, iOS adapts a popover into a sheet, so it is drawn by `SheetModifier` (the anchor and arrow edge
/// are accepted and have nothing to point at).
extension View {
    public func popover<Content: View>(isPresented: Binding<Bool>,
                                       attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil,
                                       @ViewBuilder content: () -> Content) -> ModifiedContent<Self, SheetModifier<Content>> {
        modifier(SheetModifier(isPresented: isPresented, sheet: content()))
    }
    /// A popover for `item` while it is not nil, adapted into a sheet.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content)
        -> ModifiedContent<Self, SheetModifier<Content?>> {
        sheet(item: item, content: content)
    }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor` (accepted: popovers draw as sheets).
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A geometry value's source, as SwiftUI's `Anchor<Value>.Source`: here only the bounds a popover is
/// attached to are named.
public struct Anchor<Value>: Sendable {
    public struct Source: Sendable {}
}
extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}
