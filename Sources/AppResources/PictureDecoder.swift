import Foundation
import ImageIO
import Raster
import SVG

/// Decodes a picture file of an image set into premultiplied pixels, by its extension: PNG through libpng
/// (ImageIO), JPEG through libjpeg-turbo, PDF through poppler (drawn by cairo), SVG through the SVG module.
/// A vector (PDF, SVG) is drawn at its size in points times `scale`.
public enum PictureDecoder {
    /// The largest picture accepted, in pixels (as ImageIO's PNG decoder): a damaged header cannot make
    /// us allocate gigabytes.
    static let maximumPixels = PNGDecoder.maximumPixels

    static func decode(_ url: URL, scale: Double) throws(ResourceError) -> Pixmap {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ResourceError(path: url.path, "cannot be read")
        }
        return try decode(data, fileExtension: url.pathExtension, scale: scale, path: url.path)
    }

    /// The picture in `data`, of the type its file's extension says (what the fuzzers call).
    public static func decode(_ data: Data, fileExtension: String, scale: Double, path: String) throws(ResourceError) -> Pixmap {
        switch fileExtension.lowercased() {
        case "png":
            do { return try PNGDecoder.decode([UInt8](data)) } catch {
                throw ResourceError(path: path, "not a valid PNG (\(error)); accepted pictures are PNG, JPEG, PDF and SVG")
            }
        case "jpg", "jpeg": return try decodeJPEG(data, path: path)
        case "pdf": return try decodePDF(data, scale: scale, path: path)
        case "svg": return try decodeSVG(data, scale: scale, path: path)
        default:
            throw ResourceError(path: path, "a picture of type \"\(fileExtension)\": accepted are PNG, JPEG, PDF and SVG")
        }
    }

    static func decodeSVG(_ data: Data, scale: Double, path: String) throws(ResourceError) -> Pixmap {
        let document: SVGDocument
        do { document = try SVGDocument(data: data, errorHandling: .recover) } catch {
            throw ResourceError(path: path, "not a valid SVG (\(error))")
        }
        let size = document.pixelSize(scale: scale)
        guard size.width * size.height <= maximumPixels else { throw ResourceError(path: path, "the drawing is too large (\(size.width) × \(size.height) px)") }
        return document.renderPixmap(width: size.width, height: size.height).pixmap
    }
}
