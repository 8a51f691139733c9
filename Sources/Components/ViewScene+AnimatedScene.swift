import Export
import HeadlessSwiftUI

/// A rendered view is what the exporter draws: every output (frames, APNG, filmstrip, poster, batch, goldens)
/// works for it.
extension ViewScene: AnimatedScene {}
