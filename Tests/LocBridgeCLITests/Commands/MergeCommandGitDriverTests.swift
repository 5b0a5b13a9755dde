import Foundation
import LocBridge
import Testing

/// `locbridge merge` as a real git merge driver: a temporary repository, `.gitattributes` and
/// `git config merge.xcstrings.*` exactly as the README shows them, and the built `locbridge` binary.
@Suite struct MergeCommandGitDriverTests {
    /// The package root, found from this file (`Tests/LocBridgeCLITests/Commands/…`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The binary `swift build` (and `swift test`, which builds every product) leaves in `.build/debug`.
    static func locbridgeBinary(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let path = packageRoot + "/.build/debug/locbridge"
        try #require(FileManager.default.isExecutableFile(atPath: path),
                     "build locbridge first (swift build): \(path) does not exist", sourceLocation: sourceLocation)
        return path
    }

    static let catalogPath = "App/Localizable.xcstrings"

    static let base = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Abbrechen"
                  }
                }
              }
            },
            "Done" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Fertig"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Done"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Terminé"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// A repository with `base` committed on `main`, the driver configured, and git isolated from the
    /// machine's configuration.
    static func repository(in folder: TemporaryFolder) throws -> GitRepository {
        let repository = GitRepository(path: folder.path + "/repo", home: folder.path + "/home")
        try FileManager.default.createDirectory(atPath: repository.home, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: repository.path + "/App", withIntermediateDirectories: true)
        try repository.succeed("init", "-q")
        try repository.succeed("symbolic-ref", "HEAD", "refs/heads/main")
        try repository.write("*.xcstrings merge=xcstrings\n", to: ".gitattributes")
        try repository.succeed("config", "merge.xcstrings.name", "String Catalog three-way merge")
        try repository.succeed("config", "merge.xcstrings.driver", "'\(try locbridgeBinary())' merge --base %O %A %B --name %P")
        try repository.write(base, to: catalogPath)
        try repository.succeed("add", "-A")
        try repository.succeed("commit", "-q", "-m", "Base catalog")
        return repository
    }

    /// Each branch changes other keys, and both add a key at the same place (between "Cancel" and
    /// "Done"), which a line merge cannot combine. Theirs also changes the English "Done" (and its
    /// French), so the German translation nobody updated is marked needs_review.
    @Test func cleanMergeCombinesBothBranches() throws {
        try TemporaryFolder.with { folder in
            let repository = try Self.repository(in: folder)
            try repository.succeed("checkout", "-q", "-b", "feature")
            try repository.write(Self.base
                .replacingOccurrences(of: #""value" : "Done""#, with: #""value" : "Finished""#)
                .replacingOccurrences(of: "Terminé", with: "Fini")
                .replacingOccurrences(of: "    \"Done\" : {", with: "    \"Delete\" : {\n\n    },\n    \"Done\" : {"),
                to: Self.catalogPath)
            try repository.succeed("commit", "-q", "-a", "-m", "Finished, Delete")
            try repository.succeed("checkout", "-q", "main")
            try repository.write(Self.base
                .replacingOccurrences(of: "Abbrechen", with: "Abbruch")
                .replacingOccurrences(of: "    \"Done\" : {", with: "    \"Copy\" : {\n      \"comment\" : \"Menu item\"\n    },\n    \"Done\" : {"),
                to: Self.catalogPath)
            try repository.succeed("commit", "-q", "-a", "-m", "Abbruch, Copy")

            let merge = try repository.git("merge", "--no-edit", "feature")
            #expect(merge.status == 0, "\(merge.output)")
            #expect(merge.output.contains("""
                merged App/Localizable.xcstrings: 1 key added, 1 changed, 0 deleted; 0 conflicts; 1 translation marked needs_review
                """), "\(merge.output)")
            #expect(merge.output.contains("""
                App/Localizable.xcstrings:20:1: note: "Done" (de): source changed "Done" → "Finished"; marked needs_review
                """), "\(merge.output)")
            #expect(try repository.read(Self.catalogPath) == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Cancel" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Abbruch"
                          }
                        }
                      }
                    },
                    "Copy" : {
                      "comment" : "Menu item"
                    },
                    "Delete" : {

                    },
                    "Done" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "Fertig"
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Finished"
                          }
                        },
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Fini"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
            // A merge commit with both parents, and nothing left to resolve.
            #expect(try repository.git("rev-parse", "--verify", "-q", "HEAD^2").status == 0)
            #expect(try repository.git("status", "--porcelain").output == "")
        }
    }

    @Test func trueConflictIsReportedToGitAndTheFileHoldsOurs() throws {
        try TemporaryFolder.with { folder in
            let repository = try Self.repository(in: folder)
            try repository.succeed("checkout", "-q", "-b", "feature")
            try repository.write(Self.base.replacingOccurrences(of: "Fertig", with: "Abgeschlossen"), to: Self.catalogPath)
            try repository.succeed("commit", "-q", "-a", "-m", "Abgeschlossen")
            try repository.succeed("checkout", "-q", "main")
            try repository.write(Self.base.replacingOccurrences(of: "Fertig", with: "Erledigt")
                .replacingOccurrences(of: "Abbrechen", with: "Abbruch"), to: Self.catalogPath)
            try repository.succeed("commit", "-q", "-a", "-m", "Erledigt")

            let merge = try repository.git("merge", "--no-edit", "feature")
            #expect(merge.status != 0, "\(merge.output)")
            #expect(merge.output.contains("CONFLICT (content): Merge conflict in App/Localizable.xcstrings"), "\(merge.output)")
            #expect(merge.output.contains("""
                App/Localizable.xcstrings:14:1: warning: conflict: "Done" de: ours "Erledigt", theirs "Abgeschlossen"; kept ours
                """), "\(merge.output)")
            #expect(try repository.git("status", "--porcelain").output == "UU App/Localizable.xcstrings\n")
            #expect(try repository.read(Self.catalogPath)
                == Self.base.replacingOccurrences(of: "Fertig", with: "Erledigt").replacingOccurrences(of: "Abbrechen", with: "Abbruch"))
        }
    }
}

/// A git repository in a temporary folder, with git run as a child process in a clean environment:
/// its own `HOME` (no global configuration), no system configuration, a fixed identity, C locale.
struct GitRepository {
    let path: String
    let home: String

    struct Run {
        var status: Int32
        /// Standard output and standard error together, in the order written.
        var output: String
    }

    func git(_ arguments: String...) throws -> Run {
        try git(arguments)
    }

    func git(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: path)
        let identity = ["GIT_AUTHOR_NAME": "locbridge tests", "GIT_AUTHOR_EMAIL": "tests@locbridge.invalid",
                        "GIT_COMMITTER_NAME": "locbridge tests", "GIT_COMMITTER_EMAIL": "tests@locbridge.invalid"]
        process.environment = identity.merging([
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
            "HOME": home, "GIT_CONFIG_NOSYSTEM": "1", "LC_ALL": "C", "GIT_TERMINAL_PROMPT": "0",
        ]) { first, _ in first }
        // One file for both streams: no pipe can fill up and block the child.
        let log = home + "/git-\(UUID().uuidString).log"
        try #require(FileManager.default.createFile(atPath: log, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        // FileBytes, not Data(contentsOf:), which leaked a 4 KB buffer per call here under AddressSanitizer.
        let output = String(decoding: try FileBytes.read(log), as: UTF8.self)
        return Run(status: process.terminationStatus, output: output)
    }

    /// Runs git and records an issue (with git's output) unless it succeeds.
    func succeed(_ arguments: String..., sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let run = try git(arguments)
        try #require(run.status == 0, "git \(arguments.joined(separator: " ")) failed: \(run.output)", sourceLocation: sourceLocation)
    }

    func write(_ text: String, to relativePath: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + relativePath))
    }

    func read(_ relativePath: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path + "/" + relativePath)), as: UTF8.self)
    }
}
