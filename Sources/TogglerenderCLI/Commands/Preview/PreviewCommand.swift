import AppResources
import Foundation

/// `togglerender preview FILE.swift… [--view NAME] [--tap LABEL[@S]…] [--drag …] [--long-press …] [render flags] OUTDIR`: a user's SwiftUI
/// files compiled against the view layer (``PreviewCompiler``, cached by content), then run as a program that
/// renders the chosen view with the render command's flags and outputs (``PreviewRunner``).
enum PreviewCommand {
    /// The render command's flags a preview takes as they are.
    static let sharedFlags = ["--frames", "--fps", "--duration", "--format", "--output", "--loop", "--hold", "--columns", "--time", "--at",
                              "--scale", "--appearance", "--dynamic-type", "--reduce-motion", "--layout-direction", "--palette",
                              "--symbols", "--threads", "--quiet"]

    static let spec = CommandSpec(
        name: "preview",
        summary: "Compile SwiftUI files against the view layer and render a view of them: its change after taps, drags and presses, frame by frame, or as it is.",
        arguments: [("FILE.swift…", "The SwiftUI files (with import SwiftUI, or the #if canImport(SwiftUI) form); #Preview blocks are the views to render."),
                    ("OUTDIR", "Folder for the output and frames.json, as the render command's (none with --output FILE).")],
        options: [
            .init("--view", value: "NAME", "The view to render: a #Preview's name, or a View type with an init() (default: the only #Preview, else the files' only view)."),
            .init("--tap", value: "LABEL[@S]", repeatable: true, "Tap the control (toggle, button, tap gesture) whose label or accessibility label is LABEL, at S seconds (default 0); repeat for several; none: the view as it is, as a poster unless --format says otherwise."),
            .init("--adjust", value: "LABEL=VALUE[@S]", repeatable: true, "Set the adjustable control (a Slider) labelled LABEL to VALUE, in its own units, at S seconds (default 0), as VoiceOver's adjust action does; repeat for several."),
            .init("--drag", value: "LABEL DX,DY[@S[+D]]", valueCount: 2, repeatable: true, "Drag the view with a drag gesture labelled LABEL by DX,DY points from its centre, starting at S seconds (default 0) over D seconds (default 0.25): a straight line at constant speed, sampled at 60 Hz; repeat for several."),
            .init("--long-press", value: "LABEL[@S[+D]]", repeatable: true, "Press the view with a long-press gesture labelled LABEL at S seconds (default 0) and hold it D seconds (default: its minimum duration, so it fires); repeat for several."),
            .init("--pinch", value: "LABEL SCALE[@S[+D]]", valueCount: 2, repeatable: true, "Pinch the view with a magnify gesture labelled LABEL from a magnification of 1 to SCALE (above 0, up to 20), starting at S seconds (default 0) over D seconds (default 0.25): two fingers about its centre at constant speed, sampled at 60 Hz; repeat for several."),
            .init("--rotate", value: "LABEL DEGREES[@S[+D]]", valueCount: 2, repeatable: true, "Turn two fingers on the view with a rotate gesture labelled LABEL by DEGREES (clockwise when positive, within ±1440), starting at S seconds (default 0) over D seconds (default 0.25) at constant speed, sampled at 60 Hz; repeat for several."),
            .init("--device", value: "SCREEN", "Render full screen on a device (\(deviceDescription)) instead of the view alone at its ideal size."),
            .init("--status-bar", value: "shown|none", default: "shown", "With --device: draw the status bar (9:41, full signal and battery, dark or light content) and home indicator, or not."),
            .init("--width", value: "PT", "Propose this width to the view (alone), 1 to 2048."),
            .init("--height", value: "PT", "Propose this height to the view (alone), 1 to 2048."),
            .init("--canvas", value: "WxH", default: "everything the frames draw", "Pin the canvas to W×H points (1 to 2048 each) centred on the view's frame as first laid out, so a state's picture is the same whichever change led to it."),
            .init("--background", value: "COLOR", default: "transparent; with --device the window's systemBackground", "What fills the canvas: transparent, or a colour (see the render command's --help)."),
            .init("--font", value: "PATH", "A font file for text in the default design instead of Inter."),
            .init("--rounded-font", value: "PATH", "A font file for the rounded design instead of Quicksand."),
            .init("--assets", value: "PATH", repeatable: true, "An asset catalogue (.xcassets) for Image(\"name\") and Color(\"name\"); those beside the files are found without it."),
            .init("--strings", value: "PATH", repeatable: true, "A string table (Localizable.xcstrings, or LANG.lproj/Localizable.strings or .stringsdict) for Text(\"key\"); those beside the files are found without it."),
            .init("--fonts", value: "DIR", repeatable: true, "A folder of the app's font files for .custom(\"Name\", size:); a Fonts folder beside the files is found without it."),
            .init("--defaults", value: "FILE.json", "What @AppStorage finds stored: a JSON object of keys to booleans, numbers or strings (writes stay in memory)."),
            .init("--locale", value: "ID", default: "en_US", "The locale strings are looked up for (fr_FR, ar …); a right-to-left language sets --layout-direction rtl unless it is given."),
            .init("--strict", default: "off", "Warnings (an unknown symbol name draws nothing, as in SwiftUI) are errors."),
            .init("--timeout", value: "S", default: "60", "Stop with an error naming the view when evaluating it and running its tasks takes longer than S seconds (1 to 3600)."),
            .init("--clear-cache", "Remove the compiled previews and the view layer's shared library from the cache (no files needed), then exit."),
        ] + RenderCommand.spec.options.filter { sharedFlags.contains($0.name) },
        requiredArguments: 0,
        acceptsMoreArguments: true)

