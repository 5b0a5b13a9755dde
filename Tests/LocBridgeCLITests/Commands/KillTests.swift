import Foundation
import Testing

/// `import` and `migrate` killed with SIGKILL at random moments (issue #7): every target must then hold
/// exactly its old or its new bytes (a file that did not exist may be absent), and the next full run must
/// give the new bytes everywhere and remove every temporary file the killed run left.
///
/// Environment: LOCBRIDGE_KILL_ITERATIONS (default 25 per command), LOCBRIDGE_KILL_SEED (default random,
/// printed), LOCBRIDGE_BINARY (default .build/debug/locbridge). `scripts/conformance` runs 200 against the
/// release binary.
@Suite(.serialized) struct KillTests {
    static let environment = ProcessInfo.processInfo.environment
    static let iterations = environment["LOCBRIDGE_KILL_ITERATIONS"].flatMap { Int($0) } ?? 25

    static func binary() throws -> String {
        if let path = environment["LOCBRIDGE_BINARY"], !path.isEmpty {
            try #require(FileManager.default.isExecutableFile(atPath: path), "LOCBRIDGE_BINARY: \(path) is not executable")
            return path
        }
        return try MergeCommandGitDriverTests.locbridgeBinary()
    }

    @Test func importKilledAtRandomMoments() throws {
        try TemporaryFolder.with { folder in
            try Self.hammer(try KillWorkload.importing(in: folder.path, binary: try Self.binary()))
        }
    }

    @Test func migrateKilledAtRandomMoments() throws {
        try TemporaryFolder.with { folder in
            try Self.hammer(try KillWorkload.migrating(in: folder.path, binary: try Self.binary()))
        }
    }

    /// Ctrl-C (SIGINT), SIGTERM and SIGHUP while a file is being written: the run ends by the signal,
    /// each target is old or new, and no temporary file is left (unlike SIGKILL, these can be caught).
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func interruptedWritesLeaveNoTemporaryFiles(signalNumber: Int32) throws {
        try TemporaryFolder.with { folder in
            let binary = try Self.binary()
            // Catalogs big enough that a write lasts long enough for the signal to land in it.
            var workload = try KillWorkload.importing(in: folder.path, binary: binary, keys: 5000)
            try workload.recordNewBytes(binary: binary)
            var interruptedWhileWriting = 0
            for _ in 0..<4 {
                let (ending, signalled) = try Self.interrupt(workload, binary: binary, with: signalNumber) { workload.isWriting() }
                if signalled { interruptedWhileWriting += 1 }
                #expect(ending == .signal(signalNumber) || ending == .exit(0), "ended by \(ending)")
                #expect(workload.leftovers() == [], "signal \(signalNumber): temporary files left")
                #expect(!workload.states().contains("neither"), "a target is neither old nor new")
            }
            #expect(interruptedWhileWriting > 0, "the signal never reached a run while it was writing")
        }
    }

