import Foundation
import LocBridgeCLI

exit(LocBridgeCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), io: .standard))
