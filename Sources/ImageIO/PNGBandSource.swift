/// A picture that an encoding reads in bands of rows instead of from one ``Raster/Pixmap``: each segment
/// (``PNGSegment``) asks for its own rows, and the row above them, when it is compressed. A picture that
/// never exists whole (a filmstrip composed row by row from its kept frames) is encoded with a few rows
/// in memory per thread.
public protocol PNGBandSource: Sendable {
    var width: Int { get }
    var height: Int { get }
    /// Writes the premultiplied RGBA pixels of `rows` into `band`, one row after another, `width` × 4 bytes
    /// each (`band` is aligned for `UInt32`). Called from several threads at once, for any rows, and more
    /// than once for a row (a segment's first row is the row above of the next): the same pixels every time.
    func writeRows(_ rows: Range<Int>, into band: UnsafeMutableRawPointer)
}
