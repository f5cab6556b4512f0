import Foundation

/// A small PNG for each product, made when asked: a square in a color of its own with a darker band, so that
/// pictures tell products apart without shipping image files.
///
/// The PNG is 8-bit RGB with its pixels in uncompressed (stored) deflate blocks, which every decoder reads.
public enum ProductPicture {
    /// The PNG bytes of product `id`'s picture, `size` pixels square.
    public static func png(id: Int, size: Int = 24) -> Data {
        let hue = Double((id * 47) % 360)
        let light = rgb(hue: hue, lightness: 0.6)
        let dark = rgb(hue: hue, lightness: 0.35)
        var raw = [UInt8]()
        raw.reserveCapacity(size * (size * 3 + 1))
        for row in 0..<size {
            raw.append(0)  // filter: none
            for column in 0..<size {
                let color = abs(row - column) < size / 6 ? dark : light
                raw += color
            }
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = bigEndian(UInt32(size)) + bigEndian(UInt32(size))
        header += [8, 2, 0, 0, 0]  // 8 bits, RGB, deflate, no filter method, no interlace
        png += chunk("IHDR", header)
        png += chunk("IDAT", storedZlib(raw))
        png += chunk("IEND", [])
        return png
    }

    private static func rgb(hue: Double, lightness: Double) -> [UInt8] {
        // HSL with saturation 0.6, enough for distinct swatches.
        let chroma = (1 - abs(2 * lightness - 1)) * 0.6
        let x = chroma * (1 - abs((hue / 60).truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch hue {
        case ..<60: (r, g, b) = (chroma, x, 0)
        case ..<120: (r, g, b) = (x, chroma, 0)
        case ..<180: (r, g, b) = (0, chroma, x)
        case ..<240: (r, g, b) = (0, x, chroma)
        case ..<300: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        return [r, g, b].map { UInt8(max(0, min(255, (($0 + m) * 255).rounded()))) }
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> Data {
        let body = Array(type.utf8) + data
        return Data(bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body)))
    }

    /// A zlib stream of stored blocks (at most 65535 bytes each) with its Adler-32.
    private static func storedZlib(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(bytes.count, start + 65_535)
            let length = UInt16(end - start)
            out.append(end == bytes.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += bytes[start..<end]
            start = end
        } while start < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
