import Foundation

/// The built `controlspec` executable.
enum BuiltTool {
    /// The binary next to the test bundle in the build folder.
    static var controlspec: URL {
        #if os(macOS)
            let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? .main
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("controlspec")
        #else
            return Bundle.main.bundleURL.appendingPathComponent("controlspec")
        #endif
    }
}
