import Foundation
import Raster
// Implementation-only: no C type reaches AppResources' declarations, so modules above it (and the programs
// `togglerender preview` compiles against them) do not need this library's module map.
import CTurboJPEG

extension PictureDecoder {
    /// A JPEG through libjpeg-turbo's TurboJPEG interface, whose errors are return values (libjpeg's own
    /// interface reports them by `longjmp`, which Swift cannot take). A warning (a truncated file) is an
    /// error here: a picture missing its end would draw grey.
    static func decodeJPEG(_ data: Data, path: String) throws(ResourceError) -> Pixmap {
        guard let handle = tjInitDecompress() else { throw ResourceError(path: path, "libjpeg-turbo could not start") }
        defer { tjDestroy(handle) }
        let bytes = [UInt8](data)
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        func failure() -> ResourceError {
            ResourceError(path: path, "not a valid JPEG (\(String(cString: tjGetErrorStr2(handle))))")
        }
        guard tjDecompressHeader3(handle, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0 else { throw failure() }
        guard width > 0, height > 0, Int(width) * Int(height) <= maximumPixels else {
            throw ResourceError(path: path, "a JPEG of \(width) × \(height) px: at most \(maximumPixels) pixels are accepted")
        }
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = tjDecompress2(handle, bytes, UInt(bytes.count), &pixels, width, 0, height, Int32(TJPF_RGBA.rawValue),
                                   TJFLAG_STOPONWARNING)
        guard status == 0 else { throw failure() }
        // Opaque: straight and premultiplied are the same bytes.
        return Pixmap(width: Int(width), height: Int(height), premultipliedData: pixels)
    }
}
