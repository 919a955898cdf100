import Foundation
import XCTest

/// Headless Chromium (Debian's `chromium` package) driven over the DevTools protocol through
/// `--remote-debugging-pipe`: commands are written to the browser's file descriptor 3 and replies
/// read from its descriptor 4, each a JSON message ended by a NUL byte. No driver, no socket.
final class ChromiumSession {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The browser, or a failure in CI (where the browser tests must run) and a skip that says
    /// what is missing elsewhere.
    static func start() throws -> ChromiumSession {
        guard let executable = executable() else {
            let message = "Chromium is missing: the browser tests need it (apt-get install -y chromium)"
            if ProcessInfo.processInfo.environment["CI"] == "true" { throw Failure(description: message) }
            throw XCTSkip(message)
        }
        return try ChromiumSession(executable: executable)
    }

    /// `chromium` (or `CHROMIUM=path`) on the PATH.
    static func executable() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        for folder in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    private let pid: pid_t
    private let commands: Int32
    private let replies: Int32
    private let profile: URL
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var session: String?

    private init(executable: String) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "chromium-\(UUID().uuidString)")
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
            throw Failure(description: "cannot create pipes")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
            "--force-device-scale-factor=1", "--window-size=1000,1000", "--allow-file-access-from-files",
            "--user-data-dir=\(profile.path)", "about:blank",
        ]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, &argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard status == 0 else { throw Failure(description: "cannot start \(executable): \(status)") }
        pid = child
        commands = toBrowser[1]
        replies = fromBrowser[0]
        let target = try call("Target.createTarget", ["url": "about:blank"], inPage: false)
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target") }
        let attached = try call(
            "Target.attachToTarget", ["targetId": targetID, "flatten": true], inPage: false)
        session = attached["sessionId"] as? String
        _ = try call("Page.enable", [:])
    }

    deinit {
        close(commands)
        close(replies)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends one DevTools command (to the page unless `inPage` is false) and returns its result.
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:], inPage: Bool = true) throws -> [String:
        Any]
    {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if inPage, let session { message["sessionId"] = session }
        var data = [UInt8](try JSONSerialization.data(withJSONObject: message))
        data.append(0)
        var written = 0
        while written < data.count {
            let count = data[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
            written += count
        }
        while true {
            let reply = try readMessage()
            guard reply["id"] as? Int == id else { continue }
            if let error = reply["error"] as? [String: Any] {
                throw Failure(description: "\(method): \(error["message"] ?? error)")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Opens `url` and waits until the page's script has set up `window.controlSpec`.
    func open(_ url: URL) throws {
        try call("Page.navigate", ["url": url.absoluteString])
        for _ in 0..<400 {
            if try evaluate("document.readyState === 'complete' && !!window.controlSpec") as? Bool == true {
                return
            }
            usleep(10_000)
        }
        throw Failure(description: "\(url.lastPathComponent) did not load")
    }

    /// The value of a JavaScript expression in the page (promises awaited), as JSON values.
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            let detail = (exception["exception"] as? [String: Any])?["description"] ?? exception["text"] ?? ""
            throw Failure(description: "script failed: \(detail)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// A real mouse event at a point of the page (CSS pixels); `timestamp` (seconds since 1970)
    /// sets the event's time, as the page's `event.timeStamp` sees it.
    func mouse(_ type: String, x: Double, y: Double, buttons: Int, timestamp: Double? = nil) throws {
        var parameters: [String: Any] = [
            "type": type, "x": x, "y": y, "button": "left", "buttons": buttons, "clickCount": 1,
        ]
        if let timestamp { parameters["timestamp"] = timestamp }
        try call("Input.dispatchMouseEvent", parameters)
    }

    /// A real key event, delivered to the focused element.
    func key(_ type: String, key: String, code: String, keyCode: Int) throws {
        try call(
            "Input.dispatchKeyEvent",
            ["type": type, "key": key, "code": code, "windowsVirtualKeyCode": keyCode])
    }

    /// A PNG screenshot of a rectangle of the page, as a `data:` URL.
    func screenshot(x: Double, y: Double, width: Double, height: Double) throws -> String {
        let result = try call(
            "Page.captureScreenshot",
            ["format": "png", "clip": ["x": x, "y": y, "width": width, "height": height, "scale": 1]])
        guard let data = result["data"] as? String else { throw Failure(description: "no screenshot") }
        return "data:image/png;base64," + data
    }

    private func readMessage() throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let object = try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any]
                else {
                    continue
                }
                return object
            }
            var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 60_000) > 0 else {
                throw Failure(description: "the browser did not answer")
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(replies, &chunk, chunk.count)
            guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
            buffer += chunk[..<count]
        }
    }
}
