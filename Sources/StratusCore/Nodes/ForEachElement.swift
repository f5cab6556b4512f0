/// The `forEach` structural component (Docs/Nimbus.md §5.2): renders its template children once per item of
/// `items`, each iteration in a scope holding `item` and `index` (renameable with `iteratorName`/`indexName`).
///
/// Iterations are identified by `item[key]` (or the index), get ids `<templateId>:<key>`, and are cached by
/// key: when the items change, a known key reuses its subtree and only updates its `item`/`index` states.
/// A key that leaves the items has its nodes released; its local states are kept (`KeptStates`), as the core
/// keeps the whole row, and come back if the key returns.
///
/// Directly inside a container that builds its children lazily (`layout:lazyColumn`), the forEach is *virtual*:
/// it keeps the items and their keys, and builds a row (with the same ids as above) only when the container asks
/// for it (`rowNodes(at:)`). At most `builtRowLimit` rows are held; the least recently asked for are released
/// beyond that, keeping their local states as above. A built row whose key leaves the items is parked rather
/// than released (kept whole, detached, up to `parkedRowLimit` rows), so a key that comes back, as when a search
/// is typed then erased, gets its nodes back and a UI what it made for them. Docs/LazyLists.md tells the whole
/// story.
@MainActor
final class ForEachElement: StructuralElement, ChildContainer, BindingOwner {
    private var templates: [NodeDescription] = []
    private var suffix = ""
    private weak var parent: Node?
    private var iteratorName = "item"
    private var indexName = "index"
    private var key: String?
    /// True when the rows are keyed by position on purpose (`"keyedByPosition": true`, Stratus's own property, for
    /// formats whose lists have no keys, as A2UI's): no key is read and a change of the items is no warning.
    private var isKeyedByPosition = false
    private var itemsSource: StateReference?
    private var cache: [String: Iteration] = [:]
    /// The local states of rows that left the items, by scope label.
    private var keptStates: KeptStates = [:]
    private var current: [Iteration] = []
    private var hasBuilt = false
    /// True when rows are built on demand (see the type's summary); set before `build`.
    var isVirtual = false
    /// The items of a virtual forEach.
    private var items: [JSONValue] = []
    /// The key of each item of a virtual forEach, when it has a `key` (else the index is the key).
    private var keys = ItemKeys.positions
    /// Bumps on every row asked for, to release the least recently used rows first.
    private var useClock = 0
    /// True while a virtual row is being built (its own structure changes are not news to the container).
    private var isBuildingRow = false
    /// How many rows a virtual forEach holds at most before it releases the least recently asked for.
    static let builtRowLimit = 1_024
    /// How many rows whose key left the items a virtual forEach keeps parked at most; the least recently asked
    /// for are released beyond that.
    static let parkedRowLimit = 256

    /// One rendered item: its scope and its instantiated template.
    @MainActor
    final class Iteration {
        let key: String
        let itemCell: StateCell
        let indexCell: StateCell
        var slots: [ChildSlot] = []
        /// The position of the item (kept up to date for virtual rows).
        var index = 0
        /// When the row was last asked for (virtual rows).
        var lastUse = 0
        /// True while the row's key is not in the items (virtual rows, see `park(_:)`).
        var isParked = false

        init(key: String, itemCell: StateCell, indexCell: StateCell) {
            self.key = key
            self.itemCell = itemCell
            self.indexCell = indexCell
        }
    }

