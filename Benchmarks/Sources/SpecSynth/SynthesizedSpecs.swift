import Foundation

/// The catalogue of synthetic spec files: names, file names, and writing them all.
public enum SynthesizedSpecs {
    /// One synthetic spec file.
    public struct Entry: Sendable {
        /// The name in tables, `<variant>-<transitions>`.
        public var name: String
        /// The name of the file the spec is written to.
        public var file: String
        /// The number of transitions the spec declares.
        public var transitions: Int
        /// Writes the spec's text.
        public var yaml: @Sendable () -> String
    }

    /// The large specs, smallest first within each variant.
    public static func large(sizes: [Int], variants: [LargeSpec.Variant]) -> [Entry] {
        variants.flatMap { variant in
            sizes.map { size in
                Entry(
                    name: "\(variant.rawValue)-\(size)", file: "\(variant.rawValue)-\(size).control.yaml",
                    transitions: size, yaml: { LargeSpec.yaml(variant, transitions: size) })
            }
        }
    }

    /// The guard-analysis worst cases.
    public static let guardCases: [Entry] =
        [
            Entry(name: "bool-fan-200x16", file: "GuardFan.control.yaml", transitions: 201) {
                GuardSpec.boolFan(transitions: 200, bools: 16)
            },
            Entry(name: "ranged-ints-8-input", file: "RangedIntsInput.control.yaml", transitions: 64) {
                GuardSpec.rangedInts(8, inputs: true)
            },
            Entry(name: "ranged-ints-8-state", file: "RangedIntsState.control.yaml", transitions: 96) {
                GuardSpec.rangedInts(8, inputs: false)
            },
        ]
        + (1...6).map { count in
            Entry(name: "counters-\(count)", file: "Counters\(count).control.yaml", transitions: count) {
                GuardSpec.independentCounters(count)
            }
        }

    /// The 1,000-state control of the type-check benchmark, as a spec and hand-written.
    public static let typecheckStates = 1000

    /// Writes every spec into `directory`, plus `Machine1000.control.yaml` and
    /// `HandMachine1000.swift` for the type-check benchmark. Files whose content is unchanged
    /// are left alone.
    public static func write(to directory: URL, sizes: [Int], variants: [LargeSpec.Variant]) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var files = (large(sizes: sizes, variants: variants) + guardCases).map { ($0.file, $0.yaml()) }
        files.append(
            ("Machine1000.control.yaml", MachineSpec.yaml(name: "Machine1000", states: typecheckStates)))
        files.append(
            (
                "HandMachine1000.swift",
                MachineSpec.handWrittenSwift(name: "HandMachine1000", states: typecheckStates)
            ))
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            let data = Data(text.utf8)
            if (try? Data(contentsOf: url)) == data { continue }
            try data.write(to: url, options: .atomic)
        }
    }
}
