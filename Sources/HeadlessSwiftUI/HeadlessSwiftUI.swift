// HeadlessSwiftUI: SwiftUI's view API, evaluated, laid out, animated and drawn without SwiftUI.
//
// A user's file says
//
//     #if canImport(SwiftUI)
//     import SwiftUI
//     #else
//     import HeadlessSwiftUI
//     #endif
//
// and its views compile against the same names and signatures. What SwiftUI re-exports (Foundation's
// CoreGraphics types) and the timing types SwiftUI shares with this project's Motion module are
// re-exported here, so that one import is enough.

@_exported import Foundation
// `@Observable` and `withObservationTracking`, which SwiftUI re-exports too.
@_exported import Observation
@_exported import struct Motion.Animation
@_exported import struct Motion.Spring
@_exported import struct Motion.UnitCurve
@_exported import enum Typesetting.DynamicTypeSize
