import LibYAMLScan

/// The floor: libyaml parsing the bytes into events and dropping them, as any libyaml-based
/// reader must at least do.
enum LibYAMLFloor {
    /// Returns the number of events, or -1 when libyaml reports an error.
    static func scan(_ bytes: [UInt8]) -> Int {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return -1 }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Int in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var count = 0
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return -1 }
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { return count }
            }
        }
    }
}
