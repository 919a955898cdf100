import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecCore

/// SyncButton, a control holding two regions inside its state `syncing` (`transfer`: waiting,
/// sending; `network`: online, offline), as the page and `render` tests play and draw it. The spec
/// is the example's (Examples/SyncButton.control.yaml once it is added there), inline so these
/// tests do not depend on the example list.
enum SyncButtonFixture {
    static let yaml = #"""
        # Regions inside a state: while the control is syncing, where the transfer is and whether the
        # network is there are two independent concerns, each a region held by `syncing`. They exist only
        # while it syncs: one tap cancels, whatever they are in, and syncing again starts both anew.
        control: SyncButton
        summary: A sync button that waits for the network while offline and shows "Synced" for 3 s.
        base: button
        accessibilityLabel: Sync

        texts:
          sync: { text: Sync, font: { size: 15, weight: semibold }, color: systemBlue, alignment: center }
          waiting: { text: Waiting…, font: { size: 15 }, color: secondaryLabel, alignment: center }
          sending: { text: Syncing…, font: { size: 15 }, color: systemBlue, alignment: center }
          offline: { text: Offline, font: { size: 15 }, color: "#B24C00", alignment: center }
          synced: { text: Synced, font: { size: 15, weight: semibold }, color: "#248A3D", alignment: center }

        events: [tap, started, finished, lost, found]
        outputs: [start, cancel]

        initial: idle
        states:
          idle: { text: sync }
          syncing:
            accessibilityValue: syncing
            regions:
              transfer:
                initial: waiting
                states:
                  waiting: { text: waiting }
                  sending: { text: sending }
                transitions:
                  # The app says the upload began; it cannot while the network is gone.
                  - { from: waiting, on: started, to: sending, when: "network == .online" }
                  # A lost network puts the transfer back to waiting: the app restarts it when found.
                  - { from: sending, on: lost, to: waiting }
              network:
                initial: online
                states:
                  online: {}
                  # Stacked above the transfer's look: "Offline" covers "Waiting…" while it lasts.
                  offline: { text: offline, accessibilityValue: offline }
                transitions:
                  - { from: online, on: lost, to: offline }
                  - { from: offline, on: found, to: online }
          synced: { text: synced, accessibilityValue: synced }

        transitions:
          - { from: [idle, synced], on: tap, to: syncing, emit: start }
          # One cancel for the whole of `syncing`: whatever its regions are in, they are left.
          - { from: syncing, on: tap, to: idle, emit: cancel }
          - { from: syncing, on: finished, to: synced }
          - { from: synced, after: 3, to: idle }
        """#

    /// The control (or another spec such as a changed `yaml`), checked error-free.
    static func control(_ text: String = yaml) throws -> Control {
        let result = Pipeline().check(Array(text.utf8), file: "SyncButton.control.yaml")
        guard let control = result.decoded?.control, !result.hasErrors else {
            throw ChromiumSession.Failure(description: "SyncButton has errors: \(result.diagnostics)")
        }
        return control
    }
}
