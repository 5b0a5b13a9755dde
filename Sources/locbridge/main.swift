import Foundation
import LocBridge
import LocBridgeCLI

AllocatorTuning.apply()
StandardStream.deferBrokenPipes()

exit(StandardStream.exitStatus(after: LocBridgeCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), io: .standard)))
