import ControlSpecRuntime
import SystemColors
import UIKit
import XCTest

/// The runtime's `ColorDescription.system(name).uiColor` against the shared table of named
/// colors: every name the compiler accepts reaches a UIKit color, and on the test double that
/// color has the table's light and dark values.
final class SystemColorTests: XCTestCase {
    private func components(_ color: UIColor, dark: Bool) -> [CGFloat] {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        UITraitCollection(userInterfaceStyle: dark ? .dark : .light).performAsCurrent {
            _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        }
        return [red, green, blue, alpha]
    }

    func testEveryNamedColorResolvesToTheTableValueInBothAppearances() {
        XCTAssertEqual(SystemColor.all.count, 45)
        for color in SystemColor.all {
            let uiColor = ColorDescription.system(color.name).uiColor
            for dark in [false, true] {
                let expected = color.components(dark: dark)
                let actual = components(uiColor, dark: dark)
                for (value, wanted) in zip(
                    actual, [expected.red, expected.green, expected.blue, expected.alpha])
                {
                    XCTAssertEqual(value, wanted, accuracy: 1e-9, "\(color.name) dark: \(dark)")
                }
            }
        }
    }

    func testDynamicColorsDifferBetweenAppearancesAndFixedOnesDoNot() {
        XCTAssertEqual(components(.systemBlue, dark: false), [0, 122.0 / 255, 1, 1])
        XCTAssertEqual(components(.systemBlue, dark: true), [10.0 / 255, 132.0 / 255, 1, 1])
        XCTAssertEqual(components(.secondaryLabel, dark: true)[3], 0.6, "the dark label keeps its opacity")
        XCTAssertEqual(components(.lightGray, dark: true), components(.lightGray, dark: false))
        XCTAssertEqual(components(.gray, dark: false), [0.5, 0.5, 0.5, 1])
        XCTAssertEqual(
            SystemColor.all.filter { $0.kind == .fixed }.map(\.name),
            [
                "black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "lightGray",
                "magenta",
                "orange", "purple", "red", "white", "yellow",
            ])
    }
}
