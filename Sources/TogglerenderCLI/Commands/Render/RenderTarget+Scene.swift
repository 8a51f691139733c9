import Foundation
import Components
import Export
import HeadlessSwiftUI
import Symbols
import Typesetting

extension RenderTarget {
    /// The scene for this target under `settings`: the component's SwiftUI code rendered by the view layer.
    /// The one place a new component or scene is wired in.
    @MainActor
    func makeScene(_ s: RenderSettings) async throws -> any AnimatedScene {
        let scene: ViewScene
        do {
            switch self {
            case .dayNightToggle:
                scene = try await ComponentScenes.dayNightToggle(toNight: s.turnsOn, configuration: s.configuration)
            case .dayNightDemo:
                scene = try await ComponentScenes.dayNightDemo(toNight: s.turnsOn, autoToggle: s.autoToggle, until: s.duration,
                                                               configuration: s.configuration)
            case .symbolMorphToggle:
                scene = try await ComponentScenes.symbolMorphCard(s.card, toOn: s.turnsOn, width: s.cardWidth, configuration: s.configuration)
            case .symbolMorphDemo:
                scene = try await ComponentScenes.symbolMorphDemo(toOn: s.turnsOn, toggled: s.toggledCards, configuration: s.configuration)
            case .systemSwitch:
                scene = try await ComponentScenes.systemSwitch(title: s.switchTitle, tint: s.switchTint, width: s.switchWidth,
                                                               toOn: s.turnsOn, configuration: s.configuration)
            }
        } catch let error as ViewError {
            // A font file given on the command line that cannot be used, or text it cannot draw.
            throw CLIError(status: .dataError, message: "\(error)")
        } catch {
            throw CLIError(status: .software, message: "cannot build the \(component) \(self.scene) scene: \(error)")
        }
        try SceneWarnings.check(scene, strict: s.strict)
        return scene
    }
}

/// Problems a scene met that did not stop it (an unknown symbol name draws nothing, as in SwiftUI): one line
/// each on standard error, or the error of a strict run.
enum SceneWarnings {
    static func check(_ scene: ViewScene, strict: Bool) throws {
        for warning in scene.warnings {
            if strict { throw CLIError(status: .dataError, message: warning) }
            Output.warn(warning)
        }
    }
}
