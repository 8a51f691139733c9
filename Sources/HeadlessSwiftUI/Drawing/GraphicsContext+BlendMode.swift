import Raster

extension GraphicsContext {
    /// How what a context draws next blends with what is below, as SwiftUI's `GraphicsContext.BlendMode`.
    ///
    /// Each drawing made in a mode other than `.normal` is composited onto what the canvas holds below it
    /// with that mode, as `.blendMode` composites a view. The Porter–Duff modes that change pixels outside
    /// the drawing (`clear`, `copy`, `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`, `xor`)
    /// are drawn as `.normal`, and the render warns once per mode (a strict run fails on it).
    public struct BlendMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)
    }

}

extension GraphicsContext.BlendMode {
    /// The compositing Raster draws a mode with; nil for the modes drawn as `.normal`.
    var raster: Raster.BlendMode? {
        switch rawValue {
        case 0: .sourceOver
        case 1...15: Self.mixes[Int(rawValue) - 1].raster
        case 20: .sourceAtop
        case 21: .destinationOver
        case 23: .destinationOut
        case 26: .mix(.plusDarker)
        case 27: .mix(.plusLighter)
        default: nil
        }
    }

    /// The mixing modes in Core Graphics' order (raw values 1 to 15).
    static let mixes: [HeadlessSwiftUI.BlendMode] = [.multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
                                                    .softLight, .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity]
}
