import NIOCore

/// A range of IP addresses written as CIDR (`10.0.0.0/8`, `fd00::/8`) or a single address (`127.0.0.1`): the
/// load balancers whose PROXY headers a server believes.
public struct AddressRange: Sendable, Equatable, CustomStringConvertible {
    private let prefix: [UInt8]
    private let bits: Int
    public let description: String

    /// Reads `text`; nil when it is no address, or its prefix length is beyond the address's.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let address = try? SocketAddress(ipAddress: String(parts[0]), port: 0),
              let bytes = Self.bytes(of: address) else { return nil }
        let bits = parts.count == 2 ? Int(parts[1]) : bytes.count * 8
        guard let bits, (0...bytes.count * 8).contains(bits) else { return nil }
        prefix = bytes
        self.bits = bits
        description = text
    }

    /// Whether `address` is in the range (an IPv4 address written as IPv6, `::ffff:1.2.3.4`, counts as IPv4).
    public func contains(_ address: SocketAddress?) -> Bool {
        guard let address, let bytes = Self.bytes(of: address), bytes.count == prefix.count else { return false }
        for index in 0..<(bits / 8) where bytes[index] != prefix[index] { return false }
        let rest = bits % 8
        guard rest > 0 else { return true }
        let mask = UInt8(0xFF) << (8 - rest)
        return bytes[bits / 8] & mask == prefix[bits / 8] & mask
    }

    /// Loopback, IPv4 and IPv6: a load balancer on the same machine.
    public static let loopback = [AddressRange("127.0.0.0/8"), AddressRange("::1")].compactMap { $0 }

    /// The address's bytes in network order; the last four of an IPv4-mapped IPv6 address.
    private static func bytes(of address: SocketAddress) -> [UInt8]? {
        switch address {
        case .v4(let v4):
            return withUnsafeBytes(of: v4.address.sin_addr) { Array($0) }
        case .v6(let v6):
            let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
            let mapped = bytes.prefix(10).allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
            return mapped ? Array(bytes.suffix(4)) : bytes
        case .unixDomainSocket:
            return nil
        }
    }
}
