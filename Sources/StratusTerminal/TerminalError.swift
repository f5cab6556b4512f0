/// Every error StratusTerminal reports, with where it happened and what to do.
public struct TerminalError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong.
    public enum Kind: String, Sendable {
        /// A key in the key grammar could not be parsed.
        case invalidKey
        /// A component's properties could not be decoded.
        case componentDecoding
        /// A component name is not registered in any library.
        case unknownComponent
        /// The terminal could not be set up.
        case terminalSetup
        /// A headless session was driven wrongly (no such id, nothing focused...).
        case session
        /// An image could not be fetched, decoded or drawn.
        case image
        /// A frame snapshot's text (``FrameSnapshot``) is not written as documented.
        case frameSnapshot
    }

    /// What went wrong.
    public var kind: Kind
    /// A message for the person who wrote the screen or the test.
    public var message: String
    /// The node's JSON path (`$.children[2]`), when the error is about a node.
    public var jsonPath: String?
    /// The node id, when the error is about a node.
    public var nodeID: String?
    /// The 1-based line of the text at fault, when the error is about a text (a frame snapshot).
    public var line: Int?

    /// An error from its parts.
    public init(_ kind: Kind, _ message: String, jsonPath: String? = nil, nodeID: String? = nil, line: Int? = nil) {
        self.kind = kind
        self.message = message
        self.jsonPath = jsonPath
        self.nodeID = nodeID
        self.line = line
    }

    /// A key that is not in the grammar.
    public static func invalidKey(_ text: String, reason: String) -> TerminalError {
        TerminalError(.invalidKey, "invalid key \"\(text)\": \(reason)")
    }

    /// `message (at $.children[2], node "x")`, or `line 4: message` for a text.
    public var description: String {
        if let line { return "line \(line): \(message)" }
        var where_: [String] = []
        if let jsonPath { where_.append("at \(jsonPath)") }
        if let nodeID { where_.append("node \"\(nodeID)\"") }
        return where_.isEmpty ? message : "\(message) (\(where_.joined(separator: ", ")))"
    }
}