    /// A signal that lands once the first catalog was put in place: the other renames are done before the
    /// run ends by it, so the project is never left part old, part new.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalDuringTheRenamesWaitsForTheLast(signalNumber: Int32) throws {
        try TemporaryFolder.with { folder in
            let binary = try Self.binary()
            // Many small catalogs: their renames take long enough for the signal to land among them.
            var workload = try KillWorkload.importing(in: folder.path, binary: binary, keys: 10, modules: 150)
            try workload.recordNewBytes(binary: binary)
            var landed = 0
            for _ in 0..<6 {
                let before = workload.identities()
                let (ending, signalled) = try Self.interrupt(workload, binary: binary, with: signalNumber, polling: 0) {
                    workload.identities() != before
                }
                if signalled { landed += 1 }
                #expect(ending == .signal(signalNumber) || ending == .exit(0), "ended by \(ending)")
                #expect(workload.states() == ["new"], "signal \(signalNumber): catalogs not all written")
                #expect(workload.leftovers().count == 0, "signal \(signalNumber): temporary files left")
            }
            #expect(landed > 0, "the signal never reached a run before it ended")
        }
    }

    /// A signal while more files are staged than one chunk of the handler's table holds (64): every
    /// temporary file goes, and no catalog is half old, half new.
    @Test func aSignalWhileManyFilesAreStagedLeavesNoTemporaryFile() throws {
        try TemporaryFolder.with { folder in
            let binary = try Self.binary()
            var workload = try KillWorkload.importing(in: folder.path, binary: binary, keys: 40, modules: 150)
            try workload.recordNewBytes(binary: binary)
            var landed = 0
            for _ in 0..<4 {
                let (ending, signalled) = try Self.interrupt(workload, binary: binary, with: SIGTERM) {
                    workload.leftovers().count >= 80
                }
                if signalled { landed += 1 }
                #expect(ending == .signal(SIGTERM) || ending == .exit(0), "ended by \(ending)")
                #expect(workload.leftovers().count == 0, "temporary files left")
                let states = workload.states()
                #expect(states == ["old"] || states == ["new"], "catalogs found \(states.sorted())")
            }
            #expect(landed > 0, "the signal never reached a run while it was writing")
        }
    }

    /// A signal while `migrate --remove-legacy` removes the legacy files of 150 tables: the removals finish
    /// first, so no table is left with its catalog and its legacy files both (QA: they stopped part-way).
    @Test func aSignalDuringLegacyRemovalsWaitsForTheLast() throws {
        try TemporaryFolder.with { folder in
            let binary = try Self.binary()
            let tables = (0..<150).map { "T\($0)" }
            func legacyLeft() -> Int {
                tables.filter { FileManager.default.fileExists(atPath: folder.path + "/App/en.lproj/\($0).strings") }.count
            }
            var landed = 0
            for _ in 0..<3 {
                for table in tables {
                    try folder.write("\"k\" = \"v\";\n", to: "App/en.lproj/\(table).strings")
                    try? FileManager.default.removeItem(atPath: folder.path + "/App/\(table).xcstrings")
                }
                let workload = KillWorkload(name: "migrate", root: folder.path, arguments: ["migrate", "--remove-legacy", "App"], old: [:])
                let (ending, signalled) = try Self.interrupt(workload, binary: binary, with: SIGTERM, polling: 0) { legacyLeft() < 150 }
                if signalled { landed += 1 }
                #expect(ending == .signal(SIGTERM) || ending == .exit(0), "ended by \(ending)")
                let left = legacyLeft()
                #expect(left == 0 || left == 150, "\(left) of 150 tables keep their legacy file")
            }
            #expect(landed > 0, "the signal never reached a run while it removed")
        }
    }

    /// Puts the workload's targets back, runs its command, and sends `signalNumber` once `ready` holds
    /// (checked every `polling` µs); whether it was sent (not when the run ended first), and how the run ended.
    static func interrupt(_ workload: KillWorkload, binary: String, with signalNumber: Int32, polling: UInt32 = 200,
                          when ready: () -> Bool) throws -> (ending: SignalableProcess.Ending, signalled: Bool) {
        try workload.reset()
        let child = try SignalableProcess(binary, workload.arguments, in: workload.root)
        while child.isRunning && !ready() { if polling > 0 { usleep(polling) } }
        let signalled = child.isRunning
        if signalled { kill(child.identifier, signalNumber) }
        return (child.wait(), signalled)
    }

    /// What a killed run left, counted over all iterations.
    struct Outcomes: CustomStringConvertible {
        var killed = 0, finishedFirst = 0
        /// Targets found with their old bytes (or still absent), and with their new bytes, after a kill.
        var old = 0, new = 0
        /// Kills after which some targets were old and others new, or a temporary file was left: the kill
        /// landed while the command was writing.
        var mixed = 0, leftover = 0

        var description: String {
            "\(killed) killed (\(finishedFirst) finished before the kill); targets old \(old), new \(new); "
                + "iterations with old and new targets \(mixed), with temporary files left \(leftover)"
        }
    }

    static func hammer(_ setUp: KillWorkload, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let binary = try binary()
        var workload = setUp
        // Full runs give the new bytes and the time over which kills are spread (the median of three, as
        // the machine's load varies).
        var durations: [Double] = []
        for _ in 0..<3 {
            try workload.reset()
            let started = Date()
            try #require(try KillProcess.run(binary, workload.arguments, in: workload.root) == 0, sourceLocation: sourceLocation)
            durations.append(Date().timeIntervalSince(started))
        }
        workload.duration = durations.sorted()[1]
        for path in workload.targets { workload.new[path] = try KillWorkload.read(workload.root + "/" + path) }
        for path in workload.targets {
            try #require(workload.new[path] != workload.old[path], "\(path) is not changed by the command", sourceLocation: sourceLocation)
        }

        let seed = environment["LOCBRIDGE_KILL_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
        print("kill \(workload.name): \(iterations) iterations, seed \(seed) (LOCBRIDGE_KILL_SEED), full run \(String(format: "%.2f", workload.duration)) s")
        var random = SplitMix64(seed: seed)
        var outcomes = Outcomes()
        for iteration in 0..<iterations {
            try workload.reset()
            // Every third iteration kills anywhere in the run. The writes are a small part of it (migrate
            // computes every catalog first), so the others watch them: one kind waits for the first
            // temporary file and kills within the next 20 ms; the other waits until the first target was
            // renamed into place and kills at once, so that some kills surely land between two writes
            // however slow or loaded the machine is.
            let moment = iteration % 3
            let delay = moment == 0 ? Double.random(in: 0..<workload.duration, using: &random)
                : moment == 1 ? Double.random(in: 0..<0.02, using: &random) : 0
            let before = workload.identities()
            let process = try KillProcess.start(binary, workload.arguments, in: workload.root)
            switch moment {
            case 1: while process.isRunning && !workload.isWriting() { usleep(300) }
            case 2: while process.isRunning && workload.identities() == before { usleep(100) }
            default: break
            }
            Thread.sleep(forTimeInterval: delay)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let wasKilled = process.terminationReason == .uncaughtSignal
            if wasKilled { outcomes.killed += 1 } else { outcomes.finishedFirst += 1 }

            let context = "\(workload.name) iteration \(iteration) (seed \(seed), killed \(String(format: "%.3f", delay)) s after "
                + ["the start)", "the first write began)", "the first target was replaced)"][moment]
            var states: Set<String> = []
            for path in workload.targets {
                let bytes = try? KillWorkload.read(workload.root + "/" + path)
                if bytes == workload.new[path] {
                    states.insert("new")
                    if wasKilled { outcomes.new += 1 }
                } else if bytes == workload.old[path] ?? nil {
                    states.insert("old")
                    if wasKilled { outcomes.old += 1 }
                } else {
                    let found = bytes.map { "\($0.count) bytes" } ?? "missing"
                    Issue.record("\(context): \(path) is neither old nor new: \(found)", sourceLocation: sourceLocation)
                }
            }
            if wasKilled && states.count == 2 { outcomes.mixed += 1 }
            if wasKilled && !workload.leftovers().isEmpty { outcomes.leftover += 1 }

            let rerun = try KillProcess.run(binary, workload.arguments, in: workload.root)
            #expect(rerun == 0, "\(context): the run after the kill exited with \(rerun)", sourceLocation: sourceLocation)
            for path in workload.targets {
                let bytes = try? KillWorkload.read(workload.root + "/" + path)
                #expect(bytes == workload.new[path], "\(context): \(path) is not new after a full run", sourceLocation: sourceLocation)
            }
            #expect(workload.leftovers() == [], "\(context): temporary files left after a full run", sourceLocation: sourceLocation)
        }
        print("kill \(workload.name): \(outcomes)")
        // Both sides of the write must have been hit, or the kills did not exercise it.
        #expect(outcomes.old > 0 && outcomes.new > 0, "kills never landed on both sides of a write: \(outcomes)",
                sourceLocation: sourceLocation)
    }
}

