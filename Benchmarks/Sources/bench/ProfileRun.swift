@_spi(Stages) import ControlSpec
import Foundation

/// Runs one stage on one file a number of times and nothing else, for `valgrind --tool=callgrind`.
enum ProfileRun {
    static func run(file: String, stage: String, count: Int) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        if stage == "scan" {
            for _ in 0..<count { sink(LibYAMLFloor.scan(bytes)) }
            return
        }
        let (root, _) = YAMLReader.read(bytes, file: file, limits: StageBench.limits)
        if stage == "syntax" {
            for _ in 0..<count { sink(YAMLReader.read(bytes, file: file, limits: StageBench.limits)) }
            return
        }
        guard let root else { fail("\(file): no tree") }
        guard let control = SpecDecoder.decode(root, file: file).control else { fail("\(file): no model") }
        switch stage {
        case "decode": for _ in 0..<count { sink(SpecDecoder.decode(root, file: file)) }
        case "analyze":
            // No time limit: under callgrind the clock would stop the exploration early.
            let options = AnalysisOptions(timeLimit: nil)
            for _ in 0..<count { sink(Analyzer.report(control, file: file, options: options)) }
        case "generate":
            let analysis = Analyzer.report(control, file: file)
            for _ in 0..<count { sink(SwiftGenerator.generate(analysis, sourceFile: file)) }
        default: fail("unknown stage \(stage): scan, syntax, decode, analyze or generate")
        }
    }
}
