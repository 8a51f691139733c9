import Foundation
import TogglerenderCLI

exit(runCommandLine(Array(CommandLine.arguments.dropFirst())))
