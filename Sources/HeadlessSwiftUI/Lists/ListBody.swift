/// A list's or form's layout, written as SwiftUI views around its evaluated rows: the sections one under
/// another in a scroll view, each its header, its rows in a card, its footer; the grouped background
/// behind. Every number is in `ListMetrics`.
struct ListBody: View {
    let sections: [ListSectionParts]
    let style: ListStyleKind
    let spacing: ListSectionSpacing?
    let showsBackground: Bool
    /// False under a navigation screen, which draws the background behind its bar and content itself.
    let drawsBackground: Bool

    /// Evaluates `content` as a list's rows and sections, then lays them out.
    @MainActor static func makeNodes<Content: View>(_ content: Content, name: String, in context: EvaluationContext) -> [ViewNode] {
        let style = context.environment.listStyleKind ?? .insetGrouped
        // Rows outside sections share the list's label icon column (each section makes its own).
        let column = LabelIconColumn()
        let inner = context.child(.content).withEnvironment {
            $0.listStyleKind = style; $0.isInListRow = true; $0.rowBadge = nil; $0.labelIconColumn = column
        }
        var sections: [ListSectionParts] = []
        var loose: [ViewNode] = []
        func flush() {
            guard !loose.isEmpty else { return }
            column.measure(loose)
            sections.append(ListSectionParts(header: [], rows: loose, footer: [], spacing: nil))
            loose = []
        }
        for node in inner.evaluate(content) {
            if let parts = node.traits[ObjectIdentifier(ListSectionTrait.self)] as? ListSectionParts {
                flush(); sections.append(parts)
            } else {
                loose.append(node)
            }
        }
        flush()
        let env = context.environment
        let body = ListBody(sections: sections, style: style, spacing: env.listSectionSpacing,
                            showsBackground: !env.scrollContentBackgroundHidden, drawsBackground: !env.isInNavigationScreen)
        let node = context.child(.part(name)).withEnvironment { $0.listSectionSpacing = nil }.evaluateSingle(body, name: name)
        if body.showsBackground { node.traits[ObjectIdentifier(ContainerBackgroundTrait.self)] = body.background }
        return [node]
    }

