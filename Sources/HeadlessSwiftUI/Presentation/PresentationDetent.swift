/// A sheet's resting height, as SwiftUI's `PresentationDetent`. A sheet rests at the smallest of the
/// detents its content gives (`.presentationDetents`), as UIKit's sheet does with no detent selected, or at
/// the selected one; `.large` when none is given.
///
/// Heights (guesses: no sheet at a detent other than large is in the ground truth): `.medium` is half the
/// screen's height, as Apple's documentation describes it ("approximately half the height of the
/// screen"); `.fraction(f)` is that share of the screen's height; `.height(h)` is `h` above the bottom
/// safe area, as UIKit's custom detents exclude it. A sheet below `.large` leaves the presenting view in
/// place, dimmed but not set back (a guess from iOS's behaviour, not measured). The drag indicator is not
/// drawn.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large
        case fraction(Double)
        case height(Double)
    }
    let kind: Kind

    public static let large = PresentationDetent(kind: .large)
    public static let medium = PresentationDetent(kind: .fraction(0.5))
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(Double(fraction))) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(Double(height))) }

    /// The height the card's frame takes in the safe area (its background reaches on under the bottom
    /// inset), or nil at `.large` or for a detent as tall as it: the card then fills the screen from 10 pt
    /// below the safe area's top.
    func sheetHeight(screen: CGSize?, safeArea: EdgeInsets?) -> CGFloat? {
        guard let screen else { return nil }
        let bottom = safeArea?.bottom ?? 0
        let visible: CGFloat = switch kind {
        case .large: .infinity
        case .fraction(let f): screen.height * CGFloat(f)
        case .height(let h): CGFloat(h) + bottom
        }
        let largest = screen.height - (safeArea?.top ?? 0) - SheetModifier<EmptyView>.topGap
        return visible >= largest ? nil : max(0, visible - bottom)
    }

    /// The card's frame height where the sheet whose evaluated card is `card` rests (see
    /// ``sheetHeight(screen:safeArea:)``): its content's selection, else the smallest of its detents.
    @MainActor static func restingHeight(of card: [ViewNode], screen: CGSize?, safeArea: EdgeInsets?) -> CGFloat? {
        guard let detents = card.firstTrait(PresentationDetentsTrait.self), !detents.available.isEmpty else { return nil }
        if let selected = detents.selection, detents.available.contains(selected) {
            return selected.sheetHeight(screen: screen, safeArea: safeArea)
        }
        let heights = detents.available.map { $0.sheetHeight(screen: screen, safeArea: safeArea) }
        return heights.compactMap { $0 }.min()   // nil: every detent is as tall as .large
    }
}

/// What `.presentationDetents` put on a sheet's content.
struct PresentationDetents {
    var available: Set<PresentationDetent>
    var selection: PresentationDetent?
}
enum PresentationDetentsTrait: ViewTraitKey { typealias Value = PresentationDetents }

extension View {
    /// The heights the enclosing sheet can rest at; it rests at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, TraitModifier> {
        trait(PresentationDetentsTrait.self, PresentationDetents(available: detents, selection: nil))
    }
    /// The heights the enclosing sheet can rest at; it rests at `selection`.
    public func presentationDetents(_ detents: Set<PresentationDetent>,
                                    selection: Binding<PresentationDetent>) -> ModifiedContent<Self, TraitModifier> {
        trait(PresentationDetentsTrait.self, PresentationDetents(available: detents, selection: selection.wrappedValue))
    }
    /// Accepted: the drag indicator is not drawn.
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
}

extension EnvironmentValues {
    /// The device screen's safe area when rendering full screen (where a sheet's detents are measured from).
    var screenSafeArea: EdgeInsets? {
        get { self[ScreenSafeAreaKey.self] }
        set { self[ScreenSafeAreaKey.self] = newValue }
    }
}
private enum ScreenSafeAreaKey: EnvironmentKey { static let defaultValue: EdgeInsets? = nil }
