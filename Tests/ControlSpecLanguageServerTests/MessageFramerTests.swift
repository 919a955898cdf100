import Testing

@testable import ControlSpecLanguageServer

@Suite struct MessageFramerTests {
    @Test func splitsMessagesDeliveredInPieces() throws {
        let first = Array(#"{"a":"é"}"#.utf8)
        let second = Array("{}".utf8)
        let stream = MessageFramer.frame(first) + MessageFramer.frame(second)
        var framer = MessageFramer()
        var bodies: [[UInt8]] = []
        // One byte at a time: the framer must wait for whole headers and whole bodies.
        for byte in stream {
            framer.append([byte])
            while let body = try framer.next() { bodies.append(body) }
        }
        #expect(bodies == [first, second])
    }

    @Test func countsTheBodyInBytesNotCharacters() {
        // 9 characters; "é" is 2 bytes in UTF-8: 10 bytes in all.
        #expect(
            Array(MessageFramer.frame(Array(#"{"a":"é"}"#.utf8)).prefix(20))
                == Array("Content-Length: 10\r\n".utf8))
    }

    @Test func readsOtherHeaderFieldsAndAnyCase() throws {
        var framer = MessageFramer()
        framer.append(
            Array(
                "content-type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 2\r\n\r\n{}".utf8)
        )
        #expect(try framer.next() == Array("{}".utf8))
        #expect(try framer.next() == nil)
    }

    @Test func rejectsAHeaderWithoutLength() {
        var framer = MessageFramer()
        framer.append(Array("Content-Type: x\r\n\r\n{}".utf8))
        #expect(throws: MessageFramer.FramingError.self) { try framer.next() }
    }

    @Test func rejectsAnEndlessHeader() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: 65, count: MessageFramer.maximumHeaderLength + 1))
        #expect(throws: MessageFramer.FramingError.headerTooLong) { try framer.next() }
    }
}
