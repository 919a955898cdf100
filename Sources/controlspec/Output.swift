import Foundation

/// Where a command prints: standard output and standard error. Tests capture both.
struct Output {
    private(set) var standardText = ""
    private(set) var errorText = ""
    let passThrough: Bool

    init(passThrough: Bool) {
        self.passThrough = passThrough
    }

    mutating func standard(_ text: String) {
        guard passThrough else { return standardText += text }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    mutating func error(_ text: String) {
        guard passThrough else { return errorText += text }
        FileHandle.standardError.write(Data(text.utf8))
    }
}
