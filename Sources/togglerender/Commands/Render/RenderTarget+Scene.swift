import Components
import Text

extension RenderTarget {
    /// The scene for this target under `settings`. The one place a new component or scene is wired in.
    func makeScene(_ s: RenderSettings) throws -> any AnimatedScene {
        do {
            switch self {
            case .dayNightToggle:
                return try DayNightToggleScene(toNight: s.toNight, environment: s.environment, dynamicType: s.dynamicType,
                                               background: s.background)
            case .dayNightDemo:
                return try DayNightDemoScene(toNight: s.toNight, environment: s.environment, dynamicType: s.dynamicType,
                                             device: s.device, autoToggle: s.autoToggle, fonts: s.fonts)
            }
        } catch let error as TextError {
            // A font file given on the command line that cannot be used is a bad input file.
            switch error {
            case .cannotOpenFont, .missingGlyphs: throw CLIError(status: .dataError, message: "\(error)")
            default: throw CLIError(status: .software, message: "cannot build the \(component) \(scene) scene: \(error)")
            }
        } catch {
            throw CLIError(status: .software, message: "cannot build the \(component) \(scene) scene: \(error)")
        }
    }
}
