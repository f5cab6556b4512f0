import Foundation
import FuzzSupport
import StratusCore

/// libFuzzer target: any bytes as a screen. They fail to parse or to build (with an error), or give a live tree
/// whose every node can be read; nothing crashes, hangs or grows without bound.
@main
enum FuzzScreenBuilder {
    static func main() {
        exit(runFuzzer { data, count in
            let text = String(decoding: fuzzInput(data, count), as: UTF8.self)
            MainActor.assumeIsolated {
                let engine = makeOfflineEngine()
                if let root = try? engine.buildTree(jsonText: text, source: "fuzz") { walk(root) }
            }
            return 0
        })
    }
}