    /// The same flags as the compiled program reads them: the files are gone, so only OUTDIR (or none, with
    /// --output) is left.
    static let programSpec: CommandSpec = {
        var program = spec
        program.requiredArguments = 0
        program.acceptsMoreArguments = false
        return program
    }()

    static let deviceDescription = "iphone-se, iphone-16, iphone-16-pro, iphone-16-pro-max or WxH"

    /// Checks the arguments, compiles the files (or finds the program compiled before), and hands the rest of
    /// the command line to that program.
    @MainActor
    static func run(_ a: ParsedArguments) async throws {
        if a.has("--clear-cache") { return try clearCache(a) }
        let program = try prepare(a)
        let status = try PreviewSupervisor.run(program.executable, arguments: program.arguments, userFiles: program.files)
        // The program has said what went wrong, if anything; its status is ours.
        if status != 0 { exit(status) }
    }

    /// `preview --clear-cache`: removes every compiled program and the view layer's shared library.
    static func clearCache(_ a: ParsedArguments) throws {
        guard a.positionals.isEmpty else { throw CLIError.usage("--clear-cache takes no files or OUTDIR") }
        let cache = try PreviewCache()
        let (count, bytes) = cache.clear()
        print("preview: removed \(count) cached \(count == 1 ? "entry" : "entries") (\(bytes / 1_000_000) MB) from \(cache.folder.path)")
    }

    /// The compiled program for the files of `a` (from the cache, or compiled now) and the arguments it
    /// takes: the command line without the files, the chosen view passed on.
    static func prepare(_ a: ParsedArguments) throws -> (executable: String, arguments: [String], files: [String]) {
        let files = a.positionals.filter { $0.hasSuffix(".swift") }
        guard !files.isEmpty else { throw CLIError.usage("preview needs at least one .swift file; see 'togglerender preview --help'") }
        let rest = a.positionals.filter { !$0.hasSuffix(".swift") }
        if rest.count > 1 { throw CLIError.usage("preview takes one OUTDIR after the files, got \(rest.map { "'\($0)'" }.joined(separator: ", "))") }
        let sources = try files.map { path -> (path: String, source: PreviewSource) in
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw CLIError(status: .noInput, message: "preview: cannot read '\(path)'")
            }
            do { return (path, try PreviewSource(text)) } catch {
                throw CLIError(status: .dataError, message: "preview: \(path): \(error)")
            }
        }
        // --view names a #Preview or a View type; a type name becomes the program's one entry.
        let view = a.string("--view")
        let previewNames = sources.flatMap { file in file.source.previews.enumerated().map { $0.element.name ?? "" } }
        let programView = view.flatMap { previewNames.contains($0) ? nil : $0 }
        let program = PreviewProgram(files: sources, viewName: programView)
        if program.entries.isEmpty {
            let types = sources.flatMap(\.source.viewTypes)
            throw CLIError.usage("no view to render: the files have no #Preview and \(types.isEmpty ? "no View type" : "several View types (\(types.joined(separator: ", ")))"); choose one with --view NAME")
        }
        let executable = try PreviewCompiler().compile(files: sources, program: program)
        // The program parses the same flags; the files are dropped, the chosen view is passed on.
        var childArguments = a.arguments.filter { !files.contains($0) }
        if let programView { childArguments = Self.replacing("--view", with: programView, in: childArguments) }
        // The app's resources beside the files, as Xcode keeps them (docs/resources.md), unless given already.
        for resources in resourceFiles(beside: files) {
            for (flag, urls) in [("--assets", resources.assetCatalogs), ("--strings", resources.stringTables), ("--fonts", resources.fontFolders)] {
                for url in urls where !a.all(flag).contains(url.path) { childArguments += [flag, url.path] }
            }
        }
        return (executable, childArguments, files)
    }

    /// The resource files in each folder of `files`, once a folder.
    static func resourceFiles(beside files: [String]) -> [ResourceFiles] {
        var seen = Set<String>()
        return files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL }
            .filter { seen.insert($0.path).inserted }
            .map { ResourceFiles(in: $0) }
    }

    /// `arguments` with the value of `flag` set to `value`.
    static func replacing(_ flag: String, with value: String, in arguments: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < arguments.count {
            if arguments[i] == flag, i + 1 < arguments.count { out += [flag, value]; i += 2; continue }
            if arguments[i].hasPrefix(flag + "=") { out.append("\(flag)=\(value)"); i += 1; continue }
            out.append(arguments[i]); i += 1
        }
        return out
    }
}
