/// A grid of premultiplied RGBA pixels, 8 bits a channel, rows top to bottom, no padding.
///
/// Premultiplied storage makes source-over a multiply-add and keeps transparent pixels canonical
/// (all zero), which makes byte comparisons of frames meaningful.
public struct Pixmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: r, g, b, a, premultiplied.
    public var data: [UInt8]

    /// A transparent pixmap. Sizes must be positive; callers validate user-given sizes first.
    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "a pixmap needs a positive size")
        self.width = width; self.height = height
        if var reused = Self.takeRecycled(count: width * height * 4) {
            _ = reused.withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: 0) }
            data = reused
        } else {
            data = [UInt8](repeating: 0, count: width * height * 4)
        }
    }

    /// A pixmap of one colour, written once (no zeroing first).
    public init(width: Int, height: Int, filledWith color: Color) {
        let value = Self.pixelValue(color.premultiplied)
        self.init(width: width, height: height) { _ in value }
    }

    /// A pixmap whose row `y` is the pixel value ``pixelValue(_:)`` `rowPixel(y)` repeated, written once.
    public init(width: Int, height: Int, rowPixel: (Int) -> UInt32) {
        precondition(width > 0 && height > 0, "a pixmap needs a positive size")
        self.width = width; self.height = height
        func fill(_ bytes: UnsafeMutablePointer<UInt8>) {
            for y in 0..<height { Self.store(rowPixel(y), count: width, at: UnsafeMutableRawPointer(bytes + y * width * 4)) }
        }
        if var reused = Self.takeRecycled(count: width * height * 4) {
            reused.withUnsafeMutableBufferPointer { fill($0.baseAddress!) }
            data = reused
        } else {
            data = [UInt8](unsafeUninitializedCapacity: width * height * 4) { bytes, count in
                fill(bytes.baseAddress!)
                count = width * height * 4
            }
        }
    }

    /// Wraps premultiplied RGBA bytes.
    public init(width: Int, height: Int, premultipliedData: [UInt8]) {
        precondition(width > 0 && height > 0 && premultipliedData.count == width * height * 4)
        self.width = width; self.height = height; data = premultipliedData
    }

    /// Fills every pixel with one colour (a new pixmap of one colour: ``init(width:height:filledWith:)``).
    public mutating func clear(to color: Color) {
        let value = Self.pixelValue(color.premultiplied)
        fill(rows: 0..<height, columns: 0..<width) { _ in value }
    }

    /// Stores one pixel value (``pixelValue(_:)``) across `columns` of each row in `rows` (which lie within
    /// the pixmap): `value(y)` for row `y`, as 4-byte stores.
    public mutating func fill(rows: Range<Int>, columns: Range<Int>, _ value: (Int) -> UInt32) {
        precondition(rows.lowerBound >= 0 && rows.upperBound <= height && columns.lowerBound >= 0 && columns.upperBound <= width)
        let width = self.width
        data.withUnsafeMutableBufferPointer { bytes in
            // The buffer of a [UInt8] is aligned for any scalar, and pixels are 4 bytes.
            bytes.withMemoryRebound(to: UInt32.self) { pixels in
                for y in rows {
                    Self.store(value(y), count: columns.count, at: UnsafeMutableRawPointer(pixels.baseAddress! + y * width + columns.lowerBound))
                }
            }
        }
    }

    /// Stores the pixel value `value` at `count` pixels from `start` (a loop the compiler turns into wide stores).
    @inline(__always)
    static func store(_ value: UInt32, count: Int, at start: UnsafeMutableRawPointer) {
        let v = value.littleEndian
        for i in 0..<count { start.storeBytes(of: v, toByteOffset: 4 * i, as: UInt32.self) }
    }

    /// A premultiplied colour as the four bytes of a pixel (r, g, b, a in memory order), each rounded to
    /// the nearest 8-bit level.
    @inlinable public static func pixelValue(_ c: PremultipliedColor) -> UInt32 {
        UInt32(quantize(c.r)) | UInt32(quantize(c.g)) << 8 | UInt32(quantize(c.b)) << 16 | UInt32(quantize(c.a)) << 24
    }

    /// The pixels of `rect` (which lies within the pixmap) as a pixmap of their own.
    public func cropped(to rect: IntRect) -> Pixmap {
        precondition(rect.x >= 0 && rect.y >= 0 && rect.maxX <= width && rect.maxY <= height && !rect.isEmpty)
        var out = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        for row in 0..<rect.height {
            let from = ((rect.y + row) * width + rect.x) * 4
            out.replaceSubrange(row * rect.width * 4..<(row + 1) * rect.width * 4, with: data[from..<(from + rect.width * 4)])
        }
        return Pixmap(width: rect.width, height: rect.height, premultipliedData: out)
    }

    /// Whether every pixel is fully opaque (alpha 255): such an image can be stored without alpha.
    public var isOpaque: Bool {
        data.withUnsafeBufferPointer { bytes in
            // Every alpha byte is 255 when the AND of all pixels has its top byte set (a loop that vectorises).
            bytes.withMemoryRebound(to: UInt32.self) { pixels in
                var all = UInt32.max
                for p in pixels { all &= p }
                return UInt32(littleEndian: all) >> 24 == 255
            }
        }
    }

    /// The premultiplied pixel at (x, y).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (data[i], data[i + 1], data[i + 2], data[i + 3])
    }

    /// The pixel at (x, y) with straight alpha, as PNG stores it.
    public func straightPixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let p = pixel(x: x, y: y)
        return Self.unpremultiply(p.r, p.g, p.b, p.a)
    }

    /// Straight RGBA bytes for the whole image (the layout libpng writes).
    public func straightRGBA() -> [UInt8] {
        var out = data
        for i in stride(from: 0, to: out.count, by: 4) {
            let u = Self.unpremultiply(out[i], out[i + 1], out[i + 2], out[i + 3])
            out[i] = u.r; out[i + 1] = u.g; out[i + 2] = u.b
        }
        return out
    }

    /// Builds a pixmap from straight RGBA bytes (as decoded from PNG).
    public init(width: Int, height: Int, straightRGBA: [UInt8]) {
        precondition(straightRGBA.count == width * height * 4)
        var d = straightRGBA
        for i in stride(from: 0, to: d.count, by: 4) {
            let a = UInt32(d[i + 3])
            if a == 255 { continue }
            // Round to nearest: (c·a + 127) / 255.
            d[i] = UInt8((UInt32(d[i]) * a + 127) / 255)
            d[i + 1] = UInt8((UInt32(d[i + 1]) * a + 127) / 255)
            d[i + 2] = UInt8((UInt32(d[i + 2]) * a + 127) / 255)
        }
        self.init(width: width, height: height, premultipliedData: d)
    }

    /// Rounds a 0…1 value to the nearest 8-bit level.
    @inlinable public static func quantize(_ v: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: Int32(min(max(v * 255 + 0.5, 0), 255)))
    }

    /// ``quantize(_:)`` without its conversion's overflow check, so loops of it vectorise: for the
    /// clamped value t in 0…255, 2²³ + trunc(t) is exact in a Float and its low eight bits are trunc(t).
    /// The same byte for every value but NaN (which ``quantize(_:)`` traps on).
    @inlinable public static func quantizeWithoutTrap(_ v: Float) -> UInt8 {
        let t = min(max(v * 255 + 0.5, 0), 255).rounded(.towardZero)
        return UInt8(truncatingIfNeeded: (t + 8_388_608).bitPattern)
    }

    /// Straight colour from premultiplied bytes, rounded to nearest; transparent pixels become (0,0,0,0).
    @inlinable public static func unpremultiply(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        if a == 255 { return (r, g, b, a) }
        if a == 0 { return (0, 0, 0, 0) }
        let aa = UInt32(a)
        func u(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + aa / 2) / aa)) }
        return (u(r), u(g), u(b), a)
    }
}
