import Foundation

/// A decoded PNG, enough to check a browser's screenshot: 8-bit RGB or RGBA, not interlaced.
///
/// The image data is a zlib stream (RFC 1950) of DEFLATE blocks (RFC 1951), decoded by ``Inflater``; each row
/// is then unfiltered as the PNG specification (section 9) says.
struct PNGImage {
    struct Pixel: Equatable, CustomStringConvertible {
        var red: UInt8, green: UInt8, blue: UInt8

        var description: String { String(format: "#%02X%02X%02X", red, green, blue) }

        /// The largest difference of one channel.
        func distance(to other: Pixel) -> Int {
            max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
        }
    }

    struct DecodingError: Error, CustomStringConvertible {
        var description: String
    }

    let width: Int
    let height: Int
    private let channels: Int
    private let pixels: [UInt8]

    subscript(x: Int, y: Int) -> Pixel {
        let index = (y * width + x) * channels
        return Pixel(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2])
    }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw DecodingError(description: "not a PNG")
        }
        var offset = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        func be32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        while offset + 8 <= bytes.count {
            let length = be32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<min(bytes.count, offset + 8 + length)])
            if type == "IHDR" { header = body }
            if type == "IDAT" { compressed += body }
            if type == "IEND" { break }
            offset += 12 + length
        }
        guard header.count == 13 else { throw DecodingError(description: "no IHDR") }
        func headerInt(_ at: Int) -> Int {
            Int(header[at]) << 24 | Int(header[at + 1]) << 16 | Int(header[at + 2]) << 8 | Int(header[at + 3])
        }
        width = headerInt(0)
        height = headerInt(4)
        let (depth, colorType, interlace) = (header[8], header[9], header[12])
        guard depth == 8, colorType == 2 || colorType == 6, interlace == 0 else {
            throw DecodingError(description: "only 8-bit RGB or RGBA, not interlaced (depth \(depth), type \(colorType))")
        }
        channels = colorType == 6 ? 4 : 3
        guard compressed.count > 2 else { throw DecodingError(description: "no image data") }
        var inflater = Inflater(Array(compressed[2...]))
        let raw = try inflater.inflate()
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw DecodingError(description: "short image data") }
        var output = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            for column in 0..<stride {
                let x = raw[source + column]
                let a = column >= channels ? output[row * stride + column - channels] : 0
                let b = row > 0 ? output[(row - 1) * stride + column] : 0
                let c = row > 0 && column >= channels ? output[(row - 1) * stride + column - channels] : 0
                let predicted: UInt8
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = UInt8((Int(a) + Int(b)) / 2)
                case 4:
                    let p = Int(a) + Int(b) - Int(c)
                    let (pa, pb, pc) = (abs(p - Int(a)), abs(p - Int(b)), abs(p - Int(c)))
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw DecodingError(description: "unknown filter \(filter)")
                }
                output[row * stride + column] = x &+ predicted
            }
        }
        pixels = output
    }
}

/// A DEFLATE decoder (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks.
struct Inflater {
    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0

    init(_ input: [UInt8]) { self.input = input }

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw PNGImage.DecodingError(description: "truncated stream") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    /// A canonical Huffman code: symbols by code length, as RFC 1951 section 3.2.2 builds them.
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private mutating func decode(_ huffman: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - first < count { return huffman.symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw PNGImage.DecodingError(description: "bad Huffman code")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                                     115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                       1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11,
                                        12, 12, 13, 13]

    mutating func inflate() throws -> [UInt8] {
        var output: [UInt8] = []
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0:
                bitBuffer = 0
                bitCount = 0
                guard position + 4 <= input.count else { throw PNGImage.DecodingError(description: "truncated") }
                let length = Int(input[position]) | Int(input[position + 1]) << 8
                position += 4
                guard position + length <= input.count else { throw PNGImage.DecodingError(description: "truncated") }
                output += input[position..<(position + length)]
                position += length
            case 1:
                let lengths = [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                    + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
                try block(Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)), into: &output)
            case 2:
                let (literals, distances) = try dynamicTables()
                try block(literals, distances, into: &output)
            default:
                throw PNGImage.DecodingError(description: "bad block type")
            }
        }
        return output
    }

    private mutating func dynamicTables() throws -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
        let codes = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codes)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw PNGImage.DecodingError(description: "repeat with no length") }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        return (Huffman(lengths: Array(lengths[0..<literalCount])),
                Huffman(lengths: Array(lengths[literalCount..<(literalCount + distanceCount)])))
    }

    private mutating func block(_ literals: Huffman, _ distances: Huffman, into output: inout [UInt8]) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < Self.lengthBase.count else { throw PNGImage.DecodingError(description: "bad length") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let code = try decode(distances)
                guard code < Self.distanceBase.count else { throw PNGImage.DecodingError(description: "bad distance") }
                let distance = Self.distanceBase[code] + (try bits(Self.distanceExtra[code]))
                guard distance <= output.count else { throw PNGImage.DecodingError(description: "distance too far") }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }
}
