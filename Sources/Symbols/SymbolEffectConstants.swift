/// Every number the symbol effects use, in one place.
///
/// Apple publishes none of them (FACTS.md: "likely; Apple describes them only in words"). They are
/// guesses, chosen to follow the behaviour FACTS.md describes and then adjusted by looking at our
/// rendered frames (not measured against a device): a replace takes a bit under half a second and
/// reads as one gesture, a by-layer replace staggers its layers just enough that the order shows,
/// and the magic slash is a short, quick stroke. Change them here and every effect, test and
/// golden follows (re-record the goldens).
public enum SymbolEffectConstants {
    // MARK: Replace

    /// Seconds the old symbol (each layer) takes to leave: scale and fade.
    public static let replaceOutDuration = 0.2
    /// Seconds after the start at which the new symbol begins to arrive, so old and new overlap
    /// briefly instead of leaving an empty frame.
    public static let replaceInDelay = 0.1
    /// Seconds the new symbol (each layer) takes to arrive, overshoot included.
    public static let replaceInDuration = 0.3
    /// Extra delay per layer index for `.byLayer` (0 for `.wholeSymbol`): enough for two or three
    /// layers to read as a sequence without dragging the effect past ~0.5 s.
    public static let byLayerDelay = 0.07
    /// Scale the old symbol shrinks to as it leaves with `.downUp`.
    public static let replaceShrinkScale = 0.5
    /// Scale the old symbol grows to as it leaves with `.upUp`.
    public static let replaceGrowScale = 1.3
    /// Scale the new symbol starts from before it grows to 1.
    public static let replaceEntryScale = 0.5
    /// Overshoot of the arrival's "back-out" curve `1 + (c+1)(u−1)³ + c(u−1)²`: c = 1.5 peaks at
    /// about 1.08 of the way, so the new symbol pops ≈ 4 % past full size (from 0.5) and settles.
    public static let replaceOvershoot = 1.5
    /// The largest scale any replace reaches (for sizing canvases that hold a transition).
    public static let largestScale = max(replaceGrowScale, 1.05)

    // MARK: Magic replace

    /// Seconds the slash (with its gap) takes to draw on or off along its length, ease-in-out.
    public static let magicSlashDuration = 0.3

    // MARK: Fade (Reduce Motion)

    /// Seconds of the opacity cross-fade, ease-in-out: about SwiftUI's default 0.35 s animation.
    public static let fadeDuration = 0.35

    // MARK: Rendering modes

    /// Opacity of secondary layers in hierarchical mode. SwiftUI's value isn't published (FACTS.md
    /// says only "reduced"); half is a guess that keeps the clapper and mic holder clearly visible
    /// yet clearly secondary on light and dark backgrounds.
    public static let hierarchicalSecondaryOpacity = 0.5
    /// Opacity of tertiary layers in hierarchical mode (SF Symbols templates' `hierarchical-N:tertiary`):
    /// half of secondary again, a guess like it, so the three levels step down evenly.
    public static let hierarchicalTertiaryOpacity = 0.25
    /// Opacity of quaternary layers (`hierarchical-N:quaternary`), SwiftUI's fourth hierarchical level:
    /// half of tertiary again. Apple publishes no number for it either (FACTS.md has none), so it
    /// continues the same guessed even step rather than inventing another.
    public static let hierarchicalQuaternaryOpacity = 0.125
}
