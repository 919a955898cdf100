import Foundation
import TestSupport
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The controls the browser tests play, their pages, and process helpers.
enum PreviewFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every spec of `Examples/` and of the generated-code tests' `Specs/`, checked error-free.
    static func specControls() throws -> [Control] {
        var controls: [Control] = []
        for folder in ["Examples", "Tests/GeneratedCodeTests/Specs"] {
            let directory = root.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".control.yaml") }.sorted()
            for name in names {
                let path = directory.appendingPathComponent(name).path
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
                let result = Pipeline().check(bytes, file: path)
                guard let control = result.decoded?.control, !result.hasErrors else {
                    throw ChromiumSession.Failure(description: "\(name) has errors: \(result.diagnostics)")
                }
                controls.append(control)
            }
        }
        return controls
    }

    /// One example control by name.
    static func example(_ name: String) throws -> Control {
        let path = root.appendingPathComponent("Examples/\(name).control.yaml").path
        let result = Pipeline().check([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        guard let control = result.decoded?.control, !result.hasErrors else {
            throw ChromiumSession.Failure(description: "\(name) has errors")
        }
        return control
    }

    /// Writes the preview page of `control` into `folder` and returns its URL.
    static func page(
        _ control: Control, in folder: URL, assets: [String: PreviewAsset] = [:]
    ) throws -> URL {
        try page(analysis(control), in: folder, assets: assets)
    }

    /// Writes the preview page of an analysed control into `folder` and returns its URL.
    static func page(
        _ analysis: AnalysisReport, in folder: URL, assets: [String: PreviewAsset] = [:]
    ) throws -> URL {
        let name = analysis.model.control.name.value
        let url = folder.appendingPathComponent(name + ".html")
        try PreviewPage.html(for: analysis, sourceFile: name, assets: assets)
            .write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// The analysis of `control` that the generators take (errors such as ambiguities included:
    /// the random controls are generated all the same).
    static func analysis(_ control: Control) -> AnalysisReport {
        Analyzer.report(ResolvedControl(control), options: AnalysisOptions())
    }

    /// A fresh scratch folder, removed by the caller.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs a command found on the `PATH` (or by path) with `Subprocess`; its output is standard
    /// output, then standard error.
    static func run(_ arguments: [String]) throws -> Subprocess.Result {
        try Subprocess.runTool(arguments[0], Array(arguments.dropFirst()))
    }
}
