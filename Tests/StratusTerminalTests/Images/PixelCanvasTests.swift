import Foundation
import Testing
@testable import StratusTerminal

/// Pictures in real pixels: the kitty and sixel sequences libchafa makes for a small known picture, and how a
/// terminal is found to have them.
@Suite struct PixelCanvasTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    /// 4×4 red pixels, drawn over 2×1 cells of 10×20 pixels (stretched: `fillBounds`).
    static let picture = PixelImage(width: 4, height: 4) { _, _ in red }

    /// The sequences of `text` that start with `prefix` and end with ESC \, without either.
    static func strings(in text: String, after prefix: String) -> [Substring] {
        text.components(separatedBy: "\u{1B}\\").compactMap { part in
            part.range(of: prefix).map { part[$0.upperBound...] }
        }
    }

    @Test func kittyImageIsTransmittedInBase64ChunksOfRGBAPixels() throws {
        let sequence = PixelCanvas.encode(Self.picture, columns: 2, rows: 1, scale: .fillBounds, graphics: .kitty,
                                          cellSize: Size(width: 10, height: 20))
        #expect(sequence.hasPrefix("\u{1B}_Ga=T,q=2,C=1,f=32,s=20,v=20,c=2,r=1,m=1\u{1B}\\"), "\(sequence.prefix(60).debugDescription)")
        #expect(sequence.hasSuffix("\u{1B}_Gm=0\u{1B}\\"))
        // Each chunk is base64 of its own (the terminal decodes chunk by chunk).
        var pixels = Data()
        for chunk in Self.strings(in: sequence, after: "\u{1B}_Gm=1;") {
            pixels += try #require(Data(base64Encoded: String(chunk)), "chunk \(chunk.suffix(12))")
        }
        #expect(pixels.count == 20 * 20 * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            #expect(Array(pixels[index..<index + 4]) == [255, 0, 0, 255], "pixel \(index / 4)")
            if pixels[index..<index + 4] != Data([255, 0, 0, 255]) { break }
        }
    }

    @Test func sixelImageIsADeviceControlStringOfTheBoxSize() throws {
        let sequence = PixelCanvas.encode(Self.picture, columns: 2, rows: 1, scale: .fillBounds, graphics: .sixel,
                                          cellSize: Size(width: 10, height: 20))
        let body = try #require(Self.strings(in: sequence, after: "\u{1B}P").first)
        #expect(sequence.hasPrefix("\u{1B}P") && sequence.hasSuffix("\u{1B}\\"))
        // `p1;p2;p3 q`, then the raster attributes: aspect 1:1, 20×18 pixels (libchafa makes the height a multiple
        // of a sixel band, six pixels, rounding down).
        let data = try #require(body.split(separator: "q", maxSplits: 1).last)
        #expect(data.hasPrefix("\"1;1;20;18"), "\(data.prefix(20))")
        // Colour registers in RGB percent: the one colour is pure red.
        #expect(data.contains("#0;2;100;0;0") || data.contains(";2;100;0;0"), "\(data.prefix(80))")
        // 18 pixels are 3 bands of six rows, separated by `-`; only sixel characters in between.
        let bands = data.split(separator: "-", omittingEmptySubsequences: true)
        #expect(bands.count == 3)
        let allowed = Set("0123456789;#!$\"") .union((63...126).map { Character(Unicode.Scalar($0)) })
        #expect(data.allSatisfy { allowed.contains($0) || $0 == "-" })
    }

    @Test func emptyBoxGivesNoSequence() {
        #expect(PixelCanvas.encode(Self.picture, columns: 0, rows: 3, scale: nil, graphics: .kitty).isEmpty)
    }

    @Test(arguments: [
        (["TERM": "xterm-kitty"], GraphicsProtocol.kitty),
        (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], .kitty),
        (["TERM": "xterm-ghostty"], .kitty),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .kitty),
        (["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"], nil),
        (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-1000/default,1,0"], nil),
        (["TERM": "xterm-256color"], nil),
    ] as [([String: String], GraphicsProtocol?)])
    func kittyIsFoundFromTheEnvironmentOutsideMultiplexers(environment: [String: String], expected: GraphicsProtocol?) {
        #expect(TerminalGraphics.detect(environment: environment) == expected)
    }

    @Test(arguments: [
        ("\u{1B}[?62;4;22c", true),
        ("\u{1B}[?64;1;2;4;6;9;15;22c", true),
        ("\u{1B}[?62;22c", false),
        ("\u{1B}[?1;2c", false),
        ("\u{1B}[?4c", false),
        ("", false),
    ])
    func deviceAttributesListSixelAsAttributeFour(answer: String, sixel: Bool) {
        #expect(TerminalGraphics.answerListsSixel(Array(answer.utf8)) == sixel)
    }

    @Test func theTerminalIsAskedAndItsAnswerRead() throws {
        var toProgram: [Int32] = [0, 0], fromProgram: [Int32] = [0, 0]
        #expect(pipe(&toProgram) == 0 && pipe(&fromProgram) == 0)
        defer { for fd in toProgram + fromProgram { close(fd) } }
        let answer = Array("\u{1B}[?62;4;22c".utf8)
        _ = answer.withUnsafeBufferPointer { write(toProgram[1], $0.baseAddress, $0.count) }
        #expect(TerminalGraphics.askForSixel(input: toProgram[0], output: fromProgram[1]))
        var query = [UInt8](repeating: 0, count: 8)
        let count = query.withUnsafeMutableBufferPointer { read(fromProgram[0], $0.baseAddress, $0.count) }
        #expect(Array(query.prefix(max(0, count))) == Array("\u{1B}[c".utf8))
        // No answer at all: half blocks, after the short wait.
        #expect(!TerminalGraphics.askForSixel(input: toProgram[0], output: fromProgram[1]))
    }
}
