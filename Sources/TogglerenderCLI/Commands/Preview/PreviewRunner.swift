import AppResources
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
        for drag in settings.drags { host.drag(drag.label, by: drag.translation, at: drag.start, duration: drag.duration) }
        for press in settings.longPresses { host.longPress(press.label, at: press.start, duration: press.duration) }
        for pinch in settings.pinches { host.pinch(pinch.label, scale: CGFloat(pinch.amount), at: pinch.start, duration: pinch.duration) }
        for turn in settings.rotations { host.rotate(turn.label, by: .degrees(turn.amount), at: turn.start, duration: turn.duration) }
        let scene: ViewScene
        let watchdog = PreviewWatchdog(seconds: settings.timeout)
        defer { watchdog.cancel() }
        do {
            scene = try await host.makeScene(until: settings.shared.duration)
            watchdog.cancel()
        } catch let error as ViewError {
            switch error {
            case .noControl, .noGesture: throw CLIError.usage("\(error)")
            default: break
            }
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
    let drags: [DragArgument]
    let longPresses: [LongPressArgument]
    let pinches: [TwoFingerArgument]
    let rotations: [TwoFingerArgument]
    let strict: Bool
    let deviceName: String?
    /// Seconds evaluation and tasks may take (``PreviewWatchdog``).
    let timeout: Double

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
        drags = try a.allGroups("--drag").map { try DragArgument(label: $0[0], motion: $0[1]) }
        longPresses = try a.all("--long-press").map(LongPressArgument.init)
        pinches = try a.allGroups("--pinch").map { try TwoFingerArgument(.pinch, label: $0[0], motion: $0[1]) }
        rotations = try a.allGroups("--rotate").map { try TwoFingerArgument(.rotate, label: $0[0], motion: $0[1]) }
        let changes = !taps.isEmpty || !adjustments.isEmpty || !drags.isEmpty || !longPresses.isEmpty || !pinches.isEmpty || !rotations.isEmpty
        var shared = try SharedRenderFlags(a, timingRequired: changes, defaultFormat: changes ? .png : .poster)
        deviceName = a.string("--device")
        if let name = deviceName {
            guard let device = DeviceScreen.parse(name) else {
                throw CLIError.usage("--device must be one of \(DeviceScreen.acceptedDescription), not '\(name)'")
            }
            shared.configuration.screen = try RenderSettings.showsStatusBar(a) ? device.renderScreenWithChrome : device.renderScreen
        } else if a.has("--status-bar") {
            throw CLIError.usage("--status-bar applies with --device (a view alone has no status bar)")
        }
        let width = try a.double("--width", in: RenderSettings.widthRange), height = try a.double("--height", in: RenderSettings.widthRange)
        if (width != nil || height != nil), deviceName != nil { throw CLIError.usage("--width and --height apply to a view alone, not with --device") }
        shared.configuration.proposal = ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
        if let canvas = a.string("--canvas") {
            if deviceName != nil { throw CLIError.usage("--canvas applies to a view alone, not with --device (the screen is the canvas)") }
            shared.configuration.canvasSize = try Self.canvasSize(canvas)
        }
        try ResourceFlags.apply(a, to: &shared.configuration)
        if let path = a.string("--defaults") { shared.configuration.appStorage = try Self.defaults(path) }
        self.shared = shared
        strict = a.has("--strict")
        timeout = try a.double("--timeout", in: 1...3600) ?? PreviewWatchdog.defaultSeconds
    }

    /// A defaults file: a JSON object whose values are booleans, numbers or strings, as `@AppStorage` reads them.
    static func defaults(_ path: String) throws -> [String: any Sendable] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(status: .noInput, message: "--defaults \(path): cannot read the file")
        }
        guard let values = try? JSONDecoder().decode([String: DefaultsValue].self, from: data) else {
            throw CLIError(status: .dataError, message: "--defaults \(path): not a JSON object of keys to booleans, numbers or strings")
        }
        return values.mapValues(\.value)
    }

    /// One value of a defaults file.
    struct DefaultsValue: Decodable {
        let value: any Sendable
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let b = try? c.decode(Bool.self) { value = b }
            else if let i = try? c.decode(Int.self) { value = i }
            else if let d = try? c.decode(Double.self) { value = d }
            else { value = try c.decode(String.self) }
        }
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

    /// `WxH` in points, each from 1 to 2048.
    static func canvasSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              RenderSettings.widthRange.contains(w), RenderSettings.widthRange.contains(h) else {
            throw CLIError.usage("--canvas must be WxH in points, each from 1 to 2048 (for example 120x80), not '\(text)'")
        }
        return CGSize(width: w, height: h)
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
        if !drags.isEmpty {
            s["drags"] = .string(drags.map { "\($0.label) \(JSONValue.format($0.translation.width)),\(JSONValue.format($0.translation.height))@\(JSONValue.format($0.start))+\(JSONValue.format($0.duration))" }.joined(separator: ", "))
        }
        if !longPresses.isEmpty {
            s["long-presses"] = .string(longPresses.map { "\($0.label)@\(JSONValue.format($0.start))" + ($0.duration.map { "+\(JSONValue.format($0))" } ?? "") }.joined(separator: ", "))
        }
        if !pinches.isEmpty { s["pinches"] = .string(pinches.map(\.described).joined(separator: ", ")) }
        if !rotations.isEmpty { s["rotations"] = .string(rotations.map(\.described).joined(separator: ", ")) }
        if !adjustments.isEmpty { s["adjustments"] = .string(adjustments.map { "\($0.label)=\(JSONValue.format($0.value))@\(JSONValue.format($0.time))" }.joined(separator: ", ")) }
        s["device"] = deviceName.map(ManifestValue.string) ?? .null
        s["background"] = .string(shared.backgroundName)
        s["canvas"] = shared.configuration.canvasSize.map { .string("\(JSONValue.format($0.width))x\(JSONValue.format($0.height))") } ?? .null
        s["locale"] = .string(shared.configuration.locale.identifier)
        return s
    }
}
