// swift-tools-version:6.0
import PackageDescription

// The benchmarks of ControlSpec: their own package, so the root package's `swift build` and
// `swift test` never build them. Run them with `Benchmarks/run.sh` (release build).
let package = Package(
    name: "ControlSpecBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ControlSpec", path: "..")
    ],
    targets: [
        // libyaml for the floor measurement (the root package's CYaml is not a product).
        .systemLibrary(
            name: "LibYAMLScan",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Replaces malloc to count allocations and peak heap bytes.
        .target(name: "AllocCounter"),
        // The synthetic spec generator.
        .target(name: "SpecSynth"),
        // The 50-state machine, generated from its spec (by the current controlspec) and hand-written.
        .target(
            name: "SendMachines",
            dependencies: [.product(name: "ControlSpecRuntime", package: "ControlSpec")],
            plugins: ["GenerateControls"]
        ),
        .plugin(
            name: "GenerateControls",
            capability: .buildTool(),
            dependencies: [.product(name: "controlspec", package: "ControlSpec")]
        ),
        .executableTarget(
            name: "bench",
            dependencies: [
                "LibYAMLScan", "AllocCounter", "SpecSynth", "SendMachines",
                .product(name: "ControlSpec", package: "ControlSpec"),
            ]
        ),
        // The synthetic specs are valid and the two benchmark machines are the same machine.
        .testTarget(
            name: "BenchmarksTests",
            dependencies: [
                "SpecSynth", "SendMachines", .product(name: "ControlSpec", package: "ControlSpec"),
            ]
        ),
    ]
)
