import ControlSpec
import XCTest

/// `unused-declaration` and images: an image an `image` property has as its default is used.
final class UnusedImageDefaultTests: XCTestCase {
    private func unused(defaulting avatar: String) -> [String] {
        let spec = """
            control: Avatar
            summary: The app's picture, a placeholder until it has one.
            accessibilityLabel: Avatar
            properties:
              picture: { type: image, input: true\(avatar) }
            images:
              placeholder: { asset: person }
              shown: { property: picture }
            events: [tap]
            initial: a
            states:
              a: { image: shown }
              b: { image: shown }
            transitions:
              - { from: a, on: tap, to: b }
              - { from: b, on: tap, to: a }
            """
        return Pipeline().check(Array(spec.utf8), file: "C.control.yaml").diagnostics.filter {
            $0.code == .unusedDeclaration
        }.map { "\($0.location)" }
    }

    func testAnImageUsedOnlyAsAnImagePropertysDefaultIsUsed() {
        XCTAssertEqual(unused(defaulting: ", default: placeholder"), [])
        XCTAssertEqual(unused(defaulting: ""), ["7:3"], "without the default, nothing uses it")
    }
}
