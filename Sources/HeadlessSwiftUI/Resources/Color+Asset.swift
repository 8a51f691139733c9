import AppResources
import Raster

/// A colour of an asset catalogue's colour sets, as Xcode generates them for `Color(.brand)`.
public struct ColorResource: Hashable, Sendable {
    let name: String
    /// A colour set by name (`bundle` is accepted: the render's catalogues are the app's resources).
    public init(name: String, bundle: Bundle) { self.name = name }
    public init(name: String) { self.name = name }
}

extension Color {
    /// The colour set `name` of the render's asset catalogues, with its dark variant in dark appearance;
    /// a name no catalogue has draws clear, with a warning (an error under `--strict`), as iOS logs it.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(.named(name))
    }

    /// A generated colour resource (`Color(.brand)`).
    public init(_ resource: ColorResource) { self.init(resource.name) }

    /// The colour set's colour in `scheme`, looked up in the render's catalogues when the colour is resolved.
    static func assetColor(_ name: String, scheme: ColorScheme) -> Raster.Color {
        ResourceScope.current?.colorSet(name)?.color(dark: scheme == .dark) ?? .clear
    }
}