    func build(_ description: NodeDescription, suffix: String, parent: Node?) {
        self.templates = description.children
        self.suffix = suffix
        self.parent = parent
        let template = description.properties
        var resolved = template.raw
        var itemsValue = template.raw["items"] ?? .null
        for case .expression(let path, let expression) in template.dynamicParts {
            let isItems = path == [.key("items")]
            let binding = Binding(expression, path: path, scope: scope, engine: engine, owner: isItems ? self : nil,
                                  at: { [owner = description.path] in propertyJSONPath(path, of: owner.text) })
            resolved.set(binding.value, at: path)
            if isItems {
                itemsValue = binding.value
                if case .state(let reference) = expression { itemsSource = reference }
                if !binding.isConstant { bindings.append(binding) }
            }
        }
        let reader = PropertyReader(resolved)
        iteratorName = reader["iteratorName"].optionalString() ?? "item"
        indexName = reader["indexName"].optionalString() ?? "index"
        key = reader["key"].optionalString()
        isKeyedByPosition = reader["keyedByPosition"].optionalBool() ?? false
        if reader.hasErrors {
            engine.log(.error, "Error while deserializing the properties for the component forEach.\nAt: forEach \(id)"
                + "\n" + reader.errorsDescription)
        }
        update(items: itemsValue)
        hasBuilt = true
    }

    private func update(items value: JSONValue) {
        let items: [JSONValue]
        switch value {
        case .array(let array): items = array
        case .null: items = []
        default:
            engine.log(.error, "Error while deserializing the items for the component forEach.\nAt: forEach \(id)\n"
                + "Expected a list for property \"items\", but found \(PropertyReader.kotlinTypeName(of: value)).")
            items = []
        }
        if hasBuilt, !items.isEmpty, key?.isEmpty != false, !isKeyedByPosition {
            engine.log(.warning, "You're trying to modify a forEach component after its initialization without "
                + "providing a key for its elements. This can cause undesirable behavior and performance issues. "
                + "Please, provide the property \"key\" for the forEach component at:\nforEach \(id).")
        }
        if isVirtual {
            updateVirtual(items: items)
            return
        }
        var next: [Iteration] = []
        next.reserveCapacity(items.count)
        var used: Set<String> = []
        for (index, item) in items.enumerated() {
            let itemKey = uniqueIdentity(of: item, at: index, used: &used)
            if let cached = cache[itemKey] {
                engine.write(item, to: cached.itemCell)
                engine.write(.integer(Int64(index)), to: cached.indexCell)
                next.append(cached)
            } else {
                next.append(makeIteration(key: itemKey, item: item, index: index))
            }
        }
        if cache.count > next.count {
            for (itemKey, iteration) in cache where !used.contains(itemKey) { release(iteration) }
            // A dictionary keeps its room as entries leave: a list gone from 100,000 rows to 10 would hold a table
            // for 100,000 rows (about 3 MB) for as long as it lives.
            if cache.capacity > 4 * cache.count + 16 {
                cache = Dictionary(uniqueKeysWithValues: cache.map { ($0.key, $0.value) })
            }
        }
        current = next
    }

    /// Releases the nodes of a row that left the items, keeping its local states.
    private func release(_ iteration: Iteration) {
        // The row's item and index cells are not kept: they come from the items when the row is built again.
        for slot in iteration.slots {
            slot.collectStates(into: &keptStates)
            slot.dispose()
        }
        cache[iteration.key] = nil
    }

    /// Docs/Nimbus.md §5.2: `"$value"` of `item[key]`, or the index when there is no key or the value is null.
    private func identity(of item: JSONValue, at index: Int) -> String {
        guard let key, !key.isEmpty else { return String(index) }
        let value = item[key] ?? .null
        return value.isNull ? String(index) : NimbusText.string(value)
    }

    /// `identity(of:at:)`, made unique among `used` by appending the index (with a warning), and added to it.
    private func uniqueIdentity(of item: JSONValue, at index: Int, used: inout Set<String>) -> String {
        var itemKey = identity(of: item, at: index)
        if !used.insert(itemKey).inserted {
            engine.log(.warning, "Two items of forEach \(id) have the key \"\(itemKey)\"; using the index for the "
                + "second one.")
            itemKey = "\(itemKey)#\(index)"
            used.insert(itemKey)
        }
        return itemKey
    }

