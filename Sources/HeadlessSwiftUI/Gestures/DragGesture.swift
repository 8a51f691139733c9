import Foundation

/// A drag, as SwiftUI's `DragGesture`: recognised once the finger has moved `minimumDistance` from where it
/// came down, then changed at each touch sample and ended when it lifts. `--drag` and
/// ``ViewHost/drag(_:by:at:duration:)`` drive it (`Engine/ViewHost+Gestures.swift`).
public struct DragGesture: Gesture, PrimitiveGesture {
    /// The state of a drag, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// When the sample was taken: the render time, in seconds after the reference date.
        public var time: Date
        public var location: CGPoint
        /// Where the finger came down.
        public var startLocation: CGPoint
        /// In points per second, over the last samples.
        public var velocity: CGSize
        /// `location − startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the drag would come to rest if the finger lifted now: `location + velocity × 0.25 s`. SwiftUI
        /// does not document the projection; two public reimplementations recover the quarter second
        /// from iOS's values (velocity = 4 × (predicted − location)). Not measured on a device here.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.projection, y: location.y + velocity.height * Self.projection)
        }
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
        static let projection: CGFloat = 0.25
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance; self.coordinateSpace = coordinateSpace
    }

    @MainActor func handlers(reporting sink: GestureSink<Value>) -> GestureHandlers {
        // The gesture's state resets before onEnded runs, so the transaction onEnded sets (a spring back)
        // is the one the change is drawn with.
        GestureHandlers(drags: [DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace,
                                               changed: sink.changed, ended: sink.end)])
    }
}
