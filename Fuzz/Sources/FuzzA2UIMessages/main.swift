import Foundation
import FuzzSupport
import StratusA2UI

/// libFuzzer target: the input, as text, is an A2UI stream (a JSON array, a bundle or JSON Lines).
///
/// Every message that decodes is applied to a group of surfaces (data model updates included); each surface is
/// resolved into its tree and every property of every node is evaluated, and every Button's action performed.
/// Whatever the bytes, the result is messages or positioned errors, never a crash, a hang or unbounded memory.
@main
enum FuzzA2UIMessages {
    static func main() {
        exit(runFuzzer { data, count in
            let text = String(decoding: fuzzInput(data, count), as: UTF8.self)
            var group = SurfaceGroup()
            var messages: [ServerMessage] = []
            if let stream = try? A2UIStream(decoding: text) {
                messages = stream.messages
            } else {
                // A stream with bad lines still delivers its good ones, as a live client would.
                for (offset, line) in text.split(separator: "\n").enumerated() {
                    if let message = try? A2UIStream.decodeLine(String(line), lineNumber: offset + 1) { messages.append(message) }
                }
            }
            for message in messages {
                do throws(A2UIError) {
                    try group.apply(message)
                } catch {
                    _ = SurfaceGroup.reply(to: error, for: message).json.jsonString()
                }
            }
            for surface in group.surfaces.values { FuzzA2UIMessages.exercise(surface) }
            return 0
        })
    }

    static func exercise(_ surface: Surface) {
        let tree = surface.tree()
        _ = tree.problems.map(\.description)
        for node in tree.root?.allNodes ?? [] {
            guard let component = surface[node.componentId] else { continue }
            for property in component.properties.keys {
                _ = try? surface.text(property, of: node)
            }
            _ = surface.failingChecks(of: node)
            if case .send(let message)? = try? surface.performAction(of: node, at: Date(timeIntervalSince1970: 0)) {
                _ = message.json.jsonString()
            }
        }
    }
}
