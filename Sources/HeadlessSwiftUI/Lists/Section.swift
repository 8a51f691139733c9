/// A group of rows with an optional header and footer, as SwiftUI's `Section`. In a list or form it is one
/// card (inset-grouped) with its header above and footer below (`ListBody`); elsewhere its header,
/// content and footer are simply its views in order.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    public var body: Never { primitiveBody(Self.self) }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header(); self.content = content(); self.footer = footer()
    }
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header; self.content = content(); self.footer = footer
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}
extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}
extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}
extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A section's parts, evaluated inside a list: what `ListBody` lays out.
struct ListSectionParts {
    var header: [ViewNode]
    var rows: [ViewNode]
    var footer: [ViewNode]
    /// `.listSectionSpacing` in force on the section.
    var spacing: ListSectionSpacing?
}
enum ListSectionTrait: ViewTraitKey { typealias Value = ListSectionParts }

extension Section: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        guard let style = context.environment.listStyleKind else {
            return context.child(.part("header")).evaluate(header) + context.child(.content).evaluate(content)
                + context.child(.part("footer")).evaluate(footer)
        }
        let prominent = context.environment.headerProminence == .increased
        let headerContext = context.child(.part("header")).withEnvironment {
            $0.isInListRow = false; $0.labelIconColumn = nil
            if prominent {
                $0.font = .title3.bold(); $0.foregroundStyle = AnyShapeStyle(Color.primary)
            } else if style == .plain || style == .inset {
                $0.font = .subheadline.bold(); $0.foregroundStyle = AnyShapeStyle(Color.secondary)
            } else {
                $0.font = .footnote; $0.foregroundStyle = AnyShapeStyle(Color.secondary); $0.textCase = .uppercase
            }
        }
        let footerContext = context.child(.part("footer")).withEnvironment {
            $0.isInListRow = false; $0.labelIconColumn = nil
            $0.font = .footnote; $0.foregroundStyle = AnyShapeStyle(Color.secondary)
        }
        // The section's own label icon column (Lists/LabelIconColumn.swift), measured once its rows are evaluated.
        let column = LabelIconColumn()
        let rows = context.child(.content).withEnvironment { $0.labelIconColumn = column }.evaluate(content)
        column.measure(rows)
        let parts = ListSectionParts(header: headerContext.evaluate(header), rows: rows, footer: footerContext.evaluate(footer),
                                     spacing: context.environment.listSectionSpacing)
        let node = ViewNode(kind: .empty, name: "Section", context: context)
        node.traits[ObjectIdentifier(ListSectionTrait.self)] = parts
        return [node]
    }
}
