/// The seed's `SymbolMorphToggle(title:onSymbol:offSymbol:isOn:tint:)`, without the binding: what one
/// card shows. The state and its change are the scene's.
public struct SymbolMorphToggle: Hashable, Sendable {
    /// The label under the symbol, and VoiceOver's label for the switch.
    public var title: String
    /// The symbol shown when on (a name in the ``Symbols/SymbolCatalog``).
    public var onSymbol: String
    /// The symbol shown when off.
    public var offSymbol: String
    /// The symbol's colour when on; off is `.secondary`.
    public var tint: SymbolMorphTint

    public init(title: String, onSymbol: String, offSymbol: String, tint: SymbolMorphTint = .default) {
        self.title = title; self.onSymbol = onSymbol; self.offSymbol = offSymbol; self.tint = tint
    }

    /// The demo's four cards, in the seed's order (row by row, leading first).
    public static let alerts = SymbolMorphToggle(title: "Alerts", onSymbol: "bell.fill", offSymbol: "bell.slash.fill", tint: .system(.orange))
    public static let microphone = SymbolMorphToggle(title: "Microphone", onSymbol: "mic.fill", offSymbol: "mic.slash.fill", tint: .system(.pink))
    public static let camera = SymbolMorphToggle(title: "Camera", onSymbol: "video.fill", offSymbol: "video.slash.fill", tint: .system(.green))
    public static let network = SymbolMorphToggle(title: "Network", onSymbol: "wifi", offSymbol: "wifi.slash", tint: .system(.blue))
}
