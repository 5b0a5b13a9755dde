import Foundation
import LocBridge
import LocBridgeCLI

AllocatorTuning.apply()
StandardStream.deferBrokenPipes()
StandardStream.deferFileSizeLimit()
OpenFileLimit.raise()

exit(StandardStream.exitStatus(after: LocBridgeCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), io: .standard)))