    var isGrouped: Bool { style == .insetGrouped || style == .grouped }
    var background: Color { isGrouped ? Color(uiColor: .systemGroupedBackground) : Color(uiColor: .systemBackground) }
    var cardColor: Color { isGrouped ? Color(uiColor: .secondarySystemGroupedBackground) : Color(uiColor: .systemBackground) }
    var margin: CGFloat { style == .insetGrouped || style == .inset ? ListMetrics.cardMargin : 0 }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(sections.indices, id: \.self) { i in
                    section(sections[i], previous: i > 0 ? sections[i - 1] : nil)
                }
            }
            .padding(.bottom, isGrouped ? ListMetrics.bottomPadding : 0)
        }
        .background { if showsBackground && drawsBackground { background.ignoresSafeArea() } }
    }

    /// The space above a section: none over the first one's header; the section spacing otherwise, less
    /// what a header box or the previous footer's box already holds.
    func spacing(above section: ListSectionParts, previous: ListSectionParts?) -> CGFloat {
        guard isGrouped else { return 0 }
        let between = (previous?.spacing ?? spacing)?.points ?? ListMetrics.spacingWithoutHeader
        let headerShare = ListMetrics.spacingWithoutHeader - ListMetrics.spacingBeforeHeader
        let afterFooter = previous.map { $0.footer.isEmpty ? 0 : ListMetrics.spacingWithoutHeader - ListMetrics.footerLastBaselineToNextCard } ?? 0
        if previous == nil { return section.header.isEmpty ? ListMetrics.topWithoutHeader : 0 }
        return max(0, between - (section.header.isEmpty ? 0 : headerShare) - afterFooter)
    }

    func section(_ parts: ListSectionParts, previous: ListSectionParts?) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            if !parts.header.isEmpty {
                textBox(parts.header, first: ListMetrics.headerBaselineFromTop, last: ListMetrics.headerBaselineToCard)
            }
            card(parts.rows)
            if !parts.footer.isEmpty {
                textBox(parts.footer, first: ListMetrics.footerFirstBaselineBelowCard, last: 0)
            }
        }
        .padding(.top, spacing(above: parts, previous: previous))
    }

    /// A header or footer: its text at the row's leading inset, its baselines where iOS puts them.
    func textBox(_ nodes: [ViewNode], first: CGFloat, last: CGFloat) -> some View {
        ListRowContainer(content: EvaluatedNodes(nodes: nodes).frame(maxWidth: .infinity, alignment: .leading),
                         spec: ListRowSpec(insets: isGrouped ? nil : ListMetrics.plainHeaderInsets, minHeight: 0,
                                           vertical: .baselines(first: first, last: last), hasSeparator: false),
                         separator: nil)
            .padding(.horizontal, margin)
    }

    /// The rows on one rounded card. Rows with a background of their own (`.listRowBackground`) draw it,
    /// and only then is the card clipped to its corners (a clip costs a mask over the card at every frame).
    func card(_ rows: [ViewNode]) -> some View {
        let shape = RoundedRectangle(cornerRadius: style == .insetGrouped ? ListMetrics.cardCornerRadius : 0, style: .continuous)
        let ownBackgrounds = rows.contains { $0.trait(ListRowBackgroundTrait.self) != nil }
        let stack = VStack(alignment: .leading, spacing: 0) {
            // Each row is identified by its content's identity, not its place: a row that moves (rows
            // inserted above it, a disclosure group opening) animates to its new place.
            ForEach(rows.indices.map { PlacedRow(index: $0, id: rows[$0].path) }, id: \.id) { placed in
                row(rows[placed.index], isLast: placed.index == rows.count - 1)
            }
        }
        return Group {
            if ownBackgrounds { stack.clipShape(shape) } else { stack }
        }
        .background(cardColor, in: shape)
        .padding(.horizontal, margin)
    }

    func row(_ node: ViewNode, isLast: Bool) -> some View {
        let separator = !isLast && node.trait(ListRowSeparatorTrait.self) != .hidden
        let spec = ListRowSpec(insets: node.trait(ListRowInsetsTrait.self), minHeight: ListMetrics.rowMinHeight, hasSeparator: separator)
        return ListRowContainer(content: content(of: node), spec: spec,
                                separator: separator ? Rectangle().fill(Color(uiColor: .separator)) : nil)
            .background { node.trait(ListRowBackgroundTrait.self) }
    }
}

extension ListBody {
    /// A row's content across the row, with its badge as a secondary value at the trailing edge unless the
    /// row's view drew it (a navigation link puts it before its chevron).
    @ViewBuilder func content(of node: ViewNode) -> some View {
        if let badge = node.trait(BadgeTrait.self), node.firstTrait(BadgeDrawnTrait.self) != true {
            HStack(spacing: ListMetrics.badgeSpacing) {
                EvaluatedNodes(nodes: [node]).frame(maxWidth: .infinity, alignment: .leading)
                badge.foregroundStyle(.secondary)
            }
        } else {
            EvaluatedNodes(nodes: [node]).frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// A row's place in its card, and the identity it is drawn under.
struct PlacedRow { let index: Int; let id: ViewPath }

/// The row node: content and separator laid out by `ListRowLayout`.
struct ListRowContainer<Content: View>: View, PrimitiveView {
    let content: Content
    let spec: ListRowSpec
    let separator: _ShapeView<Rectangle, Color>?
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        var children = [context.child(.content).evaluateSingle(content, name: "ListRow")]
        if let separator { children.append(context.child(.part("separator")).evaluateSingle(separator, name: "separator")) }
        return [ViewNode(kind: .listRow(spec), children: children, name: "ListRow", context: context)]
    }
}
