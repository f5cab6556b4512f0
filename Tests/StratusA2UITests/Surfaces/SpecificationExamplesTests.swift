import Foundation
import StratusCodable
import Testing
@testable import StratusA2UI

/// Every example stream of the basic and minimal catalogs of every version, applied message by message: no
/// message is refused, every surface resolves from its root with no missing component, and every text of every
/// node evaluates (what a renderer will show).
@Suite struct SpecificationExamplesTests {
    @Test(.enabled(if: A2UICorpus.isAvailable, A2UICorpus.skipMessage), arguments: A2UICorpus.versions)
    func everyExampleAppliesAndResolves(version: String) throws {
        var examples = 0
        var texts = 0
        for file in A2UICorpus.examples(of: version) {
            let name = "\(version)/\(file.lastPathComponent)"
            let stream = try A2UIStream(decoding: try String(contentsOf: file, encoding: .utf8), file: name)
            var group = SurfaceGroup(locale: "en")
            for entry in stream.entries {
                do {
                    try group.apply(entry.message)
                } catch {
                    Issue.record("\(name):\(entry.line): \(error.message)")
                }
            }
            #expect(!group.surfaces.isEmpty, "\(name)")
            for surface in group.surfaces.values {
                let tree = surface.tree()
                #expect(tree.root != nil, "\(name): surface \(surface.id) has no root")
                #expect(tree.problems.isEmpty, "\(name): \(tree.problems.map(\.description))")
                for node in tree.root?.allNodes ?? [] where node.type == "Text" {
                    do {
                        _ = try surface.text("text", of: node)
                        texts += 1
                    } catch {
                        Issue.record("\(name): \(error)")
                    }
                }
            }
            examples += 1
        }
        #expect(examples == (version == "v0_8" ? 35 : 43))
        #expect(texts > examples)
    }
}
