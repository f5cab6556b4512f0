import CJPEG
import CPNG
import Foundation

/// The picture formats Stratus reads, recognised by their first bytes (not by a file name or a content type).
public enum ImageFormat: String, Sendable, CaseIterable {
    /// Portable Network Graphics (libpng).
    case png = "PNG"
    /// JPEG (libjpeg-turbo).
    case jpeg = "JPEG"

    /// The format whose signature `data` starts with, or nil.
    public init?(sniffing data: Data) {
        let bytes = [UInt8](data.prefix(8))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else {
            return nil
        }
    }
}

extension PixelImage {
    /// The largest image decoded, in pixels (width × height): 25 megapixels, 100 MB of RGBA. Larger images are
    /// refused rather than exhausting memory (a decompression bomb is a few kilobytes).
    public static let maximumPixels = 25_000_000

    /// Decodes PNG or JPEG bytes.
    /// - Throws: `TerminalError` of kind `.image` saying which format and what is wrong with it, or which library
    ///   is missing to decode or draw it (they are opened here, the first time: `ImageLibraries`).
    public init(decoding data: Data) throws {
        // A picture that could not be drawn is refused where it is read, where its error is shown.
        _ = try ImageLibraries.chafa.load()
        switch ImageFormat(sniffing: data) {
        case .png?: self = try Self.decodePNG(data)
        case .jpeg?: self = try Self.decodeJPEG(data)
        case nil:
            let start = data.prefix(4).map { String(format: "%02X", $0) }.joined(separator: " ")
            throw TerminalError(.image, "not a PNG or JPEG image (it starts with \(start.isEmpty ? "nothing" : start))")
        }
    }

    private static func decodePNG(_ data: Data) throws -> PixelImage {
        let png = try ImageLibraries.png.load().pointee
        var image = png_image()
        image.version = stratus_png_image_version()
        defer { png.free(&image) }
        func failure(_ what: String) -> TerminalError {
            let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return TerminalError(.image, "PNG: \(what)\(message.isEmpty ? "" : ": \(message)")")
        }
        return try data.withUnsafeBytes { bytes -> PixelImage in
            guard png.begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
                throw failure("cannot read the header")
            }
            let width = Int(image.width), height = Int(image.height)
            guard width * height <= maximumPixels else {
                throw TerminalError(.image, "PNG: the image is \(width)x\(height) pixels, more than \(maximumPixels)")
            }
            image.format = stratus_png_format_rgba()
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { buffer in
                png.finish_read(&image, nil, buffer.baseAddress, 0, nil)
            }
            guard finished != 0 else { throw failure("cannot decode the pixels") }
            return PixelImage(width: width, height: height, rgba: pixels)
        }
    }

    private static func decodeJPEG(_ data: Data) throws -> PixelImage {
        let jpeg = try ImageLibraries.jpeg.load()
        var message = [CChar](repeating: 0, count: Int(STRATUS_JPEG_MESSAGE_LENGTH))
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        let status = data.withUnsafeBytes { bytes in
            stratus_jpeg_decode(jpeg, bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count), 1,
                                UInt(maximumPixels), &pixels, &width, &height, &message)
        }
        guard status == 0, let pixels else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw TerminalError(.image, "JPEG: \(text.isEmpty ? "cannot decode the image" : text)")
        }
        defer { stratus_jpeg_free(pixels) }
        let count = Int(width) * Int(height) * 4
        return PixelImage(width: Int(width), height: Int(height),
                          rgba: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }

    /// The image as PNG bytes (8-bit RGBA).
    /// - Throws: `TerminalError` of kind `.image` when libpng refuses it.
    public func pngData() throws -> Data {
        let png = try ImageLibraries.png.load().pointee
        var image = png_image()
        image.version = stratus_png_image_version()
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = stratus_png_format_rgba()
        defer { png.free(&image) }
        var size = 0
        guard png.write_to_memory(&image, nil, &size, 0, rgba, 0, nil) != 0 else {
            throw TerminalError(.image, "PNG: cannot encode a \(width)x\(height) image")
        }
        var bytes = [UInt8](repeating: 0, count: size)
        let written = bytes.withUnsafeMutableBytes { buffer in
            png.write_to_memory(&image, buffer.baseAddress, &size, 0, rgba, 0, nil)
        }
        guard written != 0 else { throw TerminalError(.image, "PNG: cannot encode a \(width)x\(height) image") }
        return Data(bytes.prefix(size))
    }

    /// The image as baseline JPEG bytes of `quality` (1...100); alpha is dropped.
    /// - Throws: `TerminalError` of kind `.image` when libjpeg refuses it.
    public func jpegData(quality: Int = 85) throws -> Data {
        let jpeg = try ImageLibraries.jpeg.load()
        var message = [CChar](repeating: 0, count: Int(STRATUS_JPEG_MESSAGE_LENGTH))
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = stratus_jpeg_encode(jpeg, rgba, Int32(width), Int32(height), Int32(min(100, max(1, quality))),
                                         &output, &size, &message)
        guard status == 0, let output else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw TerminalError(.image, "JPEG: cannot encode: \(text)")
        }
        defer { stratus_jpeg_free(output) }
        return Data(bytes: output, count: Int(size))
    }
}
