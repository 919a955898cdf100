import Foundation

/// A JSON value as `JSONSerialization` reads and writes it: dictionaries, arrays, strings,
/// numbers, booleans and `NSNull`.
package typealias JSONObject = [String: Any]

/// One JSON-RPC 2.0 message from the client.
package enum IncomingMessage {
    /// A request: the client waits for a response with the same id.
    case request(id: RequestID, method: String, params: Any?)
    /// A notification: no response.
    case notification(method: String, params: Any?)
    /// A response to a request of the server (the server sends none it waits for).
    case response

    /// The message in `body`, or the JSON-RPC error to answer it with (and the id, when the body
    /// had a readable one).
    package static func parse(_ body: [UInt8]) -> Result<IncomingMessage, ResponseError> {
        guard let value = try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])
        else { return .failure(ResponseError(.parseError, "the message is not JSON")) }
        guard let object = value as? JSONObject else {
            return .failure(ResponseError(.invalidRequest, "a message is a JSON object"))
        }
        let id = RequestID(object["id"])
        guard let method = object["method"] as? String else {
            if object["result"] != nil || object["error"] != nil { return .success(.response) }
            return .failure(ResponseError(.invalidRequest, "the message has no method", id: id))
        }
        if object["id"] != nil {
            guard let id else {
                return .failure(ResponseError(.invalidRequest, "a request's id is a number or a string"))
            }
            return .success(.request(id: id, method: method, params: object["params"]))
        }
        return .success(.notification(method: method, params: object["params"]))
    }
}

/// A request's id: a number or a string.
package enum RequestID: Hashable, Sendable {
    case number(Int)
    case string(String)

    /// The id `value` holds, nil when it is neither a whole number nor a string.
    package init?(_ value: Any?) {
        if let string = value as? String {
            self = .string(string)
        } else if let number = value as? NSNumber, !Self.isBoolean(number),
            let whole = Int(exactly: number.doubleValue)
        {
            self = .number(whole)
        } else {
            return nil
        }
    }

    /// Whether `number` is JSON's `true` or `false`, which JSONSerialization reads as an NSNumber of
    /// type `c` (and no JSON number has that type).
    private static func isBoolean(_ number: NSNumber) -> Bool {
        number.objCType.pointee == CChar(UInt8(ascii: "c"))
    }

    /// As JSON.
    var json: Any {
        switch self {
        case .number(let number): number
        case .string(let string): string
        }
    }
}

/// A JSON-RPC error answered to a request.
package struct ResponseError: Error {
    /// The codes JSON-RPC and LSP define.
    package enum Code: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestCancelled = -32800
    }

    package var code: Code
    package var message: String
    /// The request's id when it could be read (a response to an unreadable id has a null id).
    package var id: RequestID?

    package init(_ code: Code, _ message: String, id: RequestID? = nil) {
        self.code = code
        self.message = message
        self.id = id
    }
}

/// The JSON bodies the server writes.
package enum OutgoingMessage {
    /// The response to request `id` with `result` (`NSNull()` for null).
    package static func response(_ id: RequestID, result: Any) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id.json, "result": result])
    }

    /// The error response `error` (to its id, or with a null id).
    package static func error(_ error: ResponseError) -> [UInt8] {
        encode([
            "jsonrpc": "2.0", "id": error.id?.json ?? NSNull(),
            "error": ["code": error.code.rawValue, "message": error.message],
        ])
    }

    /// A notification from the server.
    package static func notification(_ method: String, params: Any) -> [UInt8] {
        encode(["jsonrpc": "2.0", "method": method, "params": params])
    }

    private static func encode(_ object: JSONObject) -> [UInt8] {
        // Every value the server builds is a JSON value; a failure here is a bug.
        guard let data = JSONWriter.data(object) else {
            preconditionFailure("the server built a message that is not JSON")
        }
        return data
    }
}
