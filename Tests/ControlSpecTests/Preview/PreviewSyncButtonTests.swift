import Foundation
import XCTest

@testable import ControlSpecCore
@testable import ControlSpecPreview

/// Regions inside a state on the page and in `render`, on SyncButton (`SyncButtonFixture`): the
/// page's state in the trace format (`transfer=-` while inactive), the looks stacked (the holder's,
/// then each active region's above it), the accessibility value, one cancel from every
/// sub-configuration, the `after: 3` on the virtual clock, `reset` accepting what
/// `init?(state:)` accepts; and `render`'s pictures of the holder and of each region's states.
final class PreviewSyncButtonTests: PreviewPageTestCase {
    private static let texts =
        "controlSpec.layout.items.filter((i) => i.kind === 'text').map((i) => i.text)"
    private static let spoken = "document.getElementById('control').getAttribute('aria-valuetext')"

    private func cell(_ key: String) -> String {
        "document.querySelector('#inspector td[data-key=\"\(key)\"]').textContent"
    }

    /// The texts the page draws in the control, bottom to top.
    private static let drawn =
        "[...document.querySelectorAll('#control-layer text')].map((t) => t.textContent)"

    func testThePageRunsTheRegionsInsideSyncing() throws {
        let control = try SyncButtonFixture.control()
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(control, in: folder))
        _ = try browser.evaluate("controlSpec.clock.useVirtual()")
        func state() throws -> String? { try browser.evaluate("controlSpec.state") as? String }
        func send(_ event: String) throws -> Bool? {
            try browser.evaluate("controlSpec.send('\(event)')") as? Bool
        }

        XCTAssertEqual(try state(), "idle,transfer=-,network=-")
        XCTAssertEqual(try browser.evaluate(cell("region transfer")) as? String, "—")
        XCTAssertEqual(try browser.evaluate(cell("region network")) as? String, "—")
        XCTAssertEqual(try browser.evaluate(Self.texts) as? [String], ["Sync"])

        // Entering `syncing` enters both regions at their `initial:`.
        XCTAssertEqual(try send("tap"), true)
        XCTAssertEqual(try state(), "syncing,transfer=waiting,network=online")
        XCTAssertEqual(try browser.evaluate(cell("region transfer")) as? String, "waiting")
        XCTAssertEqual(try browser.evaluate(Self.texts) as? [String], ["Waiting…"])
        // The transfer cannot start while the network is gone (`when: network == .online`).
        XCTAssertEqual(try send("lost"), true)
        XCTAssertEqual(try state(), "syncing,transfer=waiting,network=offline")
        XCTAssertEqual(try send("started"), false)
        // "Offline" is stacked above "Waiting…", and is what is said.
        XCTAssertEqual(try browser.evaluate(Self.texts) as? [String], ["Waiting…", "Offline"])
        XCTAssertEqual(try browser.evaluate(Self.drawn) as? [String], ["Waiting…", "Offline"])
        XCTAssertEqual(try browser.evaluate(Self.spoken) as? String, "offline")
        XCTAssertEqual(try browser.evaluate(cell("accessibilityValue")) as? String, "offline")
        XCTAssertEqual(try send("found"), true)
        XCTAssertEqual(try send("started"), true)
        XCTAssertEqual(try state(), "syncing,transfer=sending,network=online")
        XCTAssertEqual(try browser.evaluate(Self.texts) as? [String], ["Syncing…"])
        // While online the network region says nothing: the holder's value stands.
        XCTAssertEqual(try browser.evaluate(Self.spoken) as? String, "syncing")
        // A lost network stops the transfer and shows "Offline": two regions move in one step.
        XCTAssertEqual(try send("lost"), true)
        XCTAssertEqual(try state(), "syncing,transfer=waiting,network=offline")
        XCTAssertEqual(
            try browser.evaluate("controlSpec.lastTransitions.filter((t) => t !== null).length") as? Int, 2)

