import Foundation

/// The view layer as one shared library that every compiled preview links against, so a preview program
/// holds only the user's code (tens of kilobytes instead of the 83 MB of a program linked with the static
/// archive, Foundation and the Swift runtime) and links in a fraction of a second.
///
/// It is made once per build of the view layer from `libTogglerenderKit.a` (every object of the archive, as
/// a position-independent build's objects are), linked against the toolchain's shared runtime and Foundation,
/// and kept in the preview cache beside the programs that use it. A compiled program finds it by its run path.
struct PreviewKit {
    /// The folder holding `libTogglerenderKit.so` and the stub archives.
    let folder: URL

    var library: URL { folder.appendingPathComponent("libTogglerenderKit.so") }

    /// Linker flags for a program that uses the kit: the library, its run path, and the stubs.
    var linkFlags: [String] {
        ["-L", folder.path, "-lTogglerenderKit", "-Xlinker", "-rpath", "-Xlinker", folder.path, "-L", stubs.path]
    }

    /// Empty archives for the libraries the view layer's modules name for autolinking that exist only for
    /// static linking (`_FoundationCShims`, `CoreFoundation` …): their code is inside the toolchain's shared
    /// Foundation, so the linker needs nothing from them, only to find them.
    var stubs: URL { folder.appendingPathComponent("stubs") }

    /// The kit for `archive` (`key` names its build), made now if the cache does not hold it.
    static func prepare(archive: URL, key: String, in cache: PreviewCache, compiler: String) throws -> PreviewKit {
        let kit = PreviewKit(folder: cache.folder.appendingPathComponent("kit-" + key))
        let fm = FileManager.default
        if fm.fileExists(atPath: kit.library.path) {
            cache.markUsed(kit.folder)
            return kit
        }
        let work = try cache.workFolder()
        defer { try? fm.removeItem(at: work) }
        let draft = PreviewKit(folder: work)
        try fm.createDirectory(at: draft.stubs, withIntermediateDirectories: true)
        for name in staticOnlyLibraries(compiler: compiler) {
            try Data("!<arch>\n".utf8).write(to: draft.stubs.appendingPathComponent("lib\(name).a"))
        }
        // swiftc links only when given a source file: an empty one, which adds nothing.
        let empty = work.appendingPathComponent("Empty.swift")
        try Data().write(to: empty)
        let result = try PreviewCompiler.run(compiler, [
            "-emit-library", "-module-name", "TogglerenderKitShared", empty.path, "-o", draft.library.path,
            "-Xlinker", "--whole-archive", "-Xlinker", archive.path, "-Xlinker", "--no-whole-archive",
            "-L", draft.stubs.path, "-use-ld=lld"] + (try autolinkedLibraries(archive, compiler: compiler)))
        guard result.status == 0 else {
            throw CLIError(status: .software, message: "preview: cannot link the view layer's shared library: \(result.output)")
        }
        // A rename is atomic: a run at the same time finds either no kit or a whole one.
        if (try? fm.moveItem(at: work, to: kit.folder)) == nil, !fm.fileExists(atPath: kit.library.path) {
            throw CLIError(status: .cannotCreate, message: "preview: cannot store the view layer's shared library in '\(kit.folder.path)'")
        }
        return kit
    }

    /// The libraries the archive's objects ask to be linked with (C libraries from their module maps, the
    /// runtime's), read by the toolchain's `swift-autolink-extract`: the driver reads them only from the
    /// objects it is given itself, not from an archive passed to the linker whole.
    static func autolinkedLibraries(_ archive: URL, compiler: String) throws -> [String] {
        let extract = URL(fileURLWithPath: compiler).deletingLastPathComponent().appendingPathComponent("swift-autolink-extract").path
        let result = try PreviewCompiler.run(extract, [archive.path, "-o", "-"])
        guard result.status == 0 else {
            throw CLIError(status: .software, message: "preview: cannot read the view layer's libraries: \(result.output)")
        }
        var seen = Set<String>()
        return result.output.split(whereSeparator: \.isWhitespace).map(String.init).filter { seen.insert($0).inserted }
    }

    /// The toolchain's libraries that exist as static archives only (`lib/swift_static/linux/libX.a` with no
    /// `lib/swift/linux/libX.so`).
    static func staticOnlyLibraries(compiler: String) -> [String] {
        let lib = URL(fileURLWithPath: compiler).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib")
        let fm = FileManager.default
        let archives = (try? fm.contentsOfDirectory(atPath: lib.appendingPathComponent("swift_static/linux").path)) ?? []
        return archives.filter { $0.hasPrefix("lib") && $0.hasSuffix(".a") }
            .map { String($0.dropFirst(3).dropLast(2)) }
            .filter { !fm.fileExists(atPath: lib.appendingPathComponent("swift/linux/lib\($0).so").path) }
            .sorted()
    }
}
