import GoldenTesting
import Raster
import Testing
import Typesetting

/// Golden images of text in each design and weight, at 1× and 3×. They depend on the font files of
/// the Debian packages in `FontPackages.recorded` (fonts-inter, fonts-quicksand); a different package
/// version fails `FontPackageTests` first, naming the versions, before these images are compared.
struct TextGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let string: String, style: TextStyle, design: FontDesign, weight: FontWeight
        var name: String { "\(design.rawValue)-\(weight.rawValue)-\(style.rawValue)" }
        var testDescription: String { name }
    }

    static let cases: [Case] = [FontDesign.default, .rounded].flatMap { design in
        FontWeight.allCases.filter { [.regular, .medium, .semibold, .bold].contains($0) }.map { weight in
            Case(string: design == .rounded ? "Good morning" : "Alerts · Camera", style: design == .rounded ? .largeTitle : .headline,
                 design: design, weight: weight)
        }
    } + [Case(string: "Good night", style: .largeTitle, design: .rounded, weight: .bold),
         Case(string: "Microphone", style: .headline, design: .default, weight: .semibold)]

    @Test(arguments: cases, [1.0, 3.0])
    func textMatchesGolden(c: Case, scale: Double) throws {
        let line = try textLine(c.string, style: c.style, design: c.design, weight: c.weight)
        let pixmap = line.rendered(paint: .solid(.black), scale: scale).pixmap
        try assertGolden(pixmap, named: "\(c.name)-\(c.string.filter(\.isLetter))@\(Int(scale))x", group: "text")
    }
}
