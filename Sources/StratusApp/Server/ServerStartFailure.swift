#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `stratus serve` could not listen, as a sentence with what to do about it.
///
/// The HTTP stack reports a failed `bind` as a system error with its errno (`bind(descriptor:ptr:bytes:):
/// Address already in use (errno: 98)`); this turns the common ones into words and a next step.
enum ServerStartFailure {
    /// The error to show for `error`, thrown while starting to listen on `host`:`port`.
    static func describe(_ error: any Error, host: String, port: Int) -> StratusAppError {
        let address = "\(host):\(port)"
        switch errno(of: error) {
        case EADDRINUSE?:
            let next = port == 0 || port == 65_535 ? "--port 0 (any free port)" : "--port \(port + 1)"
            return StratusAppError(.serverFailed, "port \(port) is already in use; try \(next)")
        case EACCES?:
            return StratusAppError(
                .serverFailed, "port \(port) needs more privileges than this user has; try a port above 1023, such as --port 8080")
        case EADDRNOTAVAIL?:
            return StratusAppError(
                .serverFailed, "\(host) is not an address of this machine; try --host 127.0.0.1 or --host 0.0.0.0")
        default:
            let text = "\(error)"
            if text.lowercased().contains("resolve") || text.lowercased().contains("name") && text.contains(host) {
                return StratusAppError(.serverFailed, "cannot find the host \(host); try --host 127.0.0.1")
            }
            return StratusAppError(.serverFailed, "cannot listen on \(address): \(text)")
        }
    }

    /// The errno a system error carries (swift-nio's `IOError`, whose errno sits in an `errno` case), found by
    /// field name so that this module does not depend on swift-nio directly; nil for other errors.
    static func errno(of error: any Error) -> Int32? {
        errno(in: error, depth: 0)
    }

    private static func errno(in value: Any, depth: Int) -> Int32? {
        guard depth < 6 else { return nil }
        for child in Mirror(reflecting: value).children {
            if child.label == "errnoCode" || child.label == "errno", let code = child.value as? Int32 { return code }
            if let code = errno(in: child.value, depth: depth + 1) { return code }
        }
        return nil
    }
}
