import Foundation
import StratusCodable
import Testing

private struct Order: Decodable {
    var items: [Item]
    struct Item: Decodable {
        var id: UUID
        var size: Size?
    }
    enum Size: String, Decodable { case small, large }
}

@Suite struct ErrorPathTests {
    /// Errors thrown by other types' own decoders (here UUID's) name the path, and the line and column from bytes.
    @Test func errorsFromOtherTypesNameThePathAndPosition() {
        let json = """
            {"items": [
              {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"},
              {"id": "not-a-uuid"}
            ]}
            """
        let error = #expect(throws: StratusCodableError.self) {
            try StratusDecoder().decode(Order.self, from: Data(json.utf8))
        }
        #expect(error?.description.contains("items[1].id") == true, "\(String(describing: error))")
        #expect(error?.position?.line == 3)
    }

    @Test func anEnumGivenANumberNamesThePath() {
        let error = #expect(throws: StratusCodableError.self) {
            try StratusDecoder().decode(Order.self, parsing: #"{"items": [{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "size": 3}]}"#)
        }
        #expect(error?.description.contains("items[0].size") == true, "\(String(describing: error))")
    }
}
