import NIOCore

/// The header a load balancer sends first on each connection to say whose it is: HAProxy's PROXY protocol,
/// version 1 (a text line) or 2 (binary), as its specification lays them out
/// (https://www.haproxy.org/download/2.6/doc/proxy-protocol.txt).
///
/// Version 1: `PROXY TCP4 1.2.3.4 5.6.7.8 51234 2222\r\n` (or `TCP6`, or `UNKNOWN` with anything after it), at
/// most 107 bytes. Version 2: a 12-byte signature, a byte of version (2) and command (0 LOCAL, 1 PROXY), a byte of
/// address family and transport (0x11 TCP over IPv4, 0x21 TCP over IPv6, 0x00 unspecified), the length of the
/// rest in two bytes (big-endian), then the source address, the destination address, the source port and the
/// destination port; anything after them (type-length-value extensions) is skipped.
enum ProxyHeader: Equatable {
    /// The client's address (the header's source).
    case proxied(SocketAddress)
    /// A connection of the load balancer itself (a health check: v2's LOCAL, v1's UNKNOWN): its own address counts.
    case local

    /// What reading the first bytes of a connection gave.
    enum Reading: Equatable {
        /// More bytes are needed.
        case incomplete
        /// The bytes do not begin as a PROXY header does (an SSH client's version line, say).
        case notAHeader
        /// Not a PROXY header, or a broken one, and why.
        case invalid(String)
        /// A header, and how many bytes it took.
        case header(ProxyHeader, length: Int)
    }

    static let signature: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A, 0x00, 0x0D, 0x0A, 0x51, 0x55, 0x49, 0x54, 0x0A]
    private static let textPrefix = Array("PROXY ".utf8)
    private static let longestTextHeader = 107

    /// Reads a header at the start of `bytes`.
    static func read(_ bytes: [UInt8]) -> Reading {
        if bytes.starts(with: signature) || signature.starts(with: bytes) {
            return bytes.count < signature.count ? .incomplete : readBinary(bytes)
        }
        if bytes.starts(with: textPrefix) || textPrefix.starts(with: bytes) { return readText(bytes) }
        return .notAHeader
    }

    private static func readText(_ bytes: [UInt8]) -> Reading {
        guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            return bytes.count >= longestTextHeader ? .invalid("a PROXY line longer than 107 bytes") : .incomplete
        }
        guard end > 0, bytes[end - 1] == UInt8(ascii: "\r"), end < longestTextHeader else {
            return .invalid("a PROXY line not ended by CR LF within 107 bytes")
        }
        let words = String(decoding: bytes[..<(end - 1)], as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false)
        if words.count >= 2, words[1] == "UNKNOWN" { return .header(.local, length: end + 1) }
        guard words.count == 6, words[1] == "TCP4" || words[1] == "TCP6" else {
            return .invalid("a PROXY line that is not PROXY TCP4|TCP6 SOURCE DESTINATION SPORT DPORT")
        }
        guard let port = Int(words[4]), (0...65_535).contains(port), Int(words[5]).map({ (0...65_535).contains($0) }) == true,
              let address = try? SocketAddress(ipAddress: String(words[2]), port: port),
              (words[1] == "TCP4") == (address.protocol == .inet) else {
            return .invalid("a PROXY line with a malformed address or port")
        }
        return .header(.proxied(address), length: end + 1)
    }

    private static func readBinary(_ bytes: [UInt8]) -> Reading {
        guard bytes.count >= 16 else { return .incomplete }
        let versionAndCommand = bytes[12], family = bytes[13]
        let length = Int(bytes[14]) << 8 | Int(bytes[15])
        guard versionAndCommand >> 4 == 2 else { return .invalid("a PROXY v2 header of version \(versionAndCommand >> 4)") }
        guard bytes.count >= 16 + length else { return .incomplete }
        switch versionAndCommand & 0x0F {
        case 0: return .header(.local, length: 16 + length)
        case 1: break
        default: return .invalid("a PROXY v2 header with command \(versionAndCommand & 0x0F)")
        }
        let addressLength: Int
        switch family {
        case 0x11: addressLength = 4
        case 0x21: addressLength = 16
        case 0x00: return .header(.local, length: 16 + length)
        default: return .invalid("a PROXY v2 header for family and transport 0x\(String(family, radix: 16)) (TCP only)")
        }
        guard length >= 2 * addressLength + 4 else { return .invalid("a PROXY v2 header too short for its addresses") }
        let body = bytes[16...]
        let portStart = body.startIndex + 2 * addressLength
        let port = Int(body[portStart]) << 8 | Int(body[portStart + 1])
        guard let address = try? SocketAddress(packedIPAddress: ByteBuffer(bytes: body.prefix(addressLength)), port: port) else {
            return .invalid("a PROXY v2 header with a malformed address")
        }
        return .header(.proxied(address), length: 16 + length)
    }
}
