import HeadlessSwiftUI

/// What one `SymbolMorphToggle` shows: its title, its two symbols and its tint. The state is its host's.
public struct SymbolMorphCard: Hashable, Sendable {
    /// The label under the symbol, and VoiceOver's label for the switch (what a tap finds it by).
    public var title: String
    /// The symbol shown when on (see `togglerender symbols`).
    public var onSymbol: String
    /// The symbol shown when off.
    public var offSymbol: String
    /// The symbol's colour when on; off is `.secondary`.
    public var tint: Color

    public init(title: String, onSymbol: String, offSymbol: String, tint: Color = .blue) {
        self.title = title; self.onSymbol = onSymbol; self.offSymbol = offSymbol; self.tint = tint
    }

    /// The demo's four cards, in the seed's order (row by row, leading first), and their `--symbol` names.
    public static let alerts = SymbolMorphCard(title: "Alerts", onSymbol: "bell.fill", offSymbol: "bell.slash.fill", tint: .orange)
    public static let microphone = SymbolMorphCard(title: "Microphone", onSymbol: "mic.fill", offSymbol: "mic.slash.fill", tint: .pink)
    public static let camera = SymbolMorphCard(title: "Camera", onSymbol: "video.fill", offSymbol: "video.slash.fill", tint: .green)
    public static let network = SymbolMorphCard(title: "Network", onSymbol: "wifi", offSymbol: "wifi.slash", tint: .blue)
    public static let demo: [(name: String, symbol: String, card: SymbolMorphCard)] = [
        ("alerts", "bell", alerts), ("microphone", "mic", microphone), ("camera", "video", camera), ("network", "wifi", network),
    ]
}