        // One tap cancels from every sub-configuration, and leaves both regions.
        let reach: [[String]] = [[], ["lost"], ["started"]]
        for (index, events) in reach.enumerated() {
            _ = try browser.evaluate("controlSpec.reset('idle'); controlSpec.clock.useVirtual()")
            XCTAssertEqual(try send("tap"), true)
            for event in events { XCTAssertEqual(try send(event), true, "\(events)") }
            let outputs = try browser.evaluate("controlSpec.outputs") as? [String]
            XCTAssertEqual(try send("tap"), true, "\(events)")
            XCTAssertEqual(try state(), "idle,transfer=-,network=-", "sub-configuration \(index)")
            XCTAssertEqual(
                try browser.evaluate("controlSpec.outputs") as? [String], (outputs ?? []) + ["cancel"])
            XCTAssertEqual(try browser.evaluate(Self.texts) as? [String], ["Sync"])
        }

        // Synced for 3 s on the page's clock, then idle; syncing again starts both regions anew.
        _ = try browser.evaluate("controlSpec.reset('idle'); controlSpec.clock.useVirtual()")
        for event in ["tap", "lost", "finished"] { XCTAssertEqual(try send(event), true) }
        XCTAssertEqual(try state(), "synced,transfer=-,network=-")
        XCTAssertEqual(try browser.evaluate(Self.texts) as? [String], ["Synced"])
        XCTAssertEqual(try browser.evaluate(Self.spoken) as? String, "synced")
        XCTAssertEqual(try browser.evaluate("controlSpec.clock.nextDeadline") as? Double, 3000)
        _ = try browser.evaluate("controlSpec.clock.advance(2999)")
        XCTAssertEqual(try state(), "synced,transfer=-,network=-")
        _ = try browser.evaluate("controlSpec.clock.advance(1)")
        XCTAssertEqual(try state(), "idle,transfer=-,network=-")
        XCTAssertEqual(try send("tap"), true)
        XCTAssertEqual(try state(), "syncing,transfer=waiting,network=online")
    }

    /// `reset(state)` takes what the generated `init?(state:)` takes: the regions inside `syncing`
    /// at their entry states while it is set, inactive (or left out) otherwise.
    func testResetAcceptsOnlyWhereTheMachineCanStart() throws {
        let browser = try ChromiumSession.start()
        // SyncButton that may also start syncing (`initial: [idle, syncing]`).
        let yaml = try SyncButtonFixture.yaml.replacingOccurrences(
            of: "\ninitial: idle\n", with: "\ninitial: [idle, syncing]\n")
        XCTAssertNotEqual(yaml, try SyncButtonFixture.yaml)
        try browser.open(try PreviewFixtures.page(try SyncButtonFixture.control(yaml), in: folder))
        let accepted = [
            ("syncing,transfer=waiting,network=online", "syncing,transfer=waiting,network=online"),
            ("idle,transfer=-,network=-", "idle,transfer=-,network=-"),
            ("idle", "idle,transfer=-,network=-"),
        ]
        for (given, shown) in accepted {
            _ = try browser.evaluate("controlSpec.reset('\(given)')")
            XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, shown, given)
        }
        for refused in [
            "syncing,transfer=sending,network=online", "syncing,transfer=waiting,network=offline",
            "syncing", "idle,transfer=waiting,network=online", "synced,transfer=-,network=-", "idle,w=-",
        ] {
            XCTAssertThrowsError(try browser.evaluate("controlSpec.reset('\(refused)')"), refused)
        }
    }

    /// A step inside a region plays its animation on the page and in `render`'s filmstrip and plot:
    /// SyncButton whose "Offline" fades in (`flash`, 0.4 s, on the network's `lost`).
    func testAnimatedStepInsideARegionPlaysAndIsFilmed() throws {
        let yaml = try SyncButtonFixture.yaml.replacingOccurrences(
            of: "outputs: [start, cancel]\n",
            with: "outputs: [start, cancel]\nanimations:\n  flash:\n    duration: 0.4\n    curve: linear\n"
                + "    tracks:\n      - { target: incoming, property: opacity, from: 0, to: 1 }\n"
        ).replacingOccurrences(
            of: "{ from: online, on: lost, to: offline }",
            with: "{ from: online, on: lost, to: offline, animation: flash }")
        let control = try SyncButtonFixture.control(yaml)
        XCTAssertEqual(control.animations.count, 1)
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(control, in: folder))
        _ = try browser.evaluate("controlSpec.send('tap'); controlSpec.send('lost'); controlSpec.seek(0.1)")
        XCTAssertEqual(try browser.evaluate("controlSpec.duration") as? Double, 0.4)
        // Linear from 0 to 1 over 0.4 s.
        for time in [0, 0.1, 0.3, 0.4] {
            let opacity = try browser.evaluate("controlSpec.pose('incoming', \(time)).opacity") as? Double
            XCTAssertEqual(opacity ?? -1, time / 0.4, accuracy: 1e-9, "at \(time) s")
        }
        XCTAssertEqual(
            try browser.evaluate("document.querySelectorAll('#plot g.track').length") as? Int, 1)
        let files = Dictionary(
            uniqueKeysWithValues: StillRenderer.render(PreviewFixtures.analysis(control)).map {
                ($0.name, $0.contents)
            })
        let filmstrip = try XCTUnwrap(files["SyncButton-online-offline-lost.filmstrip.svg"])
        XCTAssertNotNil(files["SyncButton-online-offline-lost.plot.svg"])
        // Every frame shows the transfer's "Waiting…" under the arriving "Offline".
        XCTAssertEqual(filmstrip.components(separatedBy: ">Waiting…<").count - 1, 6)
        XCTAssertEqual(filmstrip.components(separatedBy: ">Offline<").count - 1, 6)
    }

    /// `render` draws the holding state with its regions at their entry states, and each state of
    /// a region inside it over the holder, named as top-level regions' pictures are.
    func testRenderDrawsEachRegionStateOverItsHolder() throws {
        let control = try SyncButtonFixture.control()
        let files = Dictionary(
            uniqueKeysWithValues: StillRenderer.render(PreviewFixtures.analysis(control)).map {
                ($0.name, $0.contents)
            })
        XCTAssertEqual(
            files.keys.sorted(),
            [
                "SyncButton-idle.svg", "SyncButton-network-offline.svg", "SyncButton-network-online.svg",
                "SyncButton-synced.svg", "SyncButton-syncing.svg", "SyncButton-transfer-sending.svg",
                "SyncButton-transfer-waiting.svg",
            ])
        /// The texts a picture draws in the control, bottom to top (the caption below it is the
        /// last `text` element, after the control's group).
        func texts(_ name: String) -> [String] {
            let svg = files[name] ?? ""
            let pattern = /<text [^>]*textLength="[^"]*"[^>]*>([^<]*)<\/text>/
            return svg.matches(of: pattern).map { String($0.output.1) }
        }
        XCTAssertEqual(texts("SyncButton-idle.svg"), ["Sync"])
        XCTAssertEqual(texts("SyncButton-syncing.svg"), ["Waiting…"])
        XCTAssertEqual(texts("SyncButton-transfer-waiting.svg"), ["Waiting…"])
        XCTAssertEqual(texts("SyncButton-transfer-sending.svg"), ["Syncing…"])
        XCTAssertEqual(texts("SyncButton-network-online.svg"), ["Waiting…"])
        // Offline over the transfer's Waiting…: drawn after it, so on top.
        XCTAssertEqual(texts("SyncButton-network-offline.svg"), ["Waiting…", "Offline"])
        XCTAssertEqual(texts("SyncButton-synced.svg"), ["Synced"])
    }
}