    private func makeIteration(key itemKey: String, item: JSONValue, index: Int) -> Iteration {
        let itemCell = StateCell(id: iteratorName, value: item)
        let indexCell = StateCell(id: indexName, value: .integer(Int64(index)))
        let iteration = Iteration(key: itemKey, itemCell: itemCell, indexCell: indexCell)
        itemCell.writeBack = { [weak self, weak iteration] path, value in
            guard let self, let iteration else { return }
            self.writeBack(path, value, from: iteration)
        }
        iteration.index = index
        let iterationScope = Scope(parent: scope, cells: [itemCell, indexCell], label: "\(id)[\(itemKey)]")
        let iterationSuffix = "\(suffix):\(itemKey)"
        iteration.slots = engine.instantiate(templates, suffix: iterationSuffix, scope: iterationScope, parent: parent,
                                             container: self, restoring: keptStates)
        cache[itemKey] = iteration
        return iteration
    }

    /// Docs/Nimbus.md §3.1: an item is the same object as the source list's element in the core, so a write into
    /// `item.x` also changes the list, silently (the list's dependents are not told, as in the core: Docs/Nimbus.md
    /// §3.1).
    private func writeBack(_ path: [PathComponent], _ value: JSONValue, from iteration: Iteration) {
        guard let source = itemsSource, let cell = scope.state(named: source.stateID),
              case .integer(let index) = iteration.indexCell.value else { return }
        cell.writeSilently(value, at: source.path + [.index(Int(index))] + path)
    }

    override func appendNodes(to list: inout [Node]) {
        if isVirtual {
            for iteration in cache.values.filter({ !$0.isParked }).sorted(by: { $0.index < $1.index }) {
                for slot in iteration.slots { slot.appendBuiltNodes(to: &list) }
            }
            return
        }
        for iteration in current {
            for slot in iteration.slots { slot.appendNodes(to: &list) }
        }
    }

    override func dispose() {
        super.dispose()
        for iteration in cache.values {
            for slot in iteration.slots { slot.dispose() }
        }
    }

    override func collectStates(into kept: inout KeptStates) {
        super.collectStates(into: &kept)
        kept.merge(keptStates) { _, row in row }
        for iteration in cache.values {
            for slot in iteration.slots { slot.collectStates(into: &kept) }
        }
    }

    override var heldNodeCount: Int {
        cache.values.reduce(0) { total, iteration in
            iteration.slots.reduce(total) { $0 + $1.heldNodeCount }
        }
    }

    func binding(_ binding: Binding, didChangeTo value: JSONValue) {
        update(items: value)
        container?.childStructureDidChange()
    }

    func childStructureDidChange() {
        guard !isBuildingRow else { return }
        container?.childStructureDidChange()
    }

    // MARK: - Virtual rows

    override var rowCount: Int { isVirtual ? items.count : super.rowCount }

    override func rowNodes(at index: Int) -> [Node] {
        guard isVirtual else { return super.rowNodes(at: index) }
        guard index >= 0, index < items.count else { return [] }
        let itemKey = key(at: index)
        // Building the row, or a branch of it that a condition change showed, is no news to the container.
        isBuildingRow = true
        defer { isBuildingRow = false }
        let iteration = cache[itemKey] ?? makeIteration(key: itemKey, item: items[index], index: index)
        useClock += 1
        iteration.lastUse = useClock
        var nodes: [Node] = []
        for slot in iteration.slots { slot.appendNodes(to: &nodes) }
        if cache.count > Self.builtRowLimit { releaseLeastRecentlyUsedRows() }
        return nodes
    }

    private func key(at index: Int) -> String {
        switch keys {
        case .positions: return String(index)
        case .rising(let numbers): return String(numbers[index])
        case .texts(let texts): return texts[index]
        }
    }

    /// The keys of a virtual forEach's items. Integers that rise from item to item (ids, as a rule) are kept as
    /// numbers, written as text only for the rows asked for: they are unique without a text made and hashed into a
    /// set for every item (1.5 M instructions for the catalogue's 1,000 items, Docs/Evidence.md).
    private enum ItemKeys {
        /// No `key`: an item's key is its index.
        case positions
        /// Each item's key is an integer above the one before it.
        case rising([Int64])
        /// Any other keys, as ``identity(of:at:)`` writes them, made unique.
        case texts([String])
    }

