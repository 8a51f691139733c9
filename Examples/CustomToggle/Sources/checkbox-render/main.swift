// A command of this package's own with every flag of `togglerender preview` (formats, scale, appearance,
// Dynamic Type, Reduce Motion, right to left, devices, taps), for its views, without compiling anything
// at run time:  swift run checkbox-render --tap "I agree to the terms" --frames 30 out/
import CheckboxToggle
import Foundation
import TogglerenderCLI

let views = [PreviewEntry("TermsRow") { TermsRow() }]
exit(await TogglerenderCLI.preview(views, arguments: Array(CommandLine.arguments.dropFirst())))
