import Foundation
import Raster
// Implementation-only: no C type reaches AppResources' declarations, so modules above it (and the programs
// `togglerender preview` compiles against them) do not need this library's module map.
import CPoppler

extension PictureDecoder {
    /// The first page of a PDF drawn by poppler onto a cairo image surface at its size in points (1/72 in,
    /// which iOS takes as points) times `scale`: what Xcode does with a single-scale PDF at build time.
    static func decodePDF(_ data: Data, scale: Double, path: String) throws(ResourceError) -> Pixmap {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            if let error { g_error_free(error) }
            throw ResourceError(path: path, "not a valid PDF (\(reason))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            throw ResourceError(path: path, "the PDF has no page")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var points = (width: 0.0, height: 0.0)
        poppler_page_get_size(page, &points.width, &points.height)
        // A page box is the file's own numbers: checked as numbers before they become pixel counts, which
        // would trap for an infinite, NaN or vast size.
        let pixelWidth = (points.width * scale).rounded(.up), pixelHeight = (points.height * scale).rounded(.up)
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth >= 1, pixelHeight >= 1,
              pixelWidth * pixelHeight <= Double(maximumPixels) else {
            throw ResourceError(path: path, "a page of \(points.width) × \(points.height) pt cannot be drawn")
        }
        let width = Int(pixelWidth), height = Int(pixelHeight)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw ResourceError(path: path, "cairo could not make a \(width) × \(height) px surface")
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        cairo_scale(context, scale, scale)
        poppler_page_render(page, context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        // Cairo's ARGB32 is premultiplied, one native-endian 32-bit word a pixel: B, G, R, A bytes here.
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let source = cairo_image_surface_get_data(surface) else { throw ResourceError(path: path, "cairo drew nothing") }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = source + y * stride
            for x in 0..<width {
                let word = UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self)
                let i = (y * width + x) * 4
                pixels[i] = UInt8(truncatingIfNeeded: word >> 16)
                pixels[i + 1] = UInt8(truncatingIfNeeded: word >> 8)
                pixels[i + 2] = UInt8(truncatingIfNeeded: word)
                pixels[i + 3] = UInt8(truncatingIfNeeded: word >> 24)
            }
        }
        return Pixmap(width: width, height: height, premultipliedData: pixels)
    }
}
