import Raster
import Symbols
import Typesetting

/// The seed's `SymbolMorphToggleDemo` on a device screen: four cards in a 2×2 grid on the grouped
/// background, some of which switch at time 0.
///
/// All cards start in the same state, the one the toggled cards leave: `toOn: false` (`--state off`)
/// starts every card on (the seed's initial `@State`s) and switches the chosen ones off; `toOn: true`
/// starts every card off and switches the chosen ones on. Untoggled cards stay as they started. The
/// chosen cards switch together, as if tapped at the same instant.
public struct SymbolMorphToggleDemoScene: AnimatedScene {
    /// The four cards, in grid order (row by row, leading first).
    public enum Card: String, CaseIterable, Hashable, Sendable {
        case alerts, microphone, camera, network

        /// The seed's toggle for this card.
        public var toggle: SymbolMorphToggle {
            switch self {
            case .alerts: .alerts
            case .microphone: .microphone
            case .camera: .camera
            case .network: .network
            }
        }
    }

    public let toOn: Bool
    /// The cards that switch.
    public let toggled: Set<Card>
    public let environment: RenderEnvironment
    public let dynamicType: DynamicTypeSize
    public let screen: DeviceScreen
    public let layout: SymbolMorphToggleDemoLayout

    /// One scene per card (in ``Card/allCases`` order) at the grid's cell width.
    let cards: [SymbolMorphToggleScene]
    /// Each card's origin on the screen canvas, in whole pixels.
    let cardOrigins: [(x: Int, y: Int)]
    let background: Color

    /// - Throws: ``SymbolMorphError/noCardToggled`` for an empty `toggled`; a font or symbol error
    ///   from the cards (``SymbolMorphToggleScene/init(toggle:toOn:environment:dynamicType:width:background:catalog:)``).
    public init(toOn: Bool, toggled: Set<Card> = Set(Card.allCases), environment: RenderEnvironment,
                dynamicType: DynamicTypeSize = .large, screen: DeviceScreen = .iPhone16Pro,
                catalog: SymbolCatalog = .standard, fonts: FontResolver = FontResolver()) throws {
        guard !toggled.isEmpty else { throw SymbolMorphError.noCardToggled }
        self.toOn = toOn
        self.toggled = toggled
        self.environment = environment
        self.dynamicType = dynamicType
        self.screen = screen
        let layout = SymbolMorphToggleDemoLayout(screen: screen)
        self.layout = layout
        background = environment.colors.color(.systemGroupedBackground)
        cards = try Card.allCases.map {
            try SymbolMorphToggleScene(toggle: $0.toggle, toOn: toOn, environment: environment, dynamicType: dynamicType,
                                       width: layout.cellWidth, catalog: catalog, fonts: fonts)
        }
        let s = Double(environment.scale)
        let frames = layout.cardFrames(heights: cards.map(\.cardSize.height), direction: environment.layoutDirection)
        cardOrigins = frames.map { (Int(($0.minX * s).rounded()), Int(($0.minY * s).rounded())) }
    }

    /// The whole screen.
    public var pixelSize: (width: Int, height: Int) {
        let s = Double(environment.scale)
        return (Int((screen.size.width * s).rounded()), Int((screen.size.height * s).rounded()))
    }

    /// The slowest toggled card's settling (they all share the spring; magic replace is shorter).
    public var settleTime: Double {
        zip(Card.allCases, cards).filter { toggled.contains($0.0) }.map(\.1.settleTime).max() ?? 0
    }

    /// Each card in grid order, "Alerts, switch, Off; Microphone, switch, On; …", in the state it ends in.
    public var accessibilityDescription: String {
        Card.allCases.map { card in
            "\(card.toggle.title), switch, \(toggled.contains(card) == toOn ? "On" : "Off")"
        }.joined(separator: "; ")
    }

    /// Each toggled card's values (``SymbolMorphToggleScene/values(at:)``), prefixed by its name:
    /// `alerts.symbolPhase`, `alerts.red`, …, in grid order.
    public func values(at time: Double) -> [(name: String, value: Double)] {
        zip(Card.allCases, cards).filter { toggled.contains($0.0) }.flatMap { card, scene in
            scene.values(at: time).map { (name: "\(card.rawValue).\($0.name)", value: $0.value) }
        }
    }

    public func render(at time: Double) -> Pixmap {
        let size = pixelSize
        // `Color(.systemGroupedBackground).ignoresSafeArea()`: the whole screen.
        var screen = Pixmap(width: size.width, height: size.height, filledWith: background)
        for (card, (scene, origin)) in zip(Card.allCases, zip(cards, cardOrigins)) {
            // Each card is drawn on a canvas of its own scene's size, over the screen's pixels there,
            // then written back: the same pixels as drawing on the screen, at a card's cost.
            let x = origin.x - scene.frameOrigin.x, y = origin.y - scene.frameOrigin.y
            var local = Canvas(pixmap: screen.region(x: x, y: y, width: scene.pixelSize.width, height: scene.pixelSize.height))
            // An untoggled card shows the start state: its scene before the change.
            scene.drawComponent(at: toggled.contains(card) ? time : 0, into: &local, originPixels: scene.frameOrigin)
            screen.replaceRegion(x: x, y: y, with: local.pixmap)
        }
        return screen
    }
}
