import Foundation
import Testing

@testable import ControlSpecLanguageServer

/// The server's JSON, read back by Foundation's parser.
@Suite struct JSONWriterTests {
    @Test func writesWhatFoundationReadsBack() throws {
        let value: [String: Any] = [
            "int": 1, "negative": -42, "true": true, "false": false, "null": NSNull(),
            "text": "quote \" backslash \\ line\nbreak tab\t bell\u{7} é 😀",
            "list": [1, "two", [3]], "object": ["nested": ["deep": 0]],
        ]
        let data = try #require(JSONWriter.data(value))
        let read = try #require(try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any])
        #expect(read["int"] as? Int == 1)
        #expect(read["negative"] as? Int == -42)
        // Booleans stay booleans, not 1 and 0.
        #expect(String(decoding: data, as: UTF8.self).contains(#""true":true"#))
        #expect(String(decoding: data, as: UTF8.self).contains(#""int":1"#))
        #expect(read["null"] is NSNull)
        #expect(read["text"] as? String == value["text"] as? String)
        #expect((read["list"] as? [Any])?.count == 3)
        #expect(((read["object"] as? [String: Any])?["nested"] as? [String: Any])?["deep"] as? Int == 0)
    }

    @Test func refusesWhatJSONCannotSay() {
        #expect(JSONWriter.data(["x": Double.nan]) == nil)
        #expect(JSONWriter.data(["x": Date()]) == nil)
    }
}
