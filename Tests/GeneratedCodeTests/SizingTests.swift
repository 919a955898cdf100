#if canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// Generated controls sized as UIKit sizes views (Runtime.md, "Using a generated control in an
    /// app").
    final class SizingTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                ImageLoader.missingImageHandler = { _, _ in }
            }
        }

        func testSizeThatFitsIsTheIntrinsicContentSize() {
            MainActor.assumeIsolated {
                let buy = FlatButton(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
                buy.title = "Buy now"
                let header = SortButton(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
                header.title = "Name"
                for control in [buy, header] as [UIView] {
                    for proposal in [
                        CGSize.zero, CGSize(width: 50, height: 20), CGSize(width: 1000, height: 1000),
                    ] {
                        XCTAssertEqual(
                            control.sizeThatFits(proposal), control.intrinsicContentSize,
                            "\(type(of: control))")
                    }
                }
                // 7 characters of the double's 15 pt font (7.5 pt each, 18.75 pt tall) and the padding
                // 10/28/10/28: the seed's `titleEdgeInsets` and UIButton's 6 pt above and below.
                XCTAssertEqual(buy.sizeThatFits(.zero), CGSize(width: 7 * 7.5 + 56, height: 18.75 + 20))
            }
        }

        func testAnEmptyTitleMeasuresNothingButThePadding() {
            MainActor.assumeIsolated {
                let empty = UILabel(frame: .zero)
                empty.text = ""
                XCTAssertEqual(empty.sizeThatFits(CGSize(width: 100, height: 100)), .zero)
                XCTAssertEqual(empty.intrinsicContentSize, .zero)
                let button = FlatButton(frame: .zero)
                XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 56, height: 20))
            }
        }
    }
#endif
