import Foundation
import Testing
import StratusTerminal

/// PNG and JPEG through libpng and libjpeg-turbo: round trips, and clear errors for broken pictures.
@Suite struct ImageCodecTests {
    static let gradient = PixelImage(width: 24, height: 16) { x, y in
        Color(red: UInt8(x * 10), green: UInt8(y * 15), blue: 200, alpha: x == 0 ? 0 : 255)
    }

    @Test func pngRoundTripIsExact() throws {
        let data = try Self.gradient.pngData()
        #expect(ImageFormat(sniffing: data) == .png)
        #expect(try PixelImage(decoding: data) == Self.gradient)
    }

    @Test func jpegRoundTripIsClose() throws {
        let flat = PixelImage(width: 16, height: 16) { _, _ in Color(red: 200, green: 40, blue: 90) }
        let data = try flat.jpegData(quality: 95)
        #expect(ImageFormat(sniffing: data) == .jpeg)
        let decoded = try PixelImage(decoding: data)
        #expect(decoded.width == 16 && decoded.height == 16)
        let pixel = decoded[8, 8]
        #expect(abs(Int(pixel.red) - 200) <= 4 && abs(Int(pixel.green) - 40) <= 4 && abs(Int(pixel.blue) - 90) <= 4)
        #expect(pixel.alpha == 255)
    }

    @Test func truncatedPNGIsAnImageErrorNamingPNG() throws {
        let data = try Self.gradient.pngData()
        let error = #expect(throws: TerminalError.self) { try PixelImage(decoding: data.prefix(40)) }
        #expect(error?.kind == .image)
        #expect(error?.message.hasPrefix("PNG:") == true)
    }

    @Test func brokenJPEGIsAnImageErrorNamingJPEG() throws {
        let garbage = Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0x42, count: 64))
        let error = #expect(throws: TerminalError.self) { try PixelImage(decoding: garbage) }
        #expect(error?.kind == .image)
        #expect(error?.message.hasPrefix("JPEG:") == true)
    }

    @Test func otherBytesAreNotAnImage() {
        let error = #expect(throws: TerminalError.self) { try PixelImage(decoding: Data("GIF89a".utf8)) }
        #expect(error?.message == "not a PNG or JPEG image (it starts with 47 49 46 38)")
    }
}
