import StratusCore

/// A component factory that needs no terminal: the engine only needs the names registered.
struct StandInFactory: ComponentFactory {
    func buildsChildrenLazily(given properties: JSONObject) -> Bool { false }
    let schema: ValueSchema? = nil
}

/// `layout:text`, `layout:column`, `layout:button`... registered without views, for engine-level fault tests.
let standInLibrary: UILibrary = ["text", "column", "row", "button", "container", "lifecycle", "scrollView", "textInput"]
    .reduce(UILibrary("layout")) { library, name in library.addComponent(name, factory: StandInFactory()) }
