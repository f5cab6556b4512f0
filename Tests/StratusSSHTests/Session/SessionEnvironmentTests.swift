import Testing
@testable import StratusSSH

@Suite("Session environment")
struct SessionEnvironmentTests {
    @Test func takesTheLocaleAndColourVariablesOnly() {
        var environment = SessionEnvironment()
        let answers = [
            environment.accept(name: "LANG", value: "fr_FR.UTF-8"),
            environment.accept(name: "LC_CTYPE", value: "C"),
            environment.accept(name: "COLORTERM", value: "truecolor"),
            environment.accept(name: "PATH", value: "/tmp"),
            environment.accept(name: "LD_PRELOAD", value: "/tmp/evil.so"),
            environment.accept(name: "LANG", value: "C\u{1B}[2J"),
        ]
        #expect(answers == [true, true, true, false, false, false])
        let variables = environment.variables(base: ["PATH": "/usr/bin", "HOME": "/srv"], term: "xterm-256color")
        #expect(variables == ["PATH": "/usr/bin", "HOME": "/srv", "TERM": "xterm-256color", "LANG": "fr_FR.UTF-8",
                              "LC_CTYPE": "C", "COLORTERM": "truecolor"])
    }

    @Test func aClientWithoutLocaleGetsUTF8AndABadTermGetsADefault() {
        let variables = SessionEnvironment().variables(base: [:], term: "vt100\n")
        #expect(variables == ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        #expect(SessionEnvironment().variables(base: [:], term: "dumb")["TERM"] == "dumb")
    }
}
