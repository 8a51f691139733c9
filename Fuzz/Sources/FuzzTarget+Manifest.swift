import Export

extension FuzzTarget {
    /// A `frames.json` someone edited, as the next run into its folder reads it: the files it may remove
    /// must be output names only (no path, no `..`), whatever the bytes.
    static let manifest = FuzzTarget(
        name: "manifest", summary: "FrameManifest.listedOutputs and decode of an edited frames.json; only output names may come out",
        seedSources: ["Fuzz/Seeds/manifest", "docs/gallery"], seedExtension: ".json"
    ) { bytes in
        for name in FrameManifest.listedOutputs(in: bytes) where !FrameFileName.isOutputName(name) || name.contains("/") {
            violated("the manifest lets a run remove \(name.debugDescription)")
        }
        _ = FrameManifest.decode(bytes)
    }
}
