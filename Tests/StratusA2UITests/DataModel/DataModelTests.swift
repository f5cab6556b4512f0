import StratusCodable
import Testing
@testable import StratusA2UI

/// The cases of google/A2UI renderers/web_core/src/v0_9/state/data-model.test.ts (inputs and expected values),
/// and JSON Pointer's escapes.
@Suite struct DataModelTests {
    private func model() -> DataModel {
        DataModel(["user": ["name": "Alice", "settings": ["theme": "dark"]], "items": ["a", "b", "c"]])
    }

    @Test func startsEmpty() {
        #expect(DataModel().value(at: "/") == [:])
    }

    @Test func readsTheRootNestedPathsAndListItems() {
        let model = model()
        #expect(model.value(at: "/") == ["user": ["name": "Alice", "settings": ["theme": "dark"]], "items": ["a", "b", "c"]])
        #expect(model.value(at: "/user/name") == "Alice")
        #expect(model.value(at: "/user/settings/theme") == "dark")
        #expect(model.value(at: "/items/0") == "a")
        #expect(model.value(at: "/items/1") == "b")
    }

    @Test func readsNothingWhereNothingIs() throws {
        var model = model()
        #expect(model.value(at: "/user/age") == nil)
        #expect(model.value(at: "/unknown/path") == nil)
        try model.set(.null, at: "/nullable")
        #expect(model.value(at: "/nullable/deep/path") == nil)
        #expect(model.value(at: "/items/7") == nil)
        #expect(model.value(at: "/items/x") == nil)
    }

    @Test func writesExistingAndNewPaths() throws {
        var model = model()
        try model.set("Bob", at: "/user/name")
        #expect(model.value(at: "/user/name") == "Bob")
        try model.set(30, at: "/user/age")
        #expect(model.value(at: "/user/age") == 30)
    }

    @Test func createsIntermediateObjectsAndLists() throws {
        var model = model()
        try model.set("foo", at: "/a/b/c")
        #expect(model.value(at: "/a/b/c") == "foo")
        #expect(model.value(at: "/a/b") == ["c": "foo"])
        try model.set(123, at: "/a/b2/0/c")
        #expect(model.value(at: "/a/b2") == [["c": 123]])
        try model.set("inner", at: "/nestedList/0/0")
        #expect(model.value(at: "/nestedList") == [["inner"]])
    }

    @Test func deletesWhenTheValueIsNil() throws {
        var model = model()
        try model.set(nil, at: "/user/name")
        #expect(model.value(at: "/user/name") == nil)
        #expect(model.value(at: "/user") == ["settings": ["theme": "dark"]])
    }

    @Test func writesAndAppendsListItems() throws {
        var model = model()
        try model.set("hello", at: "/list/0")
        try model.set("world", at: "/list/1")
        #expect(model.value(at: "/list") == ["hello", "world"])
        try model.set("updated", at: "/items/1")
        #expect(model.value(at: "/items") == ["a", "updated", "c"])
        // Deleting a list item leaves null: the list keeps its length.
        try model.set(nil, at: "/items/0")
        #expect(model.value(at: "/items") == [nil, "updated", "c"])
    }

    @Test func refusesToWriteThroughAPrimitiveAndLeavesTheModelAsItWas() throws {
        var model = model()
        try model.set("not an object", at: "/user/name")
        let before = model
        #expect {
            try model.set("Alice", at: "/user/name/first")
        } throws: { error in
            (error as? A2UIError)?.kind == .invalidPath
        }
        #expect(model == before)
    }

    @Test func aWriteFarPastTheEndOfAListIsRefusedInsteadOfFillingMemory() throws {
        var model = model()
        // Within the gap the list grows with nulls, as a JavaScript array's length would.
        try model.set("d", at: "/items/5")
        #expect(model.value(at: "/items") == ["a", "b", "c", nil, nil, "d"])
        let before = model
        // Far past it (what a fuzzed message wrote: 24 TB of nulls), the write is refused and nothing changes.
        #expect {
            try model.set(1, at: "/items/999999999999")
        } throws: { error in
            (error as? A2UIError)?.kind == .invalidPath
                && (error as? A2UIError)?.message.contains("more than 10000 past the end of a list of 6") == true
        }
        #expect { try model.set(1, at: "/fresh/\(DataModel.largestGap)/x") } throws: { _ in true }
        #expect(model == before)
        // The index too far is two containers below the first one the write would make (what the fuzzer found:
        // the object for "fresh" was left behind); refused with nothing made, at any depth.
        #expect { try model.set(1, at: "/fresh/name/\(DataModel.largestGap)") } throws: { _ in true }
        #expect { try model.set(1, at: "/fresh/name/1/x/2/\(DataModel.largestGap + 5)/y") } throws: { _ in true }
        #expect(model == before)
        try model.set(1, at: "/fresh/\(DataModel.largestGap - 1)")
        #expect(model.value(at: "/fresh/\(DataModel.largestGap - 1)") == 1)
    }

    @Test func refusesANonNumericSegmentOnAList() throws {
        var model = model()
        #expect(throws: A2UIError.self) { try model.set("bar", at: "/items/foo") }
        try model.set(["items": [1, 2, 3]], at: "/")
        #expect {
            try model.set("value", at: "/items/foo/bar")
        } throws: { error in
            (error as? A2UIError)?.message.contains("\"foo\" is not a list index") == true
        }
        #expect(model.value(at: "/") == ["items": [1, 2, 3]])
    }

    @Test func ignoresATrailingSlash() throws {
        var model = model()
        try model.set("bar", at: "/foo/")
        #expect(model.value(at: "/foo/") == "bar")
        #expect(model.value(at: "/foo") == "bar")
    }

    @Test func replacesTheRoot() throws {
        var model = model()
        try model.set(["newRoot": "foo"], at: "/")
        #expect(model.value(at: "") == ["newRoot": "foo"])
    }

    @Test func resolvesRelativePathsAndEscapes() throws {
        let scope = try JSONPointer("/employees/1")
        #expect(try JSONPointer("name", relativeTo: scope).description == "/employees/1/name")
        #expect(try JSONPointer("/company", relativeTo: scope).description == "/company")
        #expect(try JSONPointer("a~1b/c~0d").segments == ["a/b", "c~d"])
        #expect(try JSONPointer("//café/ü~1é/").segments == ["café", "ü/é"])
        #expect(try JSONPointer("/a~1b").description == "/a~1b")
        #expect(throws: A2UIError.self) { try JSONPointer("/a~2") }
    }
}
