import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import StratusBotChannel
import StratusCodable
import Testing

/// The connector endpoints over real HTTP on loopback: each route becomes the request it names, each answer the
/// status and body a bot's SDK reads.
struct ConnectorServerTests {
    /// The requests the server handed over, in order.
    actor Recorder {
        var requests: [ConnectorRequest] = []
        func add(_ request: ConnectorRequest) { requests.append(request) }
    }

    static func call(_ method: HTTPMethod, _ url: String, _ body: String? = nil) async throws -> (Int, JSONValue?) {
        var request = HTTPClientRequest(url: url)
        request.method = method
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(string: body))
        }
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(10))
        let bytes = try await response.body.collect(upTo: 1 << 20)
        guard bytes.readableBytes > 0 else { return (Int(response.status.code), nil) }
        return (Int(response.status.code), try JSONValue(parsing: String(buffer: bytes)))
    }

    @Test func routesSendsRepliesUpdatesAndDeletes() async throws {
        let recorder = Recorder()
        let server = ConnectorServer { request in
            await recorder.add(request)
            switch request {
            case .send(let conversation, _, _) where conversation == "gone": return .conversationNotFound("gone")
            case .delete: return .done
            default: return .resource(id: "activity-9")
            }
        }
        let base = try await server.start() + "v3/conversations/"
        #expect(try await Self.call(.POST, base + "c1/activities", #"{"type":"message","text":"a"}"#).1 == ["id": "activity-9"])
        #expect(try await Self.call(.POST, base + "c1/activities/activity-2", #"{"type":"message","text":"b"}"#).0 == 200)
        #expect(try await Self.call(.PUT, base + "c1/activities/activity-9", #"{"type":"message","text":"c"}"#).0 == 200)
        let deleted = try await Self.call(.DELETE, base + "c1/activities/activity-9")
        #expect(deleted.0 == 200)
        #expect(deleted.1 == JSONValue?.none, "no body")
        let (status, body) = try await Self.call(.POST, base + "gone/activities", #"{"type":"message"}"#)
        #expect(status == 404)
        #expect(body?["error"]?["code"] == "ConversationNotFound")
        await server.stop()

        #expect(await recorder.requests == [
            .send(conversationID: "c1", activity: Activity(fields: ["type": "message", "text": "a"]), replyToID: nil),
            .send(conversationID: "c1", activity: Activity(fields: ["type": "message", "text": "b"]), replyToID: "activity-2"),
            .update(conversationID: "c1", activityID: "activity-9", activity: Activity(fields: ["type": "message", "text": "c"])),
            .delete(conversationID: "c1", activityID: "activity-9"),
            .send(conversationID: "gone", activity: Activity(fields: ["type": "message"]), replyToID: nil),
        ])
    }

    @Test func aBodyThatIsNotAnActivityIsA400() async throws {
        let recorder = Recorder()
        let server = ConnectorServer { request in
            await recorder.add(request)
            return .done
        }
        let base = try await server.start() + "v3/conversations/"
        let (status, body) = try await Self.call(.POST, base + "c1/activities", "{not json")
        #expect(status == 400)
        #expect(body?["error"]?["code"] == "BadArgument")
        #expect(try await Self.call(.POST, base + "c1/activities", #"{"text":"no type"}"#).0 == 400)
        #expect(try await Self.call(.GET, base + "c1/members").0 == 404)
        await server.stop()
        let kinds = await recorder.requests.map { request -> BotChannelError? in
            if case .malformed(let error) = request { return error }
            return nil
        }
        #expect(kinds.map { $0?.kind } == [.malformedActivity, .malformedActivity])
        #expect(kinds.first??.url == "/v3/conversations/c1/activities")
    }
}