    /// The items' keys when each is an integer above the one before it (so no two are alike), else nil.
    private nonisolated static func risingKeys(of items: [JSONValue], key: String) -> [Int64]? {
        var numbers: [Int64] = []
        numbers.reserveCapacity(items.count)
        // Where the key was in the item before: the items of a list have their keys in one order (the parser's
        // objects of the same keys share them), so the key is compared there first instead of searched for, which
        // cost about 200 instructions an item of the catalogue's 1,000.
        var position = -1
        for item in items {
            guard case .object(let object) = item else { return nil }
            if position < 0 || position >= object.count || object.keys[position] != key {
                guard let found = object.index(forKey: key) else { return nil }
                position = found
            }
            guard case .integer(let number) = object.values[position] else { return nil }
            if let last = numbers.last, number <= last { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// Every item's ``uniqueIdentity(of:at:used:)``.
    private func uniqueKeys(of items: [JSONValue]) -> [String] {
        var keys: [String] = []
        keys.reserveCapacity(items.count)
        var used: Set<String> = []
        used.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            keys.append(uniqueIdentity(of: item, at: index, used: &used))
        }
        return keys
    }

    /// The items changed: the rows that are built follow their keys (item and index written, so only their
    /// dependents update), parked rows whose key came back included; built rows whose key left are parked. Nothing
    /// else is built.
    private func updateVirtual(items newItems: [JSONValue]) {
        items = newItems
        keys = .positions
        if let key, !key.isEmpty {
            keys = Self.risingKeys(of: newItems, key: key).map(ItemKeys.rising) ?? .texts(uniqueKeys(of: newItems))
        }
        guard !cache.isEmpty else { return }
        // Where each built row's key is now: most rows keep their place, so the whole list is searched only when
        // one of them moved.
        var moved: [String: Int]?
        for iteration in Array(cache.values) {
            var index: Int? = iteration.index < newItems.count && key(at: iteration.index) == iteration.key
                ? iteration.index : nil
            if index == nil {
                if moved == nil {
                    var positions: [String: Int] = [:]
                    positions.reserveCapacity(newItems.count)
                    for position in newItems.indices { positions[key(at: position)] = position }
                    moved = positions
                }
                index = moved?[iteration.key]
            }
            guard let index else {
                park(iteration, true)
                continue
            }
            park(iteration, false)
            iteration.index = index
            engine.write(newItems[index], to: iteration.itemCell)
            engine.write(.integer(Int64(index)), to: iteration.indexCell)
        }
        releaseParkedRowsBeyondLimit()
    }

    /// Parks a row whose key left the items, or takes it back when its key returned: a parked row keeps its nodes
    /// (detached, as the container's children leave them out) and its bindings, marked `Node.isParked` so that a
    /// UI can keep what it made for them. Typing a search and erasing it then builds nothing again.
    private func park(_ iteration: Iteration, _ parked: Bool) {
        guard iteration.isParked != parked else { return }
        iteration.isParked = parked
        var nodes: [Node] = []
        for slot in iteration.slots { slot.appendBuiltNodes(to: &nodes) }
        for node in nodes { node.setParked(parked) }
    }

    /// Releases the parked rows asked for least recently beyond `parkedRowLimit`, keeping their local states.
    private func releaseParkedRowsBeyondLimit() {
        let parked = cache.values.filter(\.isParked)
        guard parked.count > Self.parkedRowLimit else { return }
        for iteration in parked.sorted(by: { $0.lastUse < $1.lastUse }).prefix(parked.count - Self.parkedRowLimit) {
            release(iteration)
        }
    }

    /// Releases the older half of the built rows (their local states kept), so a long scroll holds a bounded
    /// number of nodes.
    private func releaseLeastRecentlyUsedRows() {
        let oldest = cache.values.sorted { $0.lastUse < $1.lastUse }.prefix(cache.count - Self.builtRowLimit / 2)
        for iteration in oldest { release(iteration) }
        parent?.builtRowsWereReleased()
    }
}
