import Testing
@testable import StratusA2UITerminal

/// A tab's screen URL is its stream's with a fragment of its own; the stream is found from it by bytes.
struct StreamTabsURLTests {
    @Test(arguments: [
        ("agent.jsonl", "agent.jsonl"),
        ("agent.jsonl#a2ui-surface-3", "agent.jsonl"),
        ("https://example.com/s#part#a2ui-surface-12", "https://example.com/s#part"),
        ("x#a2ui-surface-1#a2ui-surface-2", "x#a2ui-surface-1"),
        ("x#a2ui-surface", "x#a2ui-surface"),
        ("café/ünïcode#a2ui-surface-2", "café/ünïcode"),
        ("#a2ui-surface-1", ""),
    ])
    func theStreamOfATabsScreenIsItsURLWithoutTheTabsFragment(url: String, stream: String) {
        #expect(StreamTabs.stream(ofScreenAt: url) == stream)
        #expect(StreamTabs.isTab(url) == (url != stream))
    }
}
