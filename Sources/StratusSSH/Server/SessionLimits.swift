import NIOCore

/// The limits every session and connection is held to; each has a default fit for a public demo.
public struct SessionLimits: Sendable, Equatable {
    /// Sessions running at once; one more is shown `fullMessage` and closed.
    public var maxSessions: Int = 100
    /// A session with no input for this long is told so and closed.
    public var idleTimeout: TimeAmount = .minutes(15)
    /// A connection that has not started a session this long after connecting is closed (login grace time).
    public var loginGrace: TimeAmount = .seconds(30)
    /// Input bytes per second a session may send over time; faster input is slowed down (the SSH window closes).
    public var inputBytesPerSecond: Int = 32 * 1024
    /// Input a session may send at once above the steady rate (a paste).
    public var inputBurstBytes: Int = 128 * 1024
    /// Output waiting for a client that does not read; past it the session is closed.
    public var outputBufferBytes: Int = 1024 * 1024
    /// How long output may wait for a client that does not read before the session is closed.
    public var outputStallTimeout: TimeAmount = .seconds(30)
    /// The shortest time between two window sizes applied to a terminal; sizes in between are merged.
    public var resizeInterval: TimeAmount = .milliseconds(20)
    /// Session channels one connection may open at once.
    public var sessionsPerConnection: Int = 4
    /// Unauthenticated connections at once, with OpenSSH's random early drop between its figures (its default).
    public var maxStartups = StartupLimit(start: 10, rate: 30, full: 100)
    /// Unauthenticated connections one source address may hold at once (0: no limit).
    public var perSourceMaxStartups: Int = 10
    /// New connections a second one source address may open over time, with a burst of as many (0: no limit).
    /// Ten keeps ssh-audit's connection rate test (under 20 a second) passing and a person's logins untouched.
    public var perSourceRate: Int = 10
    /// Authentication attempts one connection may make (OpenSSH's `MaxAuthTries` default).
    public var maxAuthTries: Int = 6

    /// The defaults.
    public init() {}

    /// TCP connections accepted at once, authenticated or not: beyond it a connection is closed at once.
    public var maxConnections: Int { maxSessions * 2 + 16 }
}
