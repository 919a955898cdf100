/// The part of a line inside YAML flow mappings (`{ from: off, on: tap, to: | }`): which mapping
/// the cursor is in, the keys written in it before the cursor, and whether the cursor is on a key
/// or on a value.
struct FlowContext {
    /// The keys that opened the nested mappings after the outermost, outermost first
    /// (`{ curve: { cubicBezier: |` gives `curve`).
    var innerPath: [String]
    /// The keys written before the cursor in the innermost mapping.
    var siblings: [String]
    /// The key whose value the cursor is on, nil when the cursor is on a key.
    var key: String?
    /// Whether the cursor is inside a flow list (`from: [on, |`).
    var inList: Bool

    /// The context of the end of `text` (a line up to the cursor), nil when it is in no flow mapping.
    init?(_ text: [Unicode.Scalar]) {
        struct Frame {
            var opener: String?
            var siblings: [String] = []
            var key: String?
            var lists = 0
        }
        var frames: [Frame] = []
        var word = ""
        var quote: Unicode.Scalar?
        for (index, scalar) in text.enumerated() {
            if let open = quote {
                if scalar == open { quote = nil }
                continue
            }
            if NameCharacters.isPart(scalar) {
                word.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\"", "'": quote = scalar
            case "{": frames.append(Frame(opener: frames.last?.key))
            case "}": if !frames.isEmpty { frames.removeLast() }
            case "[": if !frames.isEmpty { frames[frames.count - 1].lists += 1 }
            case "]": if !frames.isEmpty { frames[frames.count - 1].lists -= 1 }
            case "," where frames.last?.lists == 0: frames[frames.count - 1].key = nil
            case ":" where frames.last?.lists == 0 && (index + 1 == text.count || text[index + 1] == " "):
                if !word.isEmpty {
                    frames[frames.count - 1].siblings.append(word)
                    frames[frames.count - 1].key = word
                }
            default: break
            }
            word = ""
        }
        guard let innermost = frames.last else { return nil }
        innerPath = frames.dropFirst().compactMap(\.opener)
        key = innermost.key
        siblings = innermost.siblings.filter { $0 != innermost.key }
        inList = innermost.lists > 0
    }
}
