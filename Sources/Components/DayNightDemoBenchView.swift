#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif

/// The day/night demo as a public view, for measuring the view layer on a tree of its size.
public struct DayNightDemoBenchView: View {
    public init() {}
    public var body: some View { DayNightToggleDemo() }
}
