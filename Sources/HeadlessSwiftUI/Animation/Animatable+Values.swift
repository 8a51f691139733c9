/// The values SwiftUI makes `Animatable` themselves, so keyframe tracks and animatable views can animate
/// them directly: numbers, points, sizes, rectangles and angles.

extension Double: Animatable {
    public var animatableData: Double { get { self } set { self = newValue } }
}
extension Float: Animatable {
    public var animatableData: Float { get { self } set { self = newValue } }
}
extension CGFloat: Animatable {
    public var animatableData: CGFloat { get { self } set { self = newValue } }
}
extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}
extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}
extension Angle: Animatable {
    public var animatableData: Double { get { radians } set { radians = newValue } }
}
