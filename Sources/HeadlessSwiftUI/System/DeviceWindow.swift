/// The root of a screen with chrome: the app's views, then the chrome over them, each its own root
/// (the app's views lay out in the safe area, the chrome over the whole screen: `ViewHost.layout`).
struct DeviceWindow<Content: View>: View, PrimitiveView {
    let content: Content
    let chrome: DeviceChrome
    let screen: RenderConfiguration.Screen
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let nodes = context.child(.content).evaluate(content)
        var shown = chrome
        if nodes.firstTrait(StatusBarHiddenTrait.self) == true { shown.statusBar = nil }
        if nodes.firstTrait(SystemOverlaysTrait.self) == .hidden { shown.homeIndicator = false }
        let overlay = SystemOverlays(chrome: shown, screen: screen).accessibilityHidden(true)
        let scheme = nodes.firstTrait(PreferredColorSchemeTrait.self) ?? nil
        let node = context.child(.part("chrome")).withEnvironment { if let scheme { $0.colorScheme = scheme } }
            .evaluateSingle(overlay, name: "SystemOverlays")
        node.traits[ObjectIdentifier(DeviceChromeTrait.self)] = true
        return nodes + [node]
    }
}

/// The status bar in the top inset and the home indicator at the bottom, over the whole screen.
struct SystemOverlays: View {
    let chrome: DeviceChrome
    let screen: RenderConfiguration.Screen

    var body: some View {
        VStack(spacing: 0) {
            if let layout = chrome.statusBar {
                StatusBar(layout: layout, width: screen.size.width, height: screen.safeArea.top)
            }
            Spacer(minLength: 0)
            if chrome.homeIndicator { HomeIndicator() }
        }
        .frame(width: screen.size.width, height: screen.size.height)
    }
}
