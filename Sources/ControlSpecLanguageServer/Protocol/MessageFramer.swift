import Foundation

/// The base protocol's framing: each JSON-RPC message is a header (`Content-Length: n`, optional
/// other fields, each line ending in CRLF, then an empty line) followed by `n` bytes of JSON.
///
/// Bytes arrive in whatever pieces the pipe delivers; `append` keeps what is incomplete and
/// `next` hands out whole messages in order.
package struct MessageFramer: Sendable {
    /// What went wrong with a header; the stream cannot be resynchronized after it.
    package enum FramingError: Error, Equatable {
        /// A header without `Content-Length`, or with one that is not a whole number.
        case missingLength(String)
        /// A header longer than any a client sends: no line break in sight.
        case headerTooLong
    }

    /// The longest header read; a client's header is a few dozen bytes.
    static let maximumHeaderLength = 4096

    private var buffer: [UInt8] = []

    package init() {}

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The body of the next whole message, nil when more bytes are needed.
    package mutating func next() throws(FramingError) -> [UInt8]? {
        guard let headerEnd = Self.headerEnd(in: buffer) else {
            if buffer.count > Self.maximumHeaderLength { throw .headerTooLong }
            return nil
        }
        let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        let length = try Self.contentLength(in: header)
        let bodyStart = headerEnd + 4
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        buffer.removeSubrange(..<(bodyStart + length))
        return body
    }

    /// The framed bytes of `body`.
    package static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// Where the empty line ending the header starts (`\r\n\r\n`).
    private static func headerEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10
        {
            return index
        }
        return nil
    }

    /// The `Content-Length` field's value; field names ignore case.
    private static func contentLength(in header: String) throws(FramingError) -> Int {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2,
                parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length"
            else { continue }
            guard let length = Int(parts[1].trimmingCharacters(in: .whitespaces)), length >= 0 else {
                throw .missingLength(header)
            }
            return length
        }
        throw .missingLength(header)
    }
}
