#if canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// What an exclusive group says inside the handlers a tap runs (Runtime.md, "Groups").
    final class GroupHandlerTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                ImageLoader.missingImageHandler = { _, _ in }
            }
        }

        /// Runtime.md's `SortHeaderRow`, as the page writes it.
        @MainActor
        private final class SortHeaderRow {
            let group = ExclusiveControlGroup<SortButtonMachine>()
            let headers: [SortButton]

            init(titles: [String]) {
                headers = titles.map { title in
                    let header = SortButton(frame: .zero)
                    header.title = title
                    return header
                }
                headers.forEach { group.add($0.driver) }
            }

            var sortedColumn: Int? { headers.firstIndex { $0.driver === group.active } }
        }

        func testEveryValueChangedHandlerSeesTheNewlyActiveMember() {
            MainActor.assumeIsolated {
                let row = SortHeaderRow(titles: ["Name", "Date", "Size"])
                var seen: [Int?] = []
                for header in row.headers {
                    header.addAction(UIAction { _ in seen.append(row.sortedColumn) }, for: .valueChanged)
                }
                var outputs: [Int?] = []
                row.headers[2].onOutput = { _ in outputs.append(row.sortedColumn) }
                UIKitDouble.Finger(on: row.headers[0]).tap()
                UIKitDouble.Finger(on: row.headers[2]).tap()
                UIKitDouble.Finger(on: row.headers[2]).tap()
                XCTAssertEqual(seen, [0, 2, 2], "the table re-sorts by the column tapped")
                XCTAssertEqual(outputs, [2, 2])
                XCTAssertEqual(row.sortedColumn, 2)
            }
        }

        func testARadioReleasedByATapHearsTheNewSelection() {
            MainActor.assumeIsolated {
                let group = ExclusiveControlGroup<RadioButtonMachine>()
                let radios = (0..<3).map { _ in RadioButton(frame: .zero) }
                radios.forEach { group.add($0.driver) }
                var seen: [(Int, Int?)] = []
                for (index, radio) in radios.enumerated() {
                    radio.addAction(
                        UIAction { _ in
                            seen.append((index, radios.firstIndex { $0.driver === group.active }))
                        }, for: .valueChanged)
                }
                UIKitDouble.Finger(on: radios[0]).tap()
                UIKitDouble.Finger(on: radios[1]).tap()
                XCTAssertEqual(seen.map(\.0), [0, 0, 1], "the released radio, then the tapped one")
                XCTAssertEqual(seen.map(\.1), [0, 1, 1], "each names the radio now on")
            }
        }
    }
#endif
