import Components
import Symbols
import Typesetting

extension RenderTarget {
    /// The scene for this target under `settings`. The one place a new component or scene is wired in.
    func makeScene(_ s: RenderSettings) throws -> any AnimatedScene {
        do {
            switch self {
            case .dayNightToggle:
                return try DayNightToggleScene(toNight: s.turnsOn, environment: s.environment, dynamicType: s.dynamicType,
                                               background: s.background)
            case .dayNightDemo:
                return try DayNightDemoScene(toNight: s.turnsOn, environment: s.environment, dynamicType: s.dynamicType,
                                             device: s.device, autoToggle: s.autoToggle, fonts: s.fonts)
            case .symbolMorphToggle:
                return try SymbolMorphToggleScene(toggle: s.card, toOn: s.turnsOn, environment: s.environment,
                                                  dynamicType: s.dynamicType, width: s.cardWidth, background: s.background,
                                                  catalog: SymbolOptions.catalog(folder: s.symbolsFolder), fonts: s.fonts)
            case .symbolMorphDemo:
                return try SymbolMorphToggleDemoScene(toOn: s.turnsOn, toggled: s.toggledCards, environment: s.environment,
                                                      dynamicType: s.dynamicType, screen: s.device,
                                                      catalog: SymbolOptions.catalog(folder: s.symbolsFolder), fonts: s.fonts)
            }
        } catch let error as CLIError {
            throw error
        } catch let error as SymbolError {
            // A symbol name that is not in the catalogue is a wrong flag value.
            throw CLIError.usage("\(error)")
        } catch let error as TextError {
            // A font file given on the command line that cannot be used, or a title the font cannot draw.
            switch error {
            case .cannotOpenFont, .missingGlyphs: throw CLIError(status: .dataError, message: "\(error)")
            default: throw CLIError(status: .software, message: "cannot build the \(component) \(scene) scene: \(error)")
            }
        } catch {
            throw CLIError(status: .software, message: "cannot build the \(component) \(scene) scene: \(error)")
        }
    }
}
