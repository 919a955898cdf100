import ControlSpec
import XCTest

/// A spec written with `1️⃣` where a diagnostic must point (as swift-format's rule tests mark their
/// findings), read through the whole pipeline: the marker is removed before the spec is read, and
/// the diagnostics tests assert each finding at the marker's line and column.
struct MarkedSpec {
    /// What marks the place in a spec's text.
    static let marker = "1️⃣"

    /// What `Pipeline().check` reported on the spec.
    let diagnostics: [Diagnostic]
    /// Where the marker stood (the last one of several), in the text without it; nil without one.
    let marker: SourceLocation?

    /// `spec`, its marker removed, checked as the file `file`. With `accessibilityLabel`, a spec
    /// that sets none gets `accessibilityLabel: <label>` at its end, so that only what a test is
    /// about is reported.
    init(_ spec: String, file: String = "Spec.control.yaml", accessibilityLabel label: String? = nil) {
        var marker: SourceLocation?
        var lines: [String] = []
        for (number, line) in spec.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: Self.marker) {
                // Columns count Unicode scalars, as the compiler's locations do.
                marker = SourceLocation(
                    line: number + 1, column: line[..<range.lowerBound].unicodeScalars.count + 1)
            }
            lines.append(line.replacingOccurrences(of: Self.marker, with: ""))
        }
        if let label, !spec.contains("accessibilityLabel:") { lines.append("accessibilityLabel: \(label)") }
        let text = lines.joined(separator: "\n")
        self.diagnostics = Pipeline().check(Array(text.utf8), file: file).diagnostics
        self.marker = marker
    }

    /// The marker's `line:column`, as diagnostics print their location (`?` without a marker).
    var markerLocation: String { marker?.description ?? "?" }

    /// Asserts that the diagnostics (only those of `severity`, when given) are exactly one, `code`
    /// at the marker, whose message contains each of `fragments`; returns it.
    @discardableResult
    func assertOnly(
        _ code: String, severity: Severity? = nil, mentions fragments: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) -> Diagnostic? {
        let reported = diagnostics.filter { severity == nil || $0.severity == severity }
        XCTAssertEqual(
            reported.map { "\($0.code.rawValue) \($0.location)" }, ["\(code) \(markerLocation)"],
            "\(reported.map(\.message))", file: file, line: line)
        for fragment in fragments {
            XCTAssertTrue(
                reported.first?.message.contains(fragment) ?? false,
                "\(reported.first?.message ?? "nothing") lacks \(fragment)", file: file, line: line)
        }
        return reported.first
    }
}
