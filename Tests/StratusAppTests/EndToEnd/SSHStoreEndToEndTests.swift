import Foundation
import Testing

/// The store sample over SSH, as a customer trying the demo would use it: the store backend runs in this process
/// (as `stratus serve --store` runs it), `stratus serve Screens/apps/store.yaml --ssh --base-url ...` serves the
/// app, and OpenSSH's client in tmux logs in, opens a product, adds it to the cart and finds it in the Cart tab.
@Suite("The store app over SSH", .serialized)
struct SSHStoreEndToEndTests {
    @Test func opensAProductAddsItToTheCartAndShowsTheCart() async throws {
        let (binary, tmux, _, keygen) = try SSHEndToEndTests.requirements()
        try await StoreEndToEndTests.withStore { port, _ in
            let server = try await SSHServeProcess(binary: binary, keygen: keygen, target: PackageRoot.screen("apps/store.yaml"),
                                             arguments: ["--open", "--base-url", "http://127.0.0.1:\(port)"])
            let idleConnections = server.connectionDescriptors
            let session = try await TmuxSession(tmux: tmux, width: 100, height: 30)
            let walk = StoreWalk(session: session, context: { server.log })
            try await session.type(line: server.loginCommand(user: "customer") + "; echo EXIT\"\"=$?")
            // Alt+2, which opens the Cart tab, reaches the app through the SSH channel as ESC 2.
            try await walk.addTheSecondProductToTheCart()
            try await session.send("q")
            try await walk.expectScreen("EXIT=0", "quit")

            await #expect(server.wait { server.log.contains("ssh session end") && server.log.contains("status=0") })
            let left = await server.waitUntilIdle(like: idleConnections)
            #expect(left == nil, "\(left ?? "")")
            await #expect(server.terminate() == 0)
        }
    }
}
