import Testing
@testable import StratusTerminal

/// Box descriptions (Describe/BoxDescription.swift): what the layout cache relies on (the revision going up the
/// chain, children re-parented) and what a description decides from its place in the tree (a rule's axis).
@Suite struct BoxDescriptionTests {
    private func text(_ value: String) -> BoxDescription { BoxDescription(.text(TextBlock(text: value))) }

    private func rule() -> BoxDescription {
        BoxDescription(.rule(RuleLine(axis: .horizontal, horizontal: "─", vertical: "│", label: "")))
    }

    @Test func invalidatingABoxRaisesTheRevisionOfItAndItsAncestorsOnly() {
        let leaf = text("a"), sibling = text("b")
        let middle = BoxDescription(.stack(.vertical), children: [leaf, sibling])
        let root = BoxDescription(.none, children: [middle])
        let before = (leaf.revision, sibling.revision, middle.revision, root.revision)
        leaf.invalidateLayout()
        #expect(leaf.revision == before.0 + 1)
        #expect(sibling.revision == before.1)
        #expect(middle.revision == before.2 + 1)
        #expect(root.revision == before.3 + 1)
    }

    @Test func settingChildrenReparentsThemAndInvalidatesTheBox() {
        let host = BoxDescription(.host)
        let first = text("a"), second = text("b")
        host.setChildren([first])
        let revision = host.revision
        host.setChildren([second])
        #expect(second.parent === host)
        #expect(host.children.map(\.key) == [second.key])
        #expect(host.revision == revision + 1)
    }

    @Test func aChildThatOutlivesItsParentHasNoParent() {
        let child = text("a"), replaced = text("b")
        var parent: BoxDescription? = BoxDescription(.stack(.vertical), children: [replaced])
        parent?.setChildren([child])
        // A change of the child is noted on the parent (which holds it there) while the parent lives.
        child.invalidateLayout()
        #expect(child.parent === parent && replaced.parent === parent)
        weak let gone = parent
        parent = nil
        #expect(gone == nil)
        #expect(child.parent == nil && replaced.parent == nil)
        // The child can be given a new parent.
        let next = BoxDescription(.none, children: [child])
        #expect(child.parent === next)
    }

    @Test func everyBoxHasItsOwnKey() {
        let boxes = (0..<100).map { _ in text("x") }
        #expect(Set(boxes.map(\.key)).count == 100)
    }

    @Test func aRuleCrossesTheStackItIsIn() {
        let inColumn = rule(), inRow = rule(), inOverlay = rule()
        // Parents are weak: the stacks are kept alive while their rules are asked.
        let stacks = [BoxDescription(.stack(.vertical), children: [inColumn]), BoxDescription(.stack(.horizontal), children: [inRow]),
                      BoxDescription(.overlay, children: [inOverlay])]
        withExtendedLifetime(stacks) {
            #expect(inColumn.ruleAxis(described: .vertical) == .horizontal)
            #expect(inRow.ruleAxis(described: .horizontal) == .vertical)
            #expect(inOverlay.ruleAxis(described: .vertical) == .vertical)
        }
    }

    @Test func aRuleFindsItsStackThroughNodeHosts() {
        // A component is described apart from its parent, so its rule only meets the row through the hosts.
        let line = rule()
        let inner = BoxDescription(.host, children: [line])
        let outer = BoxDescription(.host, children: [inner])
        let row = BoxDescription(.stack(.horizontal), children: [text("a"), outer])
        withExtendedLifetime(row) {
            #expect(line.ruleAxis(described: .horizontal) == .vertical)
        }
    }

    private func textContent(of box: BoxDescription) -> String? {
        guard case .text(let block) = box.content else { return nil }
        return block.text
    }

    @Test func aHostShowsAPlainTextItselfKeepingItsStyle() {
        let host = BoxDescription(.host)
        let column = BoxDescription(.stack(.vertical), children: [host])
        let resolved = text("Row 1")
        resolved.style = Style(foreground: Color(red: 255, green: 0, blue: 0))
        let revision = host.revision
        host.hold(resolved)
        #expect(textContent(of: host) == "Row 1")
        #expect(host.children.isEmpty && !host.isHost && host.stackAxis == nil)
        #expect(host.style == resolved.style)
        #expect(host.revision > revision)
        #expect(column.children.map(\.key) == [host.key])
    }

    @Test func aTextWithSettingsOfItsOwnStaysInsideItsHost() {
        let withIdentity = text("a"), withBackground = text("b"), wide = text("c"), padded = text("d")
        withIdentity.identity = "name"
        withBackground.background = Color(red: 0, green: 0, blue: 255)
        wide.width = .expand
        padded.padding = EdgeInsets(all: 1)
        for resolved in [withIdentity, withBackground, wide, padded] {
            let host = BoxDescription(.host)
            host.hold(resolved)
            #expect(host.isHost && host.children.map(\.key) == [resolved.key] && resolved.parent === host)
        }
    }

    @Test func aHostSwitchesBetweenShowingATextAndHoldingABoxAsItsNodeChanges() {
        let host = BoxDescription(.host)
        let column = BoxDescription(.stack(.vertical), children: [host])
        let key = host.key
        host.hold(text("plain"))
        let focused = text("focused")
        focused.identity = "name"
        var revision = host.revision
        host.hold(focused)
        #expect(host.isHost && host.stackAxis == .vertical && host.children.map(\.key) == [focused.key])
        #expect(host.style == .plain && host.revision > revision)
        revision = host.revision
        host.hold(text("plain again"))
        #expect(textContent(of: host) == "plain again" && host.children.isEmpty && host.revision > revision)
        #expect(host.key == key && column.children.map(\.key) == [key] && host.parent === column)
    }
}
