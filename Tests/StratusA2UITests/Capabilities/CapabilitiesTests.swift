import Foundation
import StratusCodable
import Testing
@testable import StratusA2UI

@Suite struct CapabilitiesTests {
    @Test(.enabled(if: A2UICorpus.isAvailable, A2UICorpus.skipMessage))
    func readsTheBasicCatalogOfEveryVersion() throws {
        for version in ["v0_9", "v0_9_1", "v0_10", "v1_0"] {
            let catalog = try Catalog(decoding: try JSONValue(parsing: try A2UICorpus.text("\(version)/catalogs/basic/catalog.json")))
            #expect(catalog.components.count == 18, "\(version)")
            #expect(catalog.hasComponent("DateTimeInput") && !catalog.hasComponent("MultipleChoice"))
            #expect(catalog.functions.keys.elements == ["required", "regex", "length", "numeric", "email", "formatString",
                "formatNumber", "formatCurrency", "formatDate", "pluralize", "openUrl", "and", "or", "not"], "\(version)")
            #expect(catalog.functions["formatDate"]?.returnType == .string)
            #expect(catalog.functions["openUrl"]?.returnType == .void)
            #expect(catalog.functions["regex"]?.requiredArguments == ["value", "pattern"])
            #expect(catalog.surfaceProperties != nil)
            // Every function the basic catalog declares is one Stratus evaluates.
            #expect(catalog.functions.keys.allSatisfy { FunctionLibrary.basic[$0] != nil })
        }
    }

    @Test(.enabled(if: A2UICorpus.isAvailable, A2UICorpus.skipMessage))
    func readsAnInlineCatalog() throws {
        let catalog = try Catalog(decoding: try JSONValue(parsing: try A2UICorpus.text("v1_0/catalogs/inline/catalog.json")))
        #expect(catalog.components.keys.elements == ["Greeting"])
        #expect(catalog.functions["shout"] == Catalog.FunctionDefinition(
            name: "shout", returnType: .string, callableFrom: .clientOnly, arguments: ["value"], requiredArguments: ["value"]))
    }

    @Test func aCatalogNeedsAnId() {
        #expect(throws: A2UIError.self) { try Catalog(decoding: ["components": [:]]) }
        #expect(throws: A2UIError.self) {
            try Catalog(decoding: ["catalogId": "c", "functions": ["f": ["callableFrom": "anywhere"]]])
        }
    }

    @Test func aCatalogDecidesWhichFunctionsTheServerMayCall() throws {
        let catalog = try Catalog(decoding: ["catalogId": "c", "functions": ["required": ["callableFrom": "clientOrRemote"]]])
        let library = FunctionLibrary.basic.declaring(catalog)
        #expect(library["required"]?.callableFrom == .clientOrRemote)
        #expect(library["email"]?.callableFrom == .clientOnly)
        var group = SurfaceGroup(functions: library)
        let outcome = try group.apply(try A2UIStream.decodeLine(
            #"{"version": "v1.0", "functionCallId": "c1", "wantResponse": true, "callFunction": {"call": "required", "args": {"value": "x"}}}"#))
        #expect(outcome.replies.first?.json["functionResponse"]?["value"] == true)
    }

    @Test func writesClientCapabilities() throws {
        let inline = try Catalog(decoding: ["catalogId": "mine", "components": ["Greeting": ["type": "object"]]])
        let capabilities = ClientCapabilities(supportedCatalogIds: ["https://a2ui.org/specification/v1_0/catalogs/basic/catalog.json"],
                                              inlineCatalogs: [inline])
        #expect(capabilities.json == ["v1.0": [
            "supportedCatalogIds": ["https://a2ui.org/specification/v1_0/catalogs/basic/catalog.json"],
            "inlineCatalogs": [["catalogId": "mine", "components": ["Greeting": ["type": "object"]]]],
        ]])
    }

    @Test func readsServerCapabilitiesAndAgreesOnAVersion() throws {
        let server = try ServerCapabilities(decoding: [
            "v0.9": ["supportedCatalogIds": ["a"]],
            "v1.0": ["supportedCatalogIds": ["b"], "acceptsInlineCatalogs": true],
            "v7.0": ["supportedCatalogIds": ["z"]],
        ])
        #expect(server.versions == [.v1_0, .v0_9])
        #expect(server.supportedCatalogIds[.v1_0] == ["b"] && server.acceptsInlineCatalogs[.v1_0] == true)
        #expect(server.acceptsInlineCatalogs[.v0_9] == false)
        #expect(server.version(sharedWith: [.v0_9, .v0_10]) == .v0_9)
        #expect(server.version(sharedWith: [.v0_8]) == nil)
        #expect(throws: A2UIError.self) { try ServerCapabilities(decoding: ["v1.0": ["supportedCatalogIds": "b"]]) }
    }
}
