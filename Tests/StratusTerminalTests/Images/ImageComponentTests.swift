import Foundation
import Hummingbird
import StratusTestSupport
import Testing
@testable import StratusTerminal

/// `layout:localImage` and `layout:remoteImage` on screens: pictures from a real local HTTP server and from files
/// beside the screen, the placeholder while loading and on errors, and a first frame that never waits.
@MainActor
@Suite struct ImageComponentTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let green = Color(red: 0, green: 255, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)
    static let ink = Color(red: 0x12, green: 0x34, blue: 0x56)
    /// How long the tests that expect a picture wait for it: as long as it takes. The whole suite in parallel can
    /// keep the cooperative thread pool, where files are read and pictures decoded, busy for minutes; a session
    /// goes on as soon as its pictures answer.
    static let patience = Duration.seconds(600)
    /// Engine limits for the tests whose local server must answer: a request waits as long as the test needs (on a
    /// loaded machine an answer can take longer than the default 5 s a request, and a request given up would show
    /// the placeholder where the test expects the picture, or a timeout where it expects the server's status).
    static var patientLimits: EngineLimits {
        var limits = EngineLimits()
        limits.resourceTimeout = 600
        limits.requestTimeout = 600
        return limits
    }

    /// 2×4 pixels, one colour per pixel: drawn into 2×2 cells, each cell shows a pixel above another.
    static let palette = [[red, green], [blue, ink], [ink, red], [green, blue]]
    static let tiny = PixelImage(width: 2, height: 4) { x, y in palette[y][x] }
    /// One flat colour, for JPEG (lossy, so compared with a tolerance).
    static let flat = PixelImage(width: 32, height: 32) { _, _ in Color(red: 200, green: 40, blue: 90) }

    /// A column of images, each 16×32 points (2×2 cells) and stretched (`fillBounds`).
    static func screen(_ images: [(component: String, property: String, value: String)]) -> String {
        let children = images.map { image in
            """
            {"_:component": "layout:\(image.component)", "properties": {"\(image.property)": "\(image.value)",
              "width": 16, "height": 32, "scale": "fillBounds"}}
            """
        }
        return #"{"_:component": "layout:column", "children": [\#(children.joined(separator: ","))]}"#
    }

    nonisolated static func binary(_ data: Data, type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The (top, bottom) colours of the cell at (x, y), which must be a half block.
    static func halves(_ session: HeadlessSession, x: Int, y: Int) -> (Color?, Color?) {
        let cell = session.cells[x, y]
        #expect(cell.text == ImageCells.upperHalf, "cell \(x),\(y) is \"\(cell.text)\", not a half block")
        return (cell.style.foreground, cell.style.background)
    }

    static func close(_ color: Color?, to expected: Color, within tolerance: Int = 6) -> Bool {
        guard let color else { return false }
        return abs(Int(color.red) - Int(expected.red)) <= tolerance && abs(Int(color.green) - Int(expected.green)) <= tolerance
            && abs(Int(color.blue) - Int(expected.blue)) <= tolerance
    }

    @Test func remotePNGAndJPEGFromALocalServerAreDrawnInHalfBlocks() async throws {
        let png = try Self.tiny.pngData(), jpeg = try Self.flat.jpegData(quality: 95)
        try await LocalServer.run({ router in
            router.get("/img/tiny.png") { _, _ in Self.binary(png, type: "image/png") }
            router.get("/img/flat.jpg") { _, _ in Self.binary(jpeg, type: "image/jpeg") }
        }) { base in
            let json = Self.screen([("remoteImage", "url", "\(base)/img/tiny.png"), ("remoteImage", "url", "/img/flat.jpg")])
            let session = try await Stratus(baseURL: URL(string: base)!) { Navigator(json: json) }.limits(Self.patientLimits)
                .headless(width: 20, height: 8, imageWait: Self.patience)
            for row in 0..<2 {
                for column in 0..<2 {
                    let (top, bottom) = Self.halves(session, x: column, y: row)
                    #expect(top == Self.palette[row * 2][column] && bottom == Self.palette[row * 2 + 1][column])
                }
            }
            // The JPEG, by a path from the base URL, below the PNG.
            let (top, bottom) = Self.halves(session, x: 1, y: 3)
            #expect(Self.close(top, to: Color(red: 200, green: 40, blue: 90)), "\(String(describing: top))")
            #expect(Self.close(bottom, to: Color(red: 200, green: 40, blue: 90)))
            #expect(!session.text.contains("▣"))
        }
    }

    @Test func localImagesAreFoundBesideTheScreen() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stratus-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try Self.tiny.pngData().write(to: folder.appendingPathComponent("images/logo.png"))
        try Self.flat.jpegData().write(to: folder.appendingPathComponent("art/banner.jpg"))
        let json = Self.screen([("localImage", "id", "logo"), ("localImage", "id", "art/banner.jpg")])
        try json.write(to: folder.appendingPathComponent("shop.json"), atomically: true, encoding: .utf8)
        let session = try await Stratus(baseURL: folder) { Navigator(url: "/shop.json") }.headless(width: 20, height: 8, imageWait: Self.patience)
        let (top, bottom) = Self.halves(session, x: 1, y: 1)
        #expect(top == Self.red && bottom == Self.blue)
        #expect(Self.close(Self.halves(session, x: 0, y: 2).0, to: Color(red: 200, green: 40, blue: 90)))
    }

    @Test func brokenPNGAndJPEGShowThePlaceholderAndLogAnError() async throws {
        let brokenPNG = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 7, count: 40))
        let brokenJPEG = Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 7, count: 40))
        try await LocalServer.run({ router in
            router.get("/broken.png") { _, _ in Self.binary(brokenPNG, type: "image/png") }
            router.get("/broken.jpg") { _, _ in Self.binary(brokenJPEG, type: "image/jpeg") }
        }) { base in
            let json = """
            {"_:component": "layout:column", "children": [
              {"_:component": "layout:remoteImage", "properties": {"url": "\(base)/broken.png"}},
              {"_:component": "layout:remoteImage", "properties": {"url": "\(base)/broken.jpg", "accessibility": {"label": "Cat"}}},
              {"_:component": "layout:remoteImage", "properties": {"url": "\(base)/missing.png"}}]}
            """
            let session = try await Stratus(baseURL: URL(string: base)!) { Navigator(json: json) }.limits(Self.patientLimits)
                .headless(width: 30, height: 12, imageWait: Self.patience)
            let lines = session.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[1] == "│▣ broken.png│")
            #expect(lines[4] == "│▣ Cat│")
            #expect(lines[7] == "│▣ missing.png│")
            let errors = session.engine.logs.filter { $0.level == .error }.map(\.message)
            #expect(errors.contains { $0.hasPrefix("Image \"broken.png\" cannot be shown:") && $0.contains("PNG:") })
            #expect(errors.contains { $0.hasPrefix("Image \"broken.jpg\" cannot be shown:") && $0.contains("JPEG:") })
            #expect(errors.contains { $0.hasPrefix("Image \"missing.png\" cannot be shown:") && $0.contains("404") })
        }
    }

    /// Holds the server's answer until the test opens it.
    actor Gate {
        private var isOpen = false
        private var waiting: [CheckedContinuation<Void, Never>] = []
        func wait() async {
            if isOpen { return }
            await withCheckedContinuation { waiting.append($0) }
        }
        func open() {
            isOpen = true
            for continuation in waiting { continuation.resume() }
            waiting.removeAll()
        }
    }

    /// Runs `body` with a local server that answers `path` with `data` only once `gate` opens (it opens when
    /// `body` ends, so the server can stop).
    static func holding(_ data: Data, at path: String,
                        _ body: @MainActor (_ base: String, _ gate: Gate) async throws -> Void) async throws {
        let gate = Gate()
        try await LocalServer.run({ router in
            router.get(RouterPath(path)) { _, _ in
                await gate.wait()
                return Self.binary(data, type: "image/png")
            }
        }) { base in
            defer { Task { await gate.open() } }
            try await body(base, gate)
        }
    }

    @Test func firstFrameShowsThePlaceholderWhileTheServerHoldsTheImage() async throws {
        let png = try PixelImage(width: 16, height: 32) { _, _ in Self.green }.pngData()
        try await Self.holding(png, at: "/slow.png") { base, gate in
            let json = """
            {"_:component": "layout:remoteImage", "properties": {"url": "\(base)/slow.png", "width": 96, "height": 48, "scale": "fillBounds"}}
            """
            let backend = HeadlessBackend(width: 20, height: 6)
            let runtime = Stratus(baseURL: URL(string: base)!) { Navigator(json: json) }.makeRuntime(backend: backend)
            await runtime.engine.waitUntilIdle()
            runtime.renderFrame()
            #expect(backend.frame.lines[1].hasPrefix("│▣ slow.png"), "the first frame has the placeholder")
            // The load has started and is waiting for the server: frames go on without it.
            runtime.renderFrame()
            #expect(backend.frame.text.contains("▣"))
            await gate.open()
            await ImageStore.shared.waitForLoads(of: runtime.engine, until: .now + Self.patience)
            runtime.renderFrame()
            #expect(backend.frame[0, 0] == Cell(ImageCells.upperHalf, style: Style(foreground: Self.green, background: Self.green)))
            #expect(!backend.frame.text.contains("▣"))
        }
    }

    /// A folder with `images/<name>.png` for each picture and `screen.json`; removed by the caller.
    static func folder(_ pictures: [String: PixelImage], screen: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stratus-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        for (name, picture) in pictures {
            try picture.pngData().write(to: folder.appendingPathComponent("images/\(name).png"))
        }
        try screen.write(to: folder.appendingPathComponent("screen.json"), atomically: true, encoding: .utf8)
        return folder
    }

    /// A remote image 2×2 cells with a local `placeholder`.
    static func remoteWithPlaceholder(_ url: String) -> String {
        """
        {"_:component": "layout:remoteImage", "properties": {"url": "\(url)", "placeholder": "wait",
          "width": 16, "height": 32, "scale": "fillBounds"}}
        """
    }

    /// A remote image 12×3 cells: room for its placeholder's label.
    static func wide(_ url: String) -> String {
        #"{"_:component": "layout:remoteImage", "properties": {"url": "\#(url)", "width": 96, "height": 48}}"#
    }

    static func isHalfBlock(_ cell: Cell, of color: Color) -> Bool {
        cell == Cell(ImageCells.upperHalf, style: Style(foreground: color, background: color))
    }

    @Test(arguments: ["/missing.png", "/broken.png"])
    func aRemoteImageThatCannotBeShownShowsItsPlaceholderPicture(path: String) async throws {
        try await LocalServer.run({ router in
            router.get("/broken.png") { _, _ in Self.binary(Data("not a picture".utf8), type: "image/png") }
        }) { base in
            let flat = PixelImage(width: 4, height: 4) { _, _ in Self.blue }
            let folder = try Self.folder(["wait": flat], screen: Self.remoteWithPlaceholder("\(base)\(path)"))
            defer { try? FileManager.default.removeItem(at: folder) }
            let session = try await Stratus(baseURL: folder) { Navigator(url: "/screen.json") }.limits(Self.patientLimits)
                .headless(width: 20, height: 6, imageWait: Self.patience)
            #expect(Self.isHalfBlock(session.cells[1, 1], of: Self.blue), "\(session.text)")
            #expect(!session.text.contains("▣"))
            #expect(session.engine.logs.contains { $0.level == .error && $0.message.hasPrefix("Image \"\(path.dropFirst())\"") })
        }
    }

    @Test func thePlaceholderPictureShowsWhileLoadingThenThePictureReplacesIt() async throws {
        let png = try PixelImage(width: 4, height: 4) { _, _ in Self.green }.pngData()
        try await Self.holding(png, at: "/held.png") { base, gate in
            let folder = try Self.folder(["wait": PixelImage(width: 4, height: 4) { _, _ in Self.red }],
                                         screen: Self.remoteWithPlaceholder("\(base)/held.png"))
            defer { try? FileManager.default.removeItem(at: folder) }
            // The picture is held, so each step waits only a moment: enough steps for the placeholder's to arrive.
            // The held request may wait as long as the test needs (a request given up would leave the placeholder
            // for good).
            let session = try await Stratus(baseURL: folder) { Navigator(url: "/screen.json") }.limits(Self.patientLimits)
                .headless(width: 20, height: 6, imageWait: .milliseconds(100))
            for _ in 0..<300 where !Self.isHalfBlock(session.cells[0, 0], of: Self.red) { await session.settle() }
            #expect(Self.isHalfBlock(session.cells[0, 0], of: Self.red), "the placeholder picture while loading")
            await gate.open()
            session.imageWait = Self.patience
            await session.settle()
            #expect(Self.isHalfBlock(session.cells[0, 0], of: Self.green), "the picture once it arrived")
        }
    }

    @Test(arguments: [Duration.zero, .milliseconds(200)])
    func aHeadlessRenderWaitsForPicturesNoLongerThanItsBound(imageWait: Duration) async throws {
        let png = try Self.tiny.pngData()
        try await Self.holding(png, at: "/held.png") { base, gate in
            // A query of its own, so that the store has no earlier answer for this address.
            let json = Self.wide("\(base)/held.png?\(UUID())")
            let session = try await Stratus(baseURL: URL(string: base)!) { Navigator(json: json) }
                .headless(width: 20, height: 6, imageWait: imageWait)
            // The session came back while the server still holds the picture: the frame has its placeholder.
            #expect(ImageStore.shared.isLoading(for: session.engine))
            #expect(session.text.contains("▣"))
        }
    }

    @Test func aServerThatNeverAnswersFailsThePictureAfterTheResourceTimeout() async throws {
        try await Self.holding(Data(), at: "/never.png") { base, gate in
            let json = Self.wide("\(base)/never.png?\(UUID())")
            let runtime = Stratus(baseURL: URL(string: base)!) { Navigator(json: json) }
                .makeRuntime(backend: HeadlessBackend(width: 20, height: 6))
            runtime.engine.limits.resourceTimeout = 0.2
            guard let backend = runtime.backend as? HeadlessBackend else { return }
            let session = HeadlessSession(runtime: runtime, backend: backend, imageWait: .seconds(30))
            await session.settle()
            #expect(session.text.contains("▣"))
            let errors = runtime.engine.logs.filter { $0.level == .error }.map(\.message)
            #expect(errors.contains { $0.contains("never.png") && $0.contains("within 0.2 s") }, "\(errors)")
        }
    }

    @Test func aHeadlessTerminalDrawsHalfBlocksEvenWhenPixelsAreAskedFor() async throws {
        let folder = try Self.folder(["logo": Self.tiny], screen: Self.screen([("localImage", "id", "logo")]))
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try await Stratus(baseURL: folder) { Navigator(url: "/screen.json") }.images(.kitty)
            .headless(width: 20, height: 6, imageWait: Self.patience)
        // The frame offers the picture to a terminal that draws pixels; headless, its cells are all there is.
        #expect(session.cells.pictures.map(\.area) == [Rect(x: 0, y: 0, width: 2, height: 2)])
        #expect(Self.halves(session, x: 0, y: 0) == (Self.red, Self.blue))
        #expect(!session.cells.cells.contains { $0.text.unicodeScalars.contains("\u{1B}") })
    }

    @Test func imagesOffLoadsNothing() async throws {
        let requests = RequestCount()
        let png = try Self.tiny.pngData()
        try await LocalServer.run({ router in
            router.get("/tiny.png") { _, _ in
                await requests.add()
                return Self.binary(png, type: "image/png")
            }
        }) { base in
            let json = Self.wide("\(base)/tiny.png")
            let session = try await Stratus(baseURL: URL(string: base)!) { Navigator(json: json) }.images(.off)
                .headless(width: 20, height: 6, imageWait: Self.patience)
            #expect(session.text.contains("▣ tiny.png"))
            #expect(await requests.count == 0)
            #expect(!session.engine.logs.contains { $0.level == .error })
        }
    }

    /// Requests a server received.
    actor RequestCount {
        private(set) var count = 0
        func add() { count += 1 }
    }

    @Test func narrowPlaceholdersKeepTheEndOfTheirNames() {
        #expect(ImagePlaceholder.abbreviated("product-photo-1.png", toWidth: 9) == "prod…to-1")
        #expect(ImagePlaceholder.abbreviated("product-photo-1.png", toWidth: 15) == "product-photo-1")
        #expect(ImagePlaceholder.abbreviated("cat.png", toWidth: 7) == "cat.png")
        var box = BoxStyle()
        box.width = .fixed(12)
        box.border = Border(.single)
        #expect(ImagePlaceholder.abbreviated("product-photo-2.png", box: box) == "prod…o-2")
    }
}
