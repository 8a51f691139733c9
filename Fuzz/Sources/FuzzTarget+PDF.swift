import AppResources
import ImageIO
import Foundation

extension FuzzTarget {
    /// An asset catalogue's vector PDF as the view layer has it drawn: the bytes read by poppler and the
    /// first page drawn by cairo at 1x and 3x. A PDF that cannot be drawn is one line naming the file; none
    /// traps, and none makes a picture larger than the decoder's bound.
    static let pdf = FuzzTarget(
        name: "pdf", summary: "PictureDecoder of the bytes as an image set's PDF (poppler, cairo), at 1x and 3x",
        seedSources: ["Fixtures/assets", "Examples/AppScreen/Sources/AppScreen/Assets.xcassets"], seedExtension: ".pdf"
    ) { bytes in
        let data = Data(bytes)
        for scale in [1.0, 3.0] {
            do {
                let pixmap = try PictureDecoder.decode(data, fileExtension: "pdf", scale: scale, path: "Icon.imageset/icon.pdf")
                if pixmap.width <= 0 || pixmap.height <= 0 || pixmap.width * pixmap.height > PNGDecoder.maximumPixels {
                    violated("a PDF drew a \(pixmap.width) × \(pixmap.height) px picture")
                }
            } catch { checkOneLine("\(error)", "a PDF error") }
        }
    }
}
