import Foundation
import Testing

/// `stratus run --images` in tmux, the pane's raw output copied to a file (`pipe-pane -O`): the kitty and sixel
/// sequences reach the terminal after the frame, the screen tmux keeps is the frame's own (tmux 3.3 draws
/// neither protocol, so the half blocks under the pictures show), and `pixels` finds neither protocol in tmux.
@Suite("pictures in real pixels reach the terminal (tmux)", .serialized)
struct PicturesEndToEndTests {
    /// The images demo run with `--images mode`: the screen once its pictures are there, and every byte
    /// stratus wrote to the pane.
    func run(images mode: String) async throws -> (screen: String, bytes: String)? {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        let session = try await TmuxSession(tmux: tmux, width: 80, height: 30)
        let folder = try TemporaryFolder()
        let log = folder.path + "/pane.bytes"
        try await session.run(["pipe-pane", "-O", "-t", session.name, "cat > '\(log)'"])
        try await session.type(line: "\(binary) run --images \(mode) \(PackageRoot.screen("images.json")); echo EXIT\"\"=$?")
        let opened = try await session.waitFor("badge.png: natural size")
        #expect(opened.found, "the images demo did not open with --images \(mode):\n\(opened.screen)")
        // Pictures load in the background: give them a moment to arrive and be drawn.
        try await Task.sleep(for: .milliseconds(800))
        let screen = try await session.capture()
        try await session.send("q")
        let exited = try await session.waitFor("EXIT=0")
        #expect(exited.found, "stratus did not exit cleanly:\n\(exited.screen)")
        try await session.run(["pipe-pane", "-t", session.name])
        let bytes = try String(contentsOfFile: log, encoding: .utf8)
        return (screen, bytes)
    }

    @Test func kittyPicturesAreWrittenAfterTheFrameAndDeletedOnExit() async throws {
        guard let (screen, bytes) = try await run(images: "kitty") else { return }
        let first = try #require(bytes.range(of: "\u{1B}_Ga=T,q=2,C=1,f=32,"), "no kitty picture was written")
        // The frame went first: its half blocks are before the first picture, and tmux shows them.
        #expect(bytes[..<first.lowerBound].contains("▀"))
        #expect(screen.contains("▀▀▀▀▀▀▀▀") && screen.contains("Images"))
        #expect(bytes.contains("\u{1B}_Gm=0\u{1B}\\\u{1B}8"), "the cursor is restored after a picture")
        #expect(bytes.contains("\u{1B}_Ga=d,d=A,q=2\u{1B}\\"), "the pictures are deleted when stratus ends")
    }

    @Test func sixelPicturesAreWrittenAfterTheFrame() async throws {
        guard let (screen, bytes) = try await run(images: "sixel") else { return }
        // `ESC P p1;p2;p3 q`, then the raster attributes `"1;1;WIDTH;HEIGHT`.
        let first = try #require(bytes.range(of: "q\"1;1;"), "no sixel picture was written")
        #expect(bytes[..<first.lowerBound].suffix(12).contains("\u{1B}P"))
        #expect(bytes[..<first.lowerBound].contains("▀"))
        #expect(screen.contains("▀▀▀▀▀▀▀▀") && screen.contains("Images"))
        #expect(!bytes.contains("\u{1B}_G"))
    }

    @Test func pixelsFindNeitherProtocolInTmuxAndDrawHalfBlocks() async throws {
        guard let (screen, bytes) = try await run(images: "pixels") else { return }
        #expect(!bytes.contains("\u{1B}_G") && !bytes.contains("q\"1;1;"))
        // The device attributes query went out, and tmux's answer (no sixel) did not reach the screen as keys.
        #expect(bytes.contains("\u{1B}[c"))
        #expect(screen.contains("▀▀▀▀▀▀▀▀") && screen.contains("Images"))
    }
}
