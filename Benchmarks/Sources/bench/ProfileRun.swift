import ControlSpec
import Foundation

/// Runs one stage on one file a number of times and nothing else, for `valgrind --tool=callgrind`.
enum ProfileRun {
    static func run(file: String, stage: String, count: Int) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        if stage == "scan" {
            for _ in 0..<count { sink(LibYAMLFloor.scan(bytes)) }
            return
        }
        // No time limit: under callgrind the clock would stop the exploration early.
        let pipeline = Pipeline(limits: StageBench.limits, analysis: AnalysisOptions(timeLimit: nil))
        let source = SpecSource(path: file, bytes: bytes)
        let (parsed, _) = pipeline.parse(source)
        if stage == "syntax" {
            for _ in 0..<count { sink(pipeline.parse(source)) }
            return
        }
        guard let parsed else { fail("\(file): no tree") }
        guard let decoded = pipeline.decode(parsed).decoded else { fail("\(file): no model") }
        switch stage {
        case "decode": for _ in 0..<count { sink(pipeline.decode(parsed)) }
        case "analyze": for _ in 0..<count { sink(pipeline.analyze(pipeline.resolve(decoded))) }
        case "generate":
            let analysis = pipeline.analyze(pipeline.resolve(decoded))
            for _ in 0..<count { sink(pipeline.generate(analysis, file: file)) }
        default: fail("unknown stage \(stage): scan, syntax, decode, analyze or generate")
        }
    }
}
