import ControlSpecCore

/// The spec language's keys, keywords and built-in events as libFuzzer dictionary entries
/// (`key_states="states: "`, `word_easeIn="easeIn"`), read from `SpecKeys` and `BuiltinEvent`. The fuzzer writes them when it starts
/// (`Fuzz/PipelineFuzzer.swift`), ahead of the hand-picked entries of `Fuzz/controlspec.dict`
/// (words typed by where they stand, colors, guard operators, YAML punctuation), so a new key reaches the fuzzer by itself.
package enum FuzzDictionary {
    /// One entry per line, each key and each word once.
    package static var languageEntries: String {
        var keys: [String] = []
        var words = BuiltinEvent.touch.map(\.name)
        for output in BuiltinEvent.outputs where !words.contains(output) { words.append(output) }
        for table in SpecKeys.all {
            for entry in table.entries {
                if !keys.contains(entry.name) { keys.append(entry.name) }
                for word in entry.kind.keywords where !words.contains(word) { words.append(word) }
            }
        }
        return "# The spec language's keys, keywords and built-in events, written from SpecKeys.\n"
            + keys.map { "key_\($0)=\"\($0): \"\n" }.joined()
            + words.map { "word_\($0)=\"\($0)\"\n" }.joined()
    }
}
