import Foundation
import StratusCodable
import StratusBench

/// Benchmarks of StratusCodable; each measure prints one line through `report(_:)`.
///
/// - `codable.parse.products`: the external corpora's nimbus/core/products.json to `JSONValue`, against
///   Foundation's `JSONSerialization.jsonObject` on the same bytes.
/// - `codable.decode.components10k`: a generated screen of 10,000 components decoded from bytes into typed
///   structs with `StratusDecoder`, against `JSONDecoder` on the same structs and bytes.
enum CodableBenchmarks {
    @MainActor static func run() async throws {
        try benchmarkParsing()
        try benchmarkTypedDecoding()
    }

    static func benchmarkParsing() throws {
        guard let url = externalCorpusURL("nimbus/core/products.json") else {
            print("bench codable.parse.products: skipped (../shared/external-corpora is absent)")
            return
        }
        let data = try Data(contentsOf: url)
        let (ours, foundation) = try Stopwatch.alternatingMedians(runs: 41) {
            _ = try JSONValue(parsing: data)
        } baseline: {
            _ = try JSONSerialization.jsonObject(with: data)
        }
        report(BenchmarkLine(
            name: "codable.parse.products", value: ours, unit: "ms",
            baselineName: "JSONSerialization", baselineValue: foundation))
    }

    static func benchmarkTypedDecoding() throws {
        let data = BenchmarkPayload.screen(componentCount: 10_000)
        // Both decoders must agree before either is timed.
        let expected = try JSONDecoder().decode(BenchmarkScreen.self, from: data)
        let decoded = try StratusDecoder().decode(BenchmarkScreen.self, from: data)
        guard decoded == expected, decoded.children.count == 10_000 else {
            reportFailure(of: "codable.decode.components10k", "StratusDecoder and JSONDecoder disagree")
            return
        }
        let (ours, foundation) = try Stopwatch.alternatingMedians(runs: 21) {
            _ = try StratusDecoder().decode(BenchmarkScreen.self, from: data)
        } baseline: {
            _ = try JSONDecoder().decode(BenchmarkScreen.self, from: data)
        }
        report(BenchmarkLine(
            name: "codable.decode.components10k", value: ours, unit: "ms",
            baselineName: "JSONDecoder", baselineValue: foundation))
        let (strict, foundationAgain) = try Stopwatch.alternatingMedians(runs: 21) {
            _ = try StratusDecoder(policy: .strict).decode(BenchmarkScreen.self, from: data)
        } baseline: {
            _ = try JSONDecoder().decode(BenchmarkScreen.self, from: data)
        }
        report(BenchmarkLine(
            name: "codable.decode.components10k.strict", value: strict, unit: "ms",
            baselineName: "JSONDecoder", baselineValue: foundationAgain))
    }
}

/// The typed model of the generated screen: what a component library decodes.
struct BenchmarkScreen: Codable, Equatable {
    var component: String
    var id: String
    var children: [BenchmarkComponent]

    enum CodingKeys: String, CodingKey {
        case component = "_:component"
        case id, children
    }
}

struct BenchmarkComponent: Codable, Equatable {
    var component: String
    var id: String
    var properties: BenchmarkProperties
    var state: [String: String]?

    enum CodingKeys: String, CodingKey {
        case component = "_:component"
        case id, properties, state
    }
}

struct BenchmarkProperties: Codable, Equatable {
    var text: String?
    var size: Int?
    var weight: String?
    var color: String?
    var width: Double?
    var enabled: Bool?
    var tags: [String]?
    var margin: BenchmarkInsets?
}

struct BenchmarkInsets: Codable, Equatable {
    var top: Int
    var bottom: Int
}

/// Deterministic generated payloads.
enum BenchmarkPayload {
    /// `{"_:component":"layout:column","id":"root","children":[ ... componentCount components ... ]}`.
    static func screen(componentCount: Int) -> Data {
        var text = #"{"_:component":"layout:column","id":"root","children":["#
        for index in 0..<componentCount {
            if index > 0 { text += "," }
            switch index % 3 {
            case 0:
                text += ##"{"_:component":"layout:text","id":"text-\##(index)","properties":{"text":"Item number \##(index) of the list","size":\##(12 + index % 5),"weight":"bold","color":"#33AA\##(index % 10)0"}}"##
            case 1:
                text += #"{"_:component":"material:button","id":"button-\#(index)","properties":{"text":"Buy","enabled":\#(index % 2 == 0),"width":\#(Double(index % 100) + 0.5),"margin":{"top":4,"bottom":8}},"state":{"pressed":"no"}}"#
            default:
                text += #"{"_:component":"layout:row","id":"row-\#(index)","properties":{"tags":["a","b","c"],"width":120.25}}"#
            }
        }
        text += "]}"
        return Data(text.utf8)
    }
}
