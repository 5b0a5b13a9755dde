import Foundation
import LocBridge
import LocBridgeCLI

AllocatorTuning.apply()

exit(LocBridgeCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), io: .standard))
