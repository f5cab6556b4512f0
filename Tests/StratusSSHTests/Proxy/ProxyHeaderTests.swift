import NIOCore
import Testing
@testable import StratusSSH

@Suite("PROXY protocol header")
struct ProxyHeaderTests {
    private static func address(_ ip: String, _ port: Int) throws -> SocketAddress {
        try SocketAddress(ipAddress: ip, port: port)
    }

    @Test func readsVersionOneLinesAndWhatFollowsThem() throws {
        let line = Array("PROXY TCP4 203.0.113.7 192.0.2.1 51234 2222\r\nSSH-2.0-OpenSSH_9.2\r\n".utf8)
        #expect(ProxyHeader.read(line) == .header(.proxied(try Self.address("203.0.113.7", 51234)), length: 45))
        let six = Array("PROXY TCP6 2001:db8::7 2001:db8::1 40000 22\r\n".utf8)
        #expect(ProxyHeader.read(six) == .header(.proxied(try Self.address("2001:db8::7", 40000)), length: six.count))
        #expect(ProxyHeader.read(Array("PROXY UNKNOWN\r\n".utf8)) == .header(.local, length: 15))
        // A line cut by the network waits for the rest.
        #expect(ProxyHeader.read(Array("PROXY TCP4 203.0.".utf8)) == .incomplete)
        #expect(ProxyHeader.read(Array("PRO".utf8)) == .incomplete)
    }

    @Test func refusesBrokenVersionOneLines() {
        for bad in ["PROXY TCP4 203.0.113.7 192.0.2.1 51234\r\n", "PROXY TCP4 2001:db8::7 192.0.2.1 1 2\r\n",
                    "PROXY TCP4 203.0.113.300 192.0.2.1 1 2\r\n", "PROXY TCP4 203.0.113.7 192.0.2.1 70000 2\r\n",
                    "PROXY TCP4 203.0.113.7 192.0.2.1 1 2\n", "PROXY UDP4 203.0.113.7 192.0.2.1 1 2\r\n",
                    "PROXY " + String(repeating: "1", count: 120)] {
            guard case .invalid = ProxyHeader.read(Array(bad.utf8)) else {
                Issue.record("not refused: \(bad)")
                continue
            }
        }
        #expect(ProxyHeader.read(Array("SSH-2.0-OpenSSH_9.2\r\n".utf8)) == .notAHeader)
    }

    @Test func readsVersionTwoHeadersSkippingTheirExtensions() throws {
        // PROXY, TCP over IPv4, 12 bytes of addresses and ports plus a 4-byte extension (type 0x04, NOOP).
        let ipv4: [UInt8] = ProxyHeader.signature + [0x21, 0x11, 0x00, 16, 203, 0, 113, 7, 192, 0, 2, 1, 0xC8, 0x22, 0x08, 0xAE,
                                                     0x04, 0x00, 0x01, 0x00] + Array("SSH-".utf8)
        #expect(ProxyHeader.read(ipv4) == .header(.proxied(try Self.address("203.0.113.7", 51234)), length: 32))
        var ipv6: [UInt8] = ProxyHeader.signature + [0x21, 0x21, 0x00, 36, 0x20, 0x01, 0x0D, 0xB8] + Array(repeating: 0, count: 11) + [7]
        ipv6 += [0x20, 0x01, 0x0D, 0xB8] + Array(repeating: 0, count: 11) + [1] + [0x9C, 0x40, 0x00, 0x16]
        #expect(ProxyHeader.read(ipv6) == .header(.proxied(try Self.address("2001:db8::7", 40000)), length: 52))
        // LOCAL: the load balancer's own health check.
        #expect(ProxyHeader.read(ProxyHeader.signature + [0x20, 0x00, 0x00, 0x00]) == .header(.local, length: 16))
        #expect(ProxyHeader.read(Array(ipv4.prefix(20))) == .incomplete)
        #expect(ProxyHeader.read(Array(ProxyHeader.signature.prefix(5))) == .incomplete)
    }

    @Test func refusesBrokenVersionTwoHeaders() {
        let wrongVersion = ProxyHeader.signature + [0x11, 0x11, 0x00, 12] + Array(repeating: 1, count: 12)
        let udp = ProxyHeader.signature + [0x21, 0x12, 0x00, 12] + Array(repeating: 1, count: 12)
        let short = ProxyHeader.signature + [0x21, 0x21, 0x00, 12] + Array(repeating: 1, count: 12)
        let command = ProxyHeader.signature + [0x22, 0x11, 0x00, 12] + Array(repeating: 1, count: 12)
        for bad in [wrongVersion, udp, short, command] {
            guard case .invalid = ProxyHeader.read(bad) else {
                Issue.record("not refused: \(bad)")
                continue
            }
        }
    }

    @Test func addressRangesMatchByPrefix() throws {
        let range = try #require(AddressRange("10.1.0.0/16"))
        #expect(range.contains(try Self.address("10.1.200.3", 1)))
        #expect(!range.contains(try Self.address("10.2.0.1", 1)))
        #expect(range.contains(try Self.address("::ffff:10.1.0.9", 1)), "an IPv4-mapped address is IPv4")
        let odd = try #require(AddressRange("192.168.0.128/25"))
        let inside = try Self.address("192.168.0.200", 1), outside = try Self.address("192.168.0.100", 1)
        #expect(odd.contains(inside) && !odd.contains(outside))
        let loopback = try Self.address("::1", 1)
        #expect(AddressRange.loopback.contains { $0.contains(loopback) })
        #expect(try #require(AddressRange("fd00::/8")).contains(try Self.address("fd12::1", 1)))
        for bad in ["10.0.0.0/33", "10.0.0/8", "host.example", "::/129", "1.2.3.4/"] { #expect(AddressRange(bad) == nil, "\(bad)") }
    }
}
