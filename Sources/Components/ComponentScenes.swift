import HeadlessSwiftUI

/// The scenes the render command draws, each built from the components' SwiftUI code and a tap, as a user
/// would change them: the one place where a component and its scenes meet the view layer.
@MainActor
public enum ComponentScenes {
    /// What the Day Night Toggle's switch is labelled (its `title`), and so what a tap finds.
    public static let dayNightLabel = "Night mode"

    /// The day/night demo's own loop, run to its second flip: one cycle there and back (the seed flips every
    /// 1.5 s, first at 1.5 s).
    public static let autoToggleSpan = 3.0

    /// The Day Night Toggle alone, changing to night (`toNight`) or to day.
    public static func dayNightToggle(toNight: Bool, configuration: RenderConfiguration) async throws -> ViewScene {
        try await sharingCanvas(configuration) { configuration, forward in
            let host = ViewHost(ToggleHost(isOn: forward != toNight) { DayNightToggle(isNight: $0) }, configuration: configuration)
            host.tap(dayNightLabel)
            return host
        }
    }

    /// The day/night demo screen: one change at 0 s, or (`autoToggle`) the seed's own loop run until `until`
    /// seconds (``autoToggleSpan`` by default). The demo starts at day, so changing to day first sets night.
    public static func dayNightDemo(toNight: Bool, autoToggle: Bool, until: Double? = nil,
                                    configuration: RenderConfiguration) async throws -> ViewScene {
        if autoToggle { return try await ViewHost(DayNightToggleDemo(), configuration: configuration).makeScene(until: until ?? autoToggleSpan) }
        return try await sharingCanvas(configuration) { configuration, forward in
            let host = ViewHost(DayNightToggleDemo(), configuration: configuration)
            if forward != toNight { host.tap(dayNightLabel, at: -1) }
            host.tap(dayNightLabel)
            return host
        }
    }

    /// One Symbol Morph Toggle card `width` points wide, changing to on (`toOn`) or off.
    public static func symbolMorphCard(_ card: SymbolMorphCard, toOn: Bool, width: Double,
                                       configuration: RenderConfiguration) async throws -> ViewScene {
        var configuration = configuration
        configuration.proposal = ProposedViewSize(width: width, height: nil)
        return try await sharingCanvas(configuration) { configuration, forward in
            let view = ToggleHost(isOn: forward != toOn) {
                SymbolMorphToggle(title: LocalizedStringResource(card.title), onSymbol: card.onSymbol, offSymbol: card.offSymbol,
                                  isOn: $0, tint: card.tint)
            }
            let host = ViewHost(view, configuration: configuration)
            host.tap(card.title)
            return host
        }
    }

    /// The symbol morph demo's grid: the cards titled in `toggled` change to on or off; the others stay on,
    /// as the demo starts, so a state of the grid is the same pixels whichever change led to it.
    public static func symbolMorphDemo(toOn: Bool, toggled: [String], configuration: RenderConfiguration) async throws -> ViewScene {
        try await sharingCanvas(configuration) { configuration, forward in
            let host = ViewHost(SymbolMorphToggleDemo(), configuration: configuration)
            if forward == toOn { for title in toggled { host.tap(title, at: -1) } }
            for title in toggled { host.tap(title) }
            return host
        }
    }

    /// The iOS switch: a plain `Toggle` with an optional label, `width` points wide when labelled.
    public static func systemSwitch(title: String?, tint: Color?, width: Double?, toOn: Bool,
                                    configuration: RenderConfiguration) async throws -> ViewScene {
        var configuration = configuration
        if let width { configuration.proposal = ProposedViewSize(width: width, height: nil) }
        return try await sharingCanvas(configuration) { configuration, forward in
            let host = ViewHost(ToggleHost(isOn: forward != toOn) { SystemSwitch(title: title, tint: tint, isOn: $0) },
                                configuration: configuration)
            host.tap(SystemSwitch.label(title))
            return host
        }
    }

    /// A change drawn on the canvas both of its directions share, so the picture of a state is the same
    /// pixels whichever change led to it: a spring overshoots on the side it moves towards, so each
    /// direction alone reaches further on its own side. `host` makes the view with its taps for the change
    /// asked for (`forward`) or the reverse one. A screen or a pinned canvas is the same either way.
    private static func sharingCanvas(_ configuration: RenderConfiguration,
                                      _ host: (RenderConfiguration, _ forward: Bool) -> ViewHost) async throws -> ViewScene {
        var shared = configuration
        if configuration.screen == nil, configuration.canvasSize == nil, !configuration.clipsToFrame {
            shared.canvasIncludes = try await host(configuration, false).drawingCanvas()
        }
        return try await host(shared, true).makeScene()
    }
}
