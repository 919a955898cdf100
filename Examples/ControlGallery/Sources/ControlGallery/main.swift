import Foundation

// Drives every seed control through its scenario and prints the storyboard: state, event, new
// state, what the new state shows, outputs, and each animation with its numbers. Exits 1 when a
// scenario did not go as the seed says.
var board = Storyboard()
Scenes.playAll(on: &board)
#if canImport(UIKit) && os(Linux)
    // The same scenarios on the view tree, with the UIKit double standing in for UIKit.
    MainActor.assumeIsolated { ViewTreeScenes.playAll(on: &board) }
#endif
print(board.lines.joined(separator: "\n"))
if !board.failures.isEmpty {
    print("\n\(board.failures.count) expectation(s) failed:")
    board.failures.forEach { print("  - " + $0) }
    exit(1)
}
