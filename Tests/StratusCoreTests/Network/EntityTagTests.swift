import Foundation
import Testing
@testable import StratusCore

/// Entity tags (Network/EntityTag.swift): a tag is the 64-bit FNV-1a hash of the bytes, quoted, and matches
/// `If-None-Match` weakly.
@Suite struct EntityTagTests {
    @Test func tagIsTheQuotedFNV1aHashOfTheBytes() {
        // FNV-1a's published test vectors: the empty input is the offset basis; "a" and "foobar".
        #expect(EntityTag(of: Data()).headerValue == "\"cbf29ce484222325\"")
        #expect(EntityTag(of: Data("a".utf8)).headerValue == "\"af63dc4c8601ec8c\"")
        #expect(EntityTag(of: Data("foobar".utf8)).headerValue == "\"85944171f73967e8\"")
    }

    @Test func aSliceOfDataIsHashedFromItsOwnFirstByte() {
        let whole = Data("xfoobar".utf8)
        #expect(EntityTag(of: whole.dropFirst()).headerValue == EntityTag(of: Data("foobar".utf8)).headerValue)
    }

    @Test func ifNoneMatchMatchesTheTagWeaklyOrAStar() {
        let tag = EntityTag(of: Data("a".utf8))
        #expect(tag.isMatched(byIfNoneMatch: "\"x\", W/\(tag.headerValue)"))
        #expect(tag.isMatched(byIfNoneMatch: "*"))
        #expect(!tag.isMatched(byIfNoneMatch: "\"af63dc4c8601ec8d\""))
    }
}
