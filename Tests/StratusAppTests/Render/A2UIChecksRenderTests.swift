import Foundation
import Testing
import StratusCore
@testable import StratusApp

/// The specification's forms with `checks`, through `stratus render --dump-actions`, in every version that has
/// them: filled invalidly, their Button sends nothing and the messages show (an input's once it has been left);
/// filled validly, the action goes out with the values typed. A Button's check built of calls nested in `and` and
/// `or`, with paths among their operands, is evaluated whole.
@MainActor
@Suite struct A2UIChecksRenderTests {
    nonisolated static let corpus = PackageRoot.externalCorpus("a2ui")
    nonisolated static let versions = ["v0_9", "v0_9_1", "v0_10", "v1_0", "v1_0-2026-08"]

    /// The examples of the basic catalog of `version` whose components have `checks`, by file name.
    nonisolated static func examplesWithChecks(of version: String) -> [String: String] {
        guard let corpus else { return [:] }
        let folder = corpus + "/\(version)/catalogs/basic/examples"
        var found: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".json") {
            let path = folder + "/" + name
            if let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("\"checks\"") { found[name] = path }
        }
        return found
    }

    /// How each form with checks is filled: invalidly (every field left once) and validly, then the Button pressed.
    struct Form {
        var invalidKeys: String
        var invalidMessages: [String]
        var validKeys: String
        var action: String
        var context: JSONValue
    }

    static let forms: [String: Form] = [
        "09_login-form.json": Form(
            // Focus starts in the email field; the disabled Button is skipped, so Tab from the password leaves it
            // (for the sign-up link, which sends an action of its own: no Enter there).
            invalidKeys: "'ada' tab 'short' tab",
            invalidMessages: ["Please enter a valid email address", "Password must be at least 8 characters long",
                              "Please fix errors before signing in"],
            validKeys: "'ada@example.com' tab 'long enough' tab enter",
            action: "login", context: ["email": "ada@example.com"]),
        "32_advanced-form-validator.json": Form(
            // The terms are not agreed to: the Button's `and` fails whatever else holds.
            invalidKeys: "'ada' tab '12' tab '123' tab tab enter",
            invalidMessages: ["Invalid email format", "Invalid phone format", "Must be exactly 5 digits",
                              "You must agree to terms AND provide either Email or Phone, plus a Zip code."],
            validKeys: "'ada@example.com' tab '+4915112345678' tab '10115' tab space tab enter",
            action: "register",
            context: ["data": ["email": "ada@example.com", "phone": "+4915112345678", "zip": "10115", "agree": true]]),
    ]

    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/a2ui is absent: the forms with checks are skipped"),
          arguments: versions)
    func everyFormWithChecksSendsNothingInvalidAndItsValuesValid(version: String) async throws {
        let examples = Self.examplesWithChecks(of: version)
        // A new example with checks needs its way of being filled here.
        #expect(Set(examples.keys) == Set(Self.forms.keys), "\(version): \(examples.keys.sorted())")
        for (name, path) in examples.sorted(by: { $0.key < $1.key }) {
            guard let form = Self.forms[name] else { continue }
            let invalid = try await render(path, size: "100x40", keys: form.invalidKeys, dumpActions: true)
            #expect(invalid.status == 0, "\(version)/\(name): \(invalid.messages)")
            #expect(invalid.actions.isEmpty, "\(version)/\(name) sent \(invalid.actions) filled invalidly")
            let frame = invalid.lines.joined(separator: "\n")
            for message in form.invalidMessages {
                #expect(frame.contains(message), "\(version)/\(name): \"\(message)\" is not shown:\n\(frame)")
            }
            let valid = try await render(path, size: "100x40", keys: form.validKeys, dumpActions: true)
            #expect(valid.status == 0, "\(version)/\(name): \(valid.messages)")
            #expect(valid.actions.count == 1, "\(version)/\(name) sent \(valid.actions) filled validly")
            let action = valid.actions.first?["action"]
            #expect(action?["name"] == .string(form.action), "\(version)/\(name): \(valid.actions)")
            #expect(action?["context"] == form.context, "\(version)/\(name): \(valid.actions)")
            let shown = valid.lines.joined(separator: "\n")
            for message in form.invalidMessages { #expect(!shown.contains(message), "\(version)/\(name):\n\(shown)") }
        }
    }

    /// Before the user has left a field, its checks say nothing (the form does not open covered in errors);
    /// the Button's own message says why it is disabled from the start.
    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/a2ui is absent: the login form is skipped"))
    func anInputSaysNothingUntilItIsLeft() async throws {
        let path = try #require(Self.examplesWithChecks(of: "v0_9")["09_login-form.json"])
        let opened = try await render(path, size: "100x30")
        let frame = opened.lines.joined(separator: "\n")
        #expect(!frame.contains("Email is required"), "\(frame)")
        #expect(frame.contains("Please fix errors before signing in"), "\(frame)")
        let typed = try await render(path, size: "100x30", keys: "'ada'")
        #expect(!typed.lines.joined(separator: "\n").contains("Please enter a valid email address"))
        let left = try await render(path, size: "100x30", keys: "tab")
        let leftFrame = left.lines.joined(separator: "\n")
        #expect(leftFrame.contains("Email is required") && !leftFrame.contains("Password is required"), "\(leftFrame)")
    }
}
