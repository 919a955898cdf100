// swift-tools-version:6.0
import PackageDescription

// The seed controls, compiled by the ControlSpec build-tool plugin, and a storyboard that drives them.
let package = Package(
    name: "ControlGallery",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "ControlSpec", path: "../..")
    ],
    targets: [
        // The specs are symbolic links to ../../../*.control.yaml; the plugin turns each into
        // <Name>.swift at build time. Controls.swift keeps the target alive: SwiftPM drops a
        // target that holds no Swift file. Assets.xcassets (a link to the examples' catalog) is
        // the target's resource, so the controls load their icons from its Bundle.module.
        .target(
            name: "Controls",
            dependencies: [.product(name: "ControlSpecRuntime", package: "ControlSpec")],
            resources: [.process("Assets.xcassets")],
            plugins: [.plugin(name: "ControlSpecPlugin", package: "ControlSpec")]
        ),
        .executableTarget(
            name: "ControlGallery",
            dependencies: ["Controls", .product(name: "ControlSpecRuntime", package: "ControlSpec")]
        ),
    ]
)
