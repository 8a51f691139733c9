/// The part of UIKit's `UIImage` SwiftUI code uses to show a catalogue's image: `UIImage(named:)` with
/// `Image(uiImage:)`. A value of this module, not UIKit's class: it names an image set of the render's
/// catalogues (made while a view is evaluated, as a body makes it).
public final class UIImage: Sendable {
    let name: String

    /// The image set `name`, or nil when no catalogue of the render has it (as UIKit answers).
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: Any? = nil) {
        guard let scope = ResourceScope.current, scope.catalogs.contains(where: { $0.imageSets[name] != nil }) else { return nil }
        self.name = name
    }
}

extension Image {
    /// A UIKit image of the catalogue, as the named image.
    public init(uiImage: UIImage) { self.init(uiImage.name) }
}
