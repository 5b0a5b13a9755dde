import Foundation
import LocBridge

// locbridge-bench MODE FILE — times one operation on one catalog and prints one line:
//   MODE SECONDS MB/S peak-rss-mb=N [identical=yes|no] [name=value…]
// `export FILE OUTDIR` times `locbridge export --all-languages` of FILE into OUTDIR (MB/s of FILE).
// `import CATALOG_ROOT XLIFF` times `locbridge import --project-root CATALOG_ROOT XLIFF` on a scratch copy of
// the catalogs under CATALOG_ROOT (made in $TMPDIR, removed afterwards; MB/s of XLIFF).
// `xliff-read XLIFF` times the import's parsing thread alone (each `<file>` dropped once read);
// `merge-only CATALOG_ROOT XLIFF` times `Merge.apply` of every `<file>`, the XLIFF and catalogs read beforehand.
// `canonicalize-with-foundation IN [OUT]` re-writes a file with JSONSerialization (Xcode's bytes on Linux).
// Driven by scripts/bench, which runs every mode in its own process so that peak RSS means something.

// The same allocator settings as the locbridge executable, so that library timings match the CLI's.
AllocatorTuning.apply()

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: locbridge-bench MODE FILE
           locbridge-bench export FILE OUTDIR
           locbridge-bench import CATALOG_ROOT XLIFF
           locbridge-bench merge-only CATALOG_ROOT XLIFF
           locbridge-bench canonicalize-with-foundation IN [OUT]
    modes: \(BenchMode.allCases.map(\.rawValue).joined(separator: ", "))
    """

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("locbridge-bench: \(message)\n".utf8))
    exit(code)
}

guard let first = arguments.first else { fail("missing MODE\n\(usage)", code: 64) }

if first == "canonicalize-with-foundation" {
    guard arguments.count == 2 || arguments.count == 3 else { fail("expected IN [OUT]\n\(usage)", code: 64) }
    do {
        try FoundationJSON.canonicalize(input: arguments[1], output: arguments.count == 3 ? arguments[2] : arguments[1])
    } catch {
        fail("\(error)", code: 1)
    }
    exit(0)
}

guard let mode = BenchMode(rawValue: first) else { fail("unknown mode '\(first)'\n\(usage)", code: 64) }
guard arguments.count == mode.operands.count + 1 else {
    fail("\(mode.rawValue) expects \(mode.operands.joined(separator: " "))\n\(usage)", code: 64)
}

do {
    let result = try mode.run(Array(arguments.dropFirst()))
    print(result.line(mode: mode, peakMemory: PeakMemory.current()))
} catch {
    fail("\(error)", code: 1)
}
