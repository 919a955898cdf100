import ControlSpecRuntime
import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The looks the preview page and `render` lay out (`RuntimeLooks`, built from the model) are the
/// very values the generated machines' `look(of:)` returns, state by state, for every example: the
/// generator's printers (`RuntimeLiteral`) write Swift that reads back as the value they print.
final class RuntimeLooksTests: XCTestCase {
    func testEveryExampleStateLooksAsTheGeneratedMachineSays() throws {
        try assertLooks(
            "CheckBox", CheckBoxMachine.State.allCases.map { ($0.rawValue, CheckBoxMachine.look(of: $0)) })
        try assertLooks(
            "SortButton",
            SortButtonMachine.State.allCases.map { ($0.rawValue, SortButtonMachine.look(of: $0)) })
        try assertLooks(
            "LikeButton",
            LikeButtonMachine.State.allCases.map { ($0.rawValue, LikeButtonMachine.look(of: $0)) })
        try assertLooks(
            "RadioButton",
            RadioButtonMachine.State.allCases.map { ($0.rawValue, RadioButtonMachine.look(of: $0)) })
        try assertLooks(
            "TickView", TickViewMachine.State.allCases.map { ($0.rawValue, TickViewMachine.look(of: $0)) })
        try assertLooks(
            "FlatButton",
            FlatButtonMachine.State.Press.allCases.map { ($0.rawValue, FlatButtonMachine.look(of: $0)) })
        try assertLooks(
            "Gauge", GaugeMachine.State.allCases.map { ($0.rawValue, GaugeMachine.look(of: $0)) },
            folder: "Tests/GeneratedCodeTests/Specs")
        try assertLooks(
            "StarRating",
            StarRatingMachine.State.allCases.map { ($0.rawValue, StarRatingMachine.look(of: $0)) })
        try assertLooks(
            "PageDots", PageDotsMachine.State.allCases.map { ($0.rawValue, PageDotsMachine.look(of: $0)) },
            folder: "Tests/GeneratedCodeTests/Specs")
        try assertLooks(
            "BatteryIcon",
            BatteryIconMachine.State.allCases.map { ($0.rawValue, BatteryIconMachine.look(of: $0)) },
            folder: "Tests/GeneratedCodeTests/Specs")
        try assertLooks(
            "NumberStepper",
            NumberStepperMachine.State.allCases.map { ($0.rawValue, NumberStepperMachine.look(of: $0)) })
        try assertLooks(
            "Ring", RingMachine.State.allCases.map { ($0.rawValue, RingMachine.look(of: $0)) },
            folder: "Tests/GeneratedCodeTests/Specs")
    }

    private func assertLooks(
        _ name: String, _ generated: [(String, StateLook)], folder: String = "Examples", line: UInt = #line
    ) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = root.appendingPathComponent("\(folder)/\(name).control.yaml").path
        let result = Pipeline().check([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        let control = try XCTUnwrap(result.decoded?.control, line: line)
        XCTAssertFalse(generated.isEmpty, line: line)
        for (state, look) in generated {
            XCTAssertEqual(
                RuntimeLooks(control: control).look(region: 0, state: state), look, "\(name) \(state)",
                line: line)
        }
    }
}
