// swift-tools-version:6.0
import PackageDescription

// There is no UIKit on Linux. There the package builds a UIKit test double under the names
// UIKit, QuartzCore, CoreGraphics and SwiftUI (Sources/UIKitDouble; see Docs/Runtime.md), so the runtime's
// UIKit player and the generated adapters compile and run in tests and in Examples/ControlGallery.
// On Apple platforms these targets do not exist and the real frameworks are used.
#if os(Linux)
    let uikitDouble: [Target] = [
        .target(name: "CoreGraphics", path: "Sources/UIKitDouble/CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"], path: "Sources/UIKitDouble/QuartzCore"),
        .target(
            name: "UIKit", dependencies: ["QuartzCore", "SystemColors", "ControlSpecTouch"],
            path: "Sources/UIKitDouble/UIKit"),
        .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Sources/UIKitDouble/SwiftUI"),
    ]
    let uikitDoubleDependency: [Target.Dependency] = ["UIKit", "SwiftUI"]
#else
    let uikitDouble: [Target] = []
    let uikitDoubleDependency: [Target.Dependency] = []
#endif

let package = Package(
    name: "ControlSpec",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "controlspec", targets: ["controlspec"]),
        .library(name: "ControlSpec", targets: ["ControlSpec"]),
        .library(name: "ControlSpecRuntime", targets: ["ControlSpecRuntime"]),
        .plugin(name: "ControlSpecPlugin", targets: ["ControlSpecPlugin"]),
        .plugin(name: "LintControls", targets: ["LintControls"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The compiler, one target per layer; a target sees only the layers below it, so a
        // reference back up does not compile (Docs/Architecture.md draws them).
        // The vocabulary every stage speaks: text, diagnostics, the syntax tree, the model, the
        // language tables, the pipeline's options.
        .target(
            name: "ControlSpecCore",
            dependencies: ["ControlSpecRuntime", "SystemColors", "ControlSpecTouch"]),
        // The stages, in pipeline order.
        .target(name: "ControlSpecSyntax", dependencies: ["CYaml", "ControlSpecCore"]),
        .target(
            name: "ControlSpecDecode",
            dependencies: ["ControlSpecCore", "ControlSpecRuntime", "SystemColors", "ControlSpecTouch"]),
        .target(name: "ControlSpecResolve", dependencies: ["ControlSpecCore", "ControlSpecRuntime"]),
        .target(
            name: "ControlSpecAnalyze",
            dependencies: [
                "ControlSpecCore", "ControlSpecResolve", "ControlSpecRuntime", "ControlSpecTouch",
                "SystemColors",
            ],
            plugins: ["CheckRegistry"]),
        // Lists the Analyze stage's checks from the files of its Checks/ folder.
        .executableTarget(name: "check-registry"),
        .plugin(name: "CheckRegistry", capability: .buildTool(), dependencies: ["check-registry"]),
        .target(
            name: "ControlSpecGenerate",
            dependencies: [
                "ControlSpecCore", "ControlSpecResolve", "ControlSpecAnalyze", "ControlSpecRuntime",
                "ControlSpecTouch",
            ]),
        // The pipeline that chains the stages, and what reads its results: reports, graphs, the
        // generated pages of Docs. The public API.
        .target(
            name: "ControlSpec",
            dependencies: [
                "ControlSpecCore", "ControlSpecSyntax", "ControlSpecDecode", "ControlSpecResolve",
                "ControlSpecAnalyze", "ControlSpecGenerate", "ControlSpecRuntime", "ControlSpecTouch",
            ]),
        // The browser preview and the SVG renderer, over the pipeline's results.
        .target(
            name: "ControlSpecPreview",
            dependencies: [
                "ControlSpec", "ControlSpecCore", "ControlSpecResolve", "ControlSpecAnalyze",
                "ControlSpecGenerate", "ControlSpecRuntime", "SystemColors", "ControlSpecTouch",
            ],
            // The page's fixed JavaScript and CSS, compiled into the binary as byte arrays
            // (`PackageResources`): a copied `controlspec` runs without a resource bundle.
            resources: [
                .embedInCode("Resources/preview-layout.js"), .embedInCode("Resources/touch-tracker.js"),
                .embedInCode("Resources/preview.js"), .embedInCode("Resources/preview.css"),
                .embedInCode("Resources/preview-plot.js"),
            ]),
        // UIKit's named colors and their light and dark values, read by the compiler, the preview
        // and the UIKit test double (which the runtime itself sits on, hence a target of its own).
        .target(name: "SystemColors"),
        // UIControl's events (one table of their names and bits) and the touch rule (the events of a
        // finger's phases), platform-neutral: the runtime, the UIKit double's UIControl, the compiler
        // and the preview page read them (a target of its own for the same reason).
        .target(name: "ControlSpecTouch"),
        .target(name: "ControlSpecRuntime", dependencies: ["ControlSpecTouch"] + uikitDoubleDependency),
        // `controlspec lsp`: the Language Server Protocol over the pipeline, for editors.
        .target(name: "ControlSpecLanguageServer", dependencies: ["ControlSpec"]),
        .executableTarget(
            name: "controlspec",
            dependencies: ["ControlSpec", "ControlSpecPreview", "ControlSpecLanguageServer"]),
        .plugin(
            name: "ControlSpecPlugin",
            capability: .buildTool(),
            dependencies: ["controlspec"]
        ),
        .plugin(
            name: "LintControls",
            capability: .command(
                intent: .custom(
                    verb: "lint-controls",
                    description: "Check the package's *.control.yaml specs and report diagnostics"
                )
            ),
            dependencies: ["controlspec"]
        ),
        // The one helper the test targets start processes with.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "ControlSpecTests",
            dependencies: [
                "ControlSpec", "ControlSpecCore", "ControlSpecSyntax", "ControlSpecDecode",
                "ControlSpecResolve",
                "ControlSpecAnalyze", "ControlSpecGenerate", "ControlSpecPreview", "ControlSpecTouch",
                "TestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        // Compiles the checked-in generated code (Generated/, re-recorded by
        // `RECORD_GOLDEN=1 swift test --filter GoldenFileTests`) with the runtime and drives it.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: [
                "ControlSpecRuntime", "ControlSpec", "ControlSpecCore", "ControlSpecResolve",
                "ControlSpecAnalyze",
                "ControlSpecGenerate", "ControlSpecPreview", "SystemColors", "ControlSpecTouch",
                "TestSupport",
            ],
            exclude: ["Specs"]
        ),
        .testTarget(
            name: "ControlSpecLanguageServerTests",
            dependencies: ["ControlSpecLanguageServer", "ControlSpec", "controlspec", "TestSupport"],
            exclude: ["Clients"]
        ),
        .testTarget(
            name: "controlspecTests",
            dependencies: ["controlspec", "ControlSpec", "ControlSpecPreview", "TestSupport"]
        ),
    ] + uikitDouble
)
