import AppResources
import Foundation

extension RenderConfiguration {
    /// Adds the app resources in `folder` (its asset catalogues, string tables and `Fonts` folder, as
    /// ``AppResources/ResourceFiles`` finds them): for a package, its resources' folder
    /// (`Bundle.module.resourceURL`), or the folder of its sources. Throws a ``AppResources/ResourceError``
    /// naming a malformed catalogue or table.
    public mutating func addResources(in folder: URL) throws {
        let files = ResourceFiles(in: folder)
        assetCatalogs += try files.assetCatalogs.map { url throws(ResourceError) in try AssetCatalog(url: url) }
        stringTables += try files.stringTables.map { url throws(ResourceError) in try StringTable(url: url) }
        fontFolders += files.fontFolders.map(\.path)
    }
}
