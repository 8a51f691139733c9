import Components
import Export
import Foundation
import HeadlessSwiftUI

/// A view a preview program can render: a `#Preview` or a `View` type.
public struct PreviewEntry {
    public let name: String
    public let make: @MainActor () -> AnyView
    public init(name: String, make: @escaping @MainActor () -> AnyView) { self.name = name; self.make = make }
    /// A view by the name `--view` selects: `PreviewEntry("TermsRow") { TermsRow() }`.
    public init<V: View>(_ name: String, @ViewBuilder _ view: @escaping @MainActor () -> V) {
        self.init(name: name) { AnyView(view()) }
    }
}

extension TogglerenderCLI {
    /// The `main` of a compiled preview program: renders one of `entries` with the preview command's flags
    /// (the files already compiled in), and returns the exit status.
    @MainActor
    public static func preview(_ entries: [PreviewEntry], arguments: [String]) async -> Int32 {
        await report { try await PreviewRunner.run(entries, arguments: arguments) }
    }
}

/// The preview program's work: the chosen view in a host, taps at their times, the scene through the
/// render command's outputs.
enum PreviewRunner {
    @MainActor
    static func run(_ entries: [PreviewEntry], arguments: [String]) async throws {
        let a = try ParsedArguments(arguments, spec: PreviewCommand.programSpec)
        let settings = try PreviewSettings(a, entries: entries.map(\.name))
        let entry = entries.first { $0.name == settings.viewName }!
        let host = ViewHost(entry.make(), configuration: settings.shared.configuration)
        for tap in settings.taps { host.tap(tap.label, at: tap.time) }
        for adjust in settings.adjustments { host.adjust(adjust.label, to: adjust.value, at: adjust.time) }
        let scene: ViewScene
        do {
            scene = try await host.makeScene(until: settings.shared.duration)
        } catch let error as ViewError {
            if case .noControl = error { throw CLIError.usage("\(error)") }
            throw CLIError(status: .dataError, message: "\(error)")
        }
        try SceneWarnings.check(scene, strict: settings.strict)
        try RenderJob(settings: settings, scene: scene).writeReporting()
    }
}

/// The preview command's flags, checked.
struct PreviewSettings: JobSettings {
    let shared: SharedRenderFlags
    let viewName: String
    let taps: [(label: String, time: Double)]
    let adjustments: [(label: String, value: Double, time: Double)]
    let strict: Bool
    let deviceName: String?

    init(_ a: ParsedArguments, entries: [String]) throws {
        if let view = a.string("--view") {
            guard entries.contains(view) else {
                throw CLIError.usage("--view \(view): no such #Preview or view; the previews are: \(entries.joined(separator: ", "))")
            }
            viewName = view
        } else {
            guard entries.count == 1 else {
                throw CLIError.usage("the files have \(entries.count) previews (\(entries.joined(separator: ", "))); choose one with --view NAME")
            }
            viewName = entries[0]
        }
        taps = try a.all("--tap").map(Self.tap)
        adjustments = try a.all("--adjust").map(Self.adjustment)
        let changes = !taps.isEmpty || !adjustments.isEmpty
        var shared = try SharedRenderFlags(a, timingRequired: changes, defaultFormat: changes ? .png : .poster)
        deviceName = a.string("--device")
        if let name = deviceName {
            guard let device = DeviceScreen.parse(name) else {
                throw CLIError.usage("--device must be one of \(DeviceScreen.acceptedDescription), not '\(name)'")
            }
            shared.configuration.screen = device.renderScreen
        }
        let width = try a.double("--width", in: RenderSettings.widthRange), height = try a.double("--height", in: RenderSettings.widthRange)
        if (width != nil || height != nil), deviceName != nil { throw CLIError.usage("--width and --height apply to a view alone, not with --device") }
        shared.configuration.proposal = ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
        self.shared = shared
        strict = a.has("--strict")
    }

    /// `LABEL` or `LABEL@SECONDS` (the last `@` followed by a number splits them).
    static func tap(_ text: String) throws -> (label: String, time: Double) {
        if let at = text.lastIndex(of: "@"), let time = Double(text[text.index(after: at)...]) {
            guard time.isFinite, RenderCommand.durationRange.contains(time) else {
                throw CLIError.usage("--tap \(text): the time must be from 0 to 60 seconds")
            }
            return (String(text[..<at]), time)
        }
        guard !text.isEmpty else { throw CLIError.usage("--tap needs a label") }
        return (text, 0)
    }

    /// `LABEL=VALUE` or `LABEL=VALUE@SECONDS`: the time as `--tap`'s, then the last `=` before a number.
    static func adjustment(_ text: String) throws -> (label: String, value: Double, time: Double) {
        let (rest, time) = try tap(text)
        guard let eq = rest.lastIndex(of: "="), let value = Double(rest[rest.index(after: eq)...]), value.isFinite,
              eq != rest.startIndex else {
            throw CLIError.usage("--adjust \(text): expected LABEL=VALUE[@S], a label, a number and an optional time in seconds")
        }
        return (String(rest[..<eq]), value, time)
    }

    var subject: String { "the \(viewName) frame" }

    var manifestSettings: [String: ManifestValue] {
        var s = shared.manifestSettings
        s["view"] = .string(viewName)
        s["taps"] = .string(taps.map { "\($0.label)@\(JSONValue.format($0.time))" }.joined(separator: ", "))
        if !adjustments.isEmpty { s["adjustments"] = .string(adjustments.map { "\($0.label)=\(JSONValue.format($0.value))@\(JSONValue.format($0.time))" }.joined(separator: ", ")) }
        s["device"] = deviceName.map(ManifestValue.string) ?? .null
        s["background"] = .string(shared.backgroundName)
        return s
    }
}
