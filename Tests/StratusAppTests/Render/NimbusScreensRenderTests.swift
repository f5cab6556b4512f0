import Foundation
import Testing
@testable import StratusApp
import StratusCore

/// The real Nimbus screens of the shared corpus render fully with the `samples` library.
@MainActor
@Suite struct NimbusScreensRenderTests {
    nonisolated static let corpus = PackageRoot.externalCorpus("nimbus")

    func frame(_ output: HeadlessRender.Output) -> String { output.lines.joined(separator: "\n") }

    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/nimbus is absent"))
    func theToDoAppRendersWithoutPlaceholders() async throws {
        let output = try await render(PackageRoot.externalCorpus("nimbus/core/to-do.json") ?? "")
        let text = frame(output)
        #expect(output.status == 0)
        #expect(text.contains("Dec 19, 2022"))
        #expect(text.contains("Buy cereal for the kids"))
        #expect(text.contains("(•) All"))
        #expect(!text.contains("unknown component"))
    }

    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/nimbus is absent"))
    func theStoreProductsRenderWithPrices() async throws {
        let output = try await render(PackageRoot.externalCorpus("nimbus/core/products-forEach.json") ?? "")
        let text = frame(output)
        #expect(output.status == 0)
        #expect(text.contains("R$ 109,95"))
        #expect(text.contains("Add to cart"))
        #expect(!text.contains("unknown component"))
    }

    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/nimbus is absent"))
    func everyCoreTestScreenRendersWithoutUnknownComponents() async throws {
        let folder = try #require(PackageRoot.externalCorpus("nimbus/core-tests"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count >= 7)
        for file in files {
            let document = try ScreenDocument(contentsOfFile: folder + "/" + file)
            guard case .bundle(let keys) = ScreenBundle.screens(in: document.value) else {
                Issue.record("\(file) is not a bundle")
                continue
            }
            for key in keys {
                let output = try await render(folder + "/" + file + "#" + key, timeout: 60)
                let text = frame(output)
                #expect(!text.contains("unknown component"), "\(file)#\(key):\n\(text)")
                #expect(!text.contains("⚠"), "placeholder in \(file)#\(key):\n\(text)")
                #expect(output.lines.count == 24)
            }
        }
    }

    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/nimbus is absent"))
    func coreTestScreensResolveStatesAndAreDrivenByClicks() async throws {
        let misc = try #require(PackageRoot.externalCorpus("nimbus/core-tests/core-tests-misc.json"))
        let resolved = frame(try await render(misc + "#STATE_RESOLUTION_SCREEN"))
        #expect(resolved.contains("How are you?"))
        #expect(resolved.contains("Whazap John?"))
        let requests = try #require(PackageRoot.externalCorpus("nimbus/core-tests/core-tests-sendRequest.json"))
        let untouched = try await render(requests + "#SEND_REQUEST_ERROR", keys: "")
        #expect(!untouched.messages.contains { $0.contains("Unable to send request") })
        // The bundle's mock server is not there: clicking runs the request, which ends in onError and onFinish.
        let clicked = try await render(requests + "#SEND_REQUEST_ERROR", keys: "click:send-request-btn")
        #expect(clicked.messages.contains { $0.contains("Unable to send request") })
    }
}
