import ControlSpecRuntime
import Foundation
import XCTest

/// No look aspect can stick: in every region of every generated control, each aspect that some
/// state's look sets has a value in every state's look.
final class LookCompletenessTests: XCTestCase {
    /// Each generated region: the control's name and its states' looks.
    private static let regions: [(control: String, looks: [StateLook])] = [
        ("CheckBox", CheckBoxMachine.State.allCases.map(CheckBoxMachine.look(of:))),
        ("FlatButton", FlatButtonMachine.State.Press.allCases.map(FlatButtonMachine.look(of:))),
        ("LikeButton", LikeButtonMachine.State.allCases.map(LikeButtonMachine.look(of:))),
        ("RadioButton", RadioButtonMachine.State.allCases.map(RadioButtonMachine.look(of:))),
        ("SortButton", SortButtonMachine.State.allCases.map(SortButtonMachine.look(of:))),
        ("TickView", TickViewMachine.State.allCases.map(TickViewMachine.look(of:))),
        ("CopyButton", CopyButtonMachine.State.allCases.map(CopyButtonMachine.look(of:))),
        ("HoldToConfirm", HoldToConfirmMachine.State.allCases.map(HoldToConfirmMachine.look(of:))),
        ("DownloadButton", DownloadButtonMachine.State.allCases.map(DownloadButtonMachine.look(of:))),
        ("Slider", SliderMachine.State.allCases.map(SliderMachine.look(of:))),
        ("NumberStepper", NumberStepperMachine.State.allCases.map(NumberStepperMachine.look(of:))),
        ("StarRating", StarRatingMachine.State.allCases.map(StarRatingMachine.look(of:))),
        ("MediaButton", MediaButtonMachine.State.allCases.map(MediaButtonMachine.look(of:))),
        // The top level of a control holding regions; a region inside a state leaves what its
        // states do not set to the holding state's look (RuntimeLooks), so it is not listed.
        ("SyncButton", SyncButtonMachine.State.Main.allCases.map(SyncButtonMachine.look(of:))),
        ("SegmentedControl", SegmentedControlMachine.State.allCases.map(SegmentedControlMachine.look(of:))),
        ("ToggleSwitch", ToggleSwitchMachine.State.allCases.map(ToggleSwitchMachine.look(of:))),
        (
            "CancelDownload",
            CancelDownloadMachine.State.allCases.map(CancelDownloadMachine.look(of:))
        ),
        ("RepeatStepper", RepeatStepperMachine.State.allCases.map(RepeatStepperMachine.look(of:))),
        ("ActiveTimeout", ActiveTimeoutMachine.State.allCases.map(ActiveTimeoutMachine.look(of:))),
        ("TimedRegions", TimedRegionsMachine.State.Press.allCases.map(TimedRegionsMachine.look(of:))),
        ("TimedRegions", TimedRegionsMachine.State.Light.allCases.map(TimedRegionsMachine.look(of:))),
        ("Folding", FoldingMachine.State.allCases.map(FoldingMachine.look(of:))),
        ("Inert", InertMachine.State.allCases.map(InertMachine.look(of:))),
        ("Keywords", KeywordsMachine.State.allCases.map(KeywordsMachine.look(of:))),
        ("KeywordRegions", KeywordRegionsMachine.State.In.allCases.map(KeywordRegionsMachine.look(of:))),
        (
            "KeywordRegions",
            KeywordRegionsMachine.State.State_.allCases.map(KeywordRegionsMachine.look(of:))
        ),
        ("PinField", PinFieldMachine.State.allCases.map(PinFieldMachine.look(of:))),
        ("Player", PlayerMachine.State.allCases.map(PlayerMachine.look(of:))),
        ("Spinner", SpinnerMachine.State.allCases.map(SpinnerMachine.look(of:))),
        ("Ring", RingMachine.State.allCases.map(RingMachine.look(of:))),
        ("Stepper", StepperMachine.State.allCases.map(StepperMachine.look(of:))),
        ("Swapper", SwapperMachine.State.allCases.map(SwapperMachine.look(of:))),
        ("Toggle", ToggleMachine.State.Press.allCases.map(ToggleMachine.look(of:))),
        ("Toggle", ToggleMachine.State.Selection.allCases.map(ToggleMachine.look(of:))),
        // A variant's look is complete too: switching to or from it restores every aspect.
        (
            "BatteryIcon",
            BatteryIconMachine.State.allCases.map(BatteryIconMachine.look(of:)).flatMap {
                [$0] + $0.variants.map(\.look)
            }
        ),
    ]

    /// The optional aspects of a look, by name.
    private static let aspects: [(name: String, isSet: @Sendable (StateLook) -> Bool)] = [
        ("alpha", { $0.alpha != nil }), ("tint", { $0.tint != nil }),
        ("selected", { $0.selected != nil }), ("highlighted", { $0.highlighted != nil }),
        ("enabled", { $0.enabled != nil }), ("accessibilityLabel", { $0.accessibilityLabel != nil }),
        ("accessibilityValue", { $0.accessibilityValue != nil }),
    ]

    func testEveryAspectAnyStateSetsHasAValueInEveryState() {
        var checkedAspects = 0
        for region in Self.regions {
            for aspect in Self.aspects where region.looks.contains(where: aspect.isSet) {
                checkedAspects += 1
                for (index, look) in region.looks.enumerated() {
                    XCTAssertTrue(
                        aspect.isSet(look), "\(region.control): state \(index) has no \(aspect.name)")
                }
            }
        }
        XCTAssertGreaterThan(checkedAspects, 10, "the examples set aspects in some states only")
    }

    func testTheDefaultsRestoreTheUntouchedControl() {
        XCTAssertEqual(CheckBoxMachine.look(of: .off).selected, false)
        XCTAssertEqual(CheckBoxMachine.look(of: .on).selected, true)
        XCTAssertEqual(FlatButtonMachine.look(of: .up).highlighted, false)
        XCTAssertNil(FlatButtonMachine.look(of: .up).selected, "no state sets it: the app's")
    }

    /// The list above covers every example, so a new one cannot slip past the check.
    func testEveryExampleIsChecked() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".control.yaml") }
            .map { String($0.dropLast(".control.yaml".count)) }
        XCTAssertEqual(names.count, 16)
        let checked = Set(Self.regions.map(\.control))
        for name in names { XCTAssertTrue(checked.contains(name), "\(name) is not checked") }
    }
}