/// Small deterministic generator (SplitMix64), so a seed reproduces a run's kill times.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A child process started with no signal blocked and the default action for the ones the test sends
/// (`Process` passes on the test runner's mask, in which they may be blocked).
struct SignalableProcess {
    enum Ending: Equatable { case exit(Int32), signal(Int32) }

    let identifier: pid_t
    private let ended = UnsafeMutablePointer<Int32>.allocate(capacity: 2)

    init(_ binary: String, _ arguments: [String], in folder: String) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The shell changes folder and becomes the binary (posix_spawn has no portable chdir).
        let command = ["/bin/sh", "-c", "cd \"$1\" && shift && exec \"$@\"", "sh", folder, binary] + arguments
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ)
        guard status == 0 else { throw KillSetupError("posix_spawn failed: \(status)") }
        identifier = pid
        ended[0] = 0
    }

    /// Whether it still runs (reaps it, keeping how it ended, once it does not).
    var isRunning: Bool {
        guard ended[0] == 0 else { return false }
        var status: Int32 = 0
        guard waitpid(identifier, &status, WNOHANG) == identifier else { return true }
        ended[0] = 1
        ended[1] = status
        return false
    }

    func wait() -> Ending {
        if ended[0] == 0 {
            var status: Int32 = 0
            while waitpid(identifier, &status, 0) < 0 && errno == EINTR {}
            ended[0] = 1
            ended[1] = status
        }
        let status = ended[1]
        return status & 0x7F == 0 ? .exit((status >> 8) & 0xFF) : .signal(status & 0x7F)
    }
}
