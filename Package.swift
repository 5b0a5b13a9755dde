// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "locbridge",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LocBridge", targets: ["LocBridge"]),
        .executable(name: "locbridge", targets: ["locbridge"]),
    ],
    targets: [
        // Named CLibXML2, not libxml2: the macOS SDK already has a module called libxml2.
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // mallopt(3) for AllocatorTuning; Swift's Glibc module leaves out malloc.h.
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        .target(name: "LocBridge", dependencies: ["CLibXML2", "CMalloc"]),
        .target(name: "LocBridgeCLI", dependencies: ["LocBridge"]),
        .executableTarget(name: "locbridge", dependencies: ["LocBridgeCLI", "LocBridge"]),
        .executableTarget(name: "locbridge-bench", dependencies: ["LocBridge"], path: "Sources/locbridge-bench"),
        .testTarget(
            name: "LocBridgeTests",
            dependencies: ["LocBridge"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "LocBridgeCLITests", dependencies: ["LocBridgeCLI", "LocBridge"]),
    ]
)
