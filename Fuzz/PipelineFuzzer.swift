/// libFuzzer entry point over the whole pipeline: Syntax → Decode → Analyze → Generate.
///
/// Built by `Fuzz/build.sh` over the compiler's layers, all instrumented, so the sanitizers see
/// every stage. The exploration budget is small so each input stays fast; the
/// syntax limits are the command line's defaults. Any crash, trap, ASan report or timeout is a bug.
import ControlSpec
import ControlSpecCore
import Foundation

/// libFuzzer calls this once before it parses its flags and reads the corpus folders. When
/// `CONTROLSPEC_FUZZ_SEEDS` names a folder, the canonical example of every diagnostic code is
/// written there, so the seeds are the descriptors' examples themselves rather than copies that
/// could drift; when `CONTROLSPEC_FUZZ_DICT` names a dictionary file (a copy of
/// `Fuzz/controlspec.dict`), the language's keys and keywords are written ahead of its entries.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<Int32>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["CONTROLSPEC_FUZZ_DICT"] {
        let handPicked = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        try? Data((FuzzDictionary.languageEntries + handPicked).utf8).write(to: URL(fileURLWithPath: path))
    }
    guard let folder = environment["CONTROLSPEC_FUZZ_SEEDS"] else { return 0 }
    let url = URL(fileURLWithPath: folder)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for code in DiagnosticCode.allCases {
        let file = url.appendingPathComponent("Diagnostics-\(code.rawValue).control.yaml")
        try? Data(code.descriptor.example.spec.utf8).write(to: file)
    }
    return 0
}

/// libFuzzer's entry point: runs the whole pipeline on one input and checks the invariants.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let pipeline = Pipeline(analysis: AnalysisOptions(explorationBudget: 2_000))
    let result = pipeline.check(bytes, file: "Fuzz.control.yaml")
    if let decoded = result.decoded, let analysis = result.analysis, !result.hasErrors {
        let generated = pipeline.generate(analysis, file: "Fuzz.control.yaml")
        FuzzInvariants.check(generated, name: decoded.name)
        let again = pipeline.generate(analysis, file: "Fuzz.control.yaml")
        precondition(again == generated, "generation is not deterministic")
    }
    FuzzInvariants.check(result.diagnostics)
    return 0
}

/// Properties every run must have; a violation traps, which libFuzzer reports as a crash.
enum FuzzInvariants {
    /// Every diagnostic points at a real position of the file.
    static func check(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "\(diagnostic)")
            precondition(!diagnostic.message.isEmpty, "empty message for \(diagnostic.code)")
        }
    }

    /// The generated file is named after the control and declares its machine.
    static func check(_ file: GeneratedFile, name: String) {
        precondition(file.name == name + ".swift", "unexpected file name \(file.name)")
        precondition(file.contents.contains("struct \(name)Machine"), "no machine generated")
    }
}
