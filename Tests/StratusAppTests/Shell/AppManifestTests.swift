import Foundation
import StratusCore
import Testing
@testable import StratusApp

/// App manifests: what they say, where their mistakes are, and the app with tabs they open.
@MainActor
struct AppManifestTests {
    @Test func readsTheStoreManifest() throws {
        let manifest = try #require(try AppManifest.read(at: PackageRoot.screen("apps/store.yaml")))
        #expect(manifest.baseURL == "http://127.0.0.1:3000")
        #expect(manifest.isRemote)
        #expect(manifest.entry == "/products")
        #expect(manifest.tabs.map(\.title) == ["Products", "Cart", "Orders"])
        #expect(manifest.tabs.map(\.route) == ["/products", "/cart", "/orders"])
    }

    @Test func aScreenIsNotAManifest() throws {
        #expect(try AppManifest.read(at: PackageRoot.screen("form.json")) == nil)
    }

    @Test func resolvesALocalBaseAgainstTheManifestFolder() throws {
        let manifest = try #require(try AppManifest.read(at: PackageRoot.screen("apps/gallery.yaml")))
        #expect(manifest.baseURL == PackageRoot.path + "/Screens")
        #expect(!manifest.isRemote)
    }

    @Test func reportsATabWithoutARouteAtItsLine() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("app.yaml", """
            baseURL: http://127.0.0.1:3000
            tabs:
              - title: Products
                route: /products
              - title: Cart
            """)
        #expect(throws: StratusAppError.self) { try AppManifest.read(at: path) }
        do {
            _ = try AppManifest.read(at: path)
        } catch {
            #expect(error.description.hasPrefix("\(path):5:"), "\(error)")
            #expect(error.description.contains("the tab \"Cart\" needs a route"))
        }
    }

    @Test func tabsSwitchWithAltKeysAndKeepWhatWasTyped() async throws {
        let target = try ScreenTarget(resolving: PackageRoot.screen("apps/gallery.yaml"))
        let assembly = try AppAssembly(target: target, mode: .dev)
        let session = try await assembly.stratus.headless(width: 80, height: 16)
        #expect(session.lines[14].contains("Alt+1 Gallery │ Alt+2 To-do │ Alt+3 Form"), "\(session.text)")
        try await session.press("alt+3")
        #expect(session.text.contains("Sign-up form"))
        // Focus starts on the name.
        try await session.type("Ada")
        try await session.press("alt+1")
        #expect(session.text.contains("Stratus gallery"))
        #expect(session.lines[15].contains("]  Next tab"), "the footer names a tab key every terminal sends")
        try await session.press("alt+3")
        #expect(session.text.contains("Name: Ada"), "\(session.text)")
    }
}
