import Foundation

/// Reads what run.sh measured outside this process.
enum ExternalResults {
    /// `{"<spec name>": {"seconds": s, "peakRSSBytes": n}}` from pyyaml_load.py.
    static func pyyaml(_ path: String) throws -> [String: (seconds: Double, rssBytes: Int)] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        guard let entries = object as? [String: [String: Any]] else { return [:] }
        return entries.compactMapValues { entry in
            guard let seconds = entry["seconds"] as? Double else { return nil }
            return (seconds, (entry["peakRSSBytes"] as? Int) ?? 0)
        }
    }

    /// `[{"source": label, "seconds": s, "lines": n}]` from run.sh's type-check step.
    static func typecheck(_ path: String) throws -> [(label: String, seconds: Double, lines: Int)] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        guard let entries = object as? [[String: Any]] else { return [] }
        return entries.compactMap { entry in
            guard let label = entry["source"] as? String, let seconds = entry["seconds"] as? Double else {
                return nil
            }
            return (label, seconds, (entry["lines"] as? Int) ?? 0)
        }
    }

    /// `{"<send-loop name>": instructions per event}` from send_instructions.sh.
    static func instructions(_ path: String) throws -> [String: Double] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        return (object as? [String: Double]) ?? [:]
    }
}
