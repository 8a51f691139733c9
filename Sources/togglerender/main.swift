import Foundation
import TogglerenderCLI

// The togglerender command: everything is in the TogglerenderCLI library, which a user's package can
// also call with components of its own.
exit(await TogglerenderCLI.main(Array(CommandLine.arguments.dropFirst())))
