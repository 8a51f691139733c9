import AppResources
import Components
import Foundation
import HeadlessSwiftUI
import ImageIO

extension TogglerenderCLI {
    /// The `main` of a compiled snapshot program: renders the jobs of the plan file named by `arguments`
    /// (see ``SnapshotPlan``) and returns the exit status.
    @MainActor
    public static func snapshots(_ entries: [PreviewEntry], arguments: [String]) async -> Int32 {
        await report { try await SnapshotRenderer.run(entries, arguments: arguments) }
    }
}

/// The snapshot program's work: each job's preview in its variant, in a host, tapped as asked, drawn at
/// its instants into PNG files. A job that fails (a tap that finds no control) is reported and the others
/// go on; one that crashes the process is found by the command from the last `begin` line. The scene's
/// warnings (an unknown symbol name draws nothing, as in SwiftUI) go into the report.
enum SnapshotRenderer {
    @MainActor
    static func run(_ entries: [PreviewEntry], arguments: [String]) async throws {
        guard arguments.count == 1, let data = FileManager.default.contents(atPath: arguments[0]) else {
            throw CLIError.usage("a snapshot program takes one plan file, written by 'togglerender snapshot'")
        }
        let plan = try JSONDecoder().decode(SnapshotPlan.self, from: data)
        let byName = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let resources = try Resources(plan.resources)
        for job in plan.jobs {
            say("begin \(job.index)")
            do {
                guard let entry = byName[job.entry] else { throw CLIError(status: .software, message: "no entry \(job.entry)") }
                let times = try await render(job, entry, resources: resources)
                say("done \(job.index) " + times.map { String($0) }.joined(separator: " "))
            } catch {
                say("error \(job.index) " + oneLine((error as? CLIError)?.message ?? "\(error)"))
            }
        }
    }

    /// Renders one job; returns the instants drawn.
    @MainActor
    static func render(_ job: SnapshotJob, _ entry: PreviewEntry, resources: Resources) async throws -> [Double] {
        var configuration = job.variant.configuration(scale: job.scale)
        configuration.assetCatalogs = resources.assetCatalogs
        configuration.stringTables = resources.stringTables
        configuration.fontFolders = resources.fontFolders
        var view = entry.make()
        let layout = job.traits.layout ?? (job.variant.device != nil ? .device : .sizeThatFits)
        switch layout {
        case .sizeThatFits:
            break
        case .fixed(let width, let height):
            view = AnyView(view.frame(width: CGFloat(width), height: CGFloat(height)))
        case .device:
            let name = job.variant.device ?? job.traits.device ?? DeviceScreen.iPhone16Pro.name
            var screen = (DeviceScreen.parse(name) ?? .iPhone16Pro).renderScreen
            if job.traits.landscape {
                screen = RenderConfiguration.Screen(size: CGSize(width: screen.size.height, height: screen.size.width))
            }
            configuration.screen = screen
        }
        let host = ViewHost(view, configuration: configuration)
        for tap in job.taps { host.tap(tap.label, at: tap.at) }
        for drag in job.drags { host.drag(drag.label, by: CGSize(width: drag.dx, height: drag.dy), at: drag.at, duration: drag.duration) }
        for press in job.longPresses { host.longPress(press.label, at: press.at, duration: press.duration) }
        for pinch in job.pinches { host.pinch(pinch.label, scale: CGFloat(pinch.amount), at: pinch.at, duration: pinch.duration) }
        for turn in job.rotations { host.rotate(turn.label, by: .degrees(turn.amount), at: turn.at, duration: turn.duration) }
        let scene = try await host.makeScene()
        for warning in scene.warnings { say("warning \(job.index) " + oneLine(warning)) }
        let settled = scene.settleTime.isFinite ? scene.settleTime : 0
        let times = job.times.isEmpty ? [settled] : job.times.map { time -> Double in
            switch time {
            case .seconds(let s): s
            case .settled: settled
            }
        }
        for (k, time) in times.enumerated() {
            try PNGFile.write(scene.render(at: time), to: "\(job.output)-\(k).png")
        }
        return times
    }

    /// The package's resources, read once for every job (each picture is decoded once per catalogue and scale).
    struct Resources {
        var assetCatalogs: [AssetCatalog]
        var stringTables: [StringTable]
        var fontFolders: [String]

        init(_ files: SnapshotResources) throws {
            assetCatalogs = try files.assetCatalogs.map(ResourceFlags.catalog)
            stringTables = try files.stringTables.map(ResourceFlags.stringTable)
            fontFolders = files.fontFolders
        }
    }

    static func say(_ line: String) {
        // Written straight to the descriptor, unbuffered: a crash right after loses nothing.
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
