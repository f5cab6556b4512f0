extension View {
    /// Greys the view out and makes everything inside unfocusable and inactive.
    public func disabled(_ isDisabled: Bool = true) -> ModifiedView<Self> {
        modified { node, _ in
            // Everything inside follows (lazy-list rows included): the placement pass carries
            // the disabled state down to the painter and the interaction index.
            if isDisabled { node.disabled = true }
            return node
        }
    }

    /// Marks a control that leaves the screen (a Back button): focus does not start on it when the screen opens,
    /// unless nothing else on screen takes focus. Tab and clicks reach it as before.
    public func leavesScreen(_ leaves: Bool = true) -> ModifiedView<Self> {
        modified { node, _ in
            if leaves { node.forEachNode { $0.leavesScreen = true } }
            return node
        }
    }

    /// Makes the box take focus (Tab reaches it); `action` runs on Enter, Space or a click.
    public func focusable(_ isFocusable: Bool = true, onActivate action: (() -> Void)? = nil) -> ModifiedView<Self> {
        modified { node, context in
            guard isFocusable else {
                node.forEachNode { $0.focusable = false }
                return node
            }
            if node.identity == nil { node.identity = context.nextFocusIdentity() }
            node.focusable = true
            if let action { context.graph.handlers.update(node, .activate) { $0.onActivate = action } }
            return node
        }
    }

    /// Makes the whole view one focus stop whose Enter, Space or click runs `action`, given the first activation
    /// inside the view (a Button's own press, or nothing) to run when it chooses: the controls inside take neither
    /// focus nor clicks of their own, so however the view is activated, the same happens, once.
    public func activating(around action: @escaping (_ inner: () -> Void) -> Void) -> ModifiedView<Self> {
        modified { node, context in
            let handlers = context.graph.handlers
            let inner = handlers.handlers(of: node)?.heldActivation
                ?? node.children.lazy.compactMap { handlers.firstActivation(in: $0) }.first
            node.forEachNode { box in
                box.focusable = false
                guard box !== node, let boxHandlers = handlers.handlers(of: box) else { return }
                boxHandlers.onActivate = nil
                boxHandlers.onClick = nil
                box.handledEvents.subtract([.activate, .click])
            }
            // The ordinal is taken on every resolution, kept box or not, so that the stops after it keep theirs.
            let identity = context.nextFocusIdentity()
            if node.identity == nil { node.identity = identity }
            node.focusable = true
            handlers.update(node, .activate) {
                $0.heldActivation = inner
                $0.onActivate = { action { inner?() } }
            }
            return node
        }
    }

    /// While `pending`, asks for focus to go to the first focusable box inside this view once the frame is placed
    /// (a dialog that opens, a control focus comes back to); `taken` runs after, where it may clear `pending`.
    public func takesFocus(when pending: Bool, onTaken taken: @escaping () -> Void) -> ModifiedView<Self> {
        modified { node, context in
            if pending { context.graph.focusRequests.append((node, taken)) }
            return node
        }
    }

    /// Sets the identity focus, clicks and tests use for this box (`session.click(id:)`).
    public func id(_ identity: String) -> ModifiedView<Self> {
        modified { node, _ in
            node.identity = identity
            return node
        }
    }

    /// A key that activates this view from anywhere on the screen (its Enter action), listed in the footer.
    ///
    /// `key` uses the key grammar (`"ctrl+s"`); a key that does not parse is ignored.
    public func keyboardShortcut(_ key: String, description: String = "") -> ModifiedView<Self> {
        modified { node, context in
            guard let press = try? KeyPress(parsing: key) else { return node }
            guard let activation = context.graph.handlers.firstActivation(in: node) else { return node }
            context.graph.handlers.update(node, .keyBindings) {
                $0.bindings.append(KeyBinding(press, description: description, action: activation))
            }
            return node
        }
    }

    /// Runs `action` when `key` is pressed anywhere on the screen while this view is shown, listed in the footer
    /// with `description` (hidden when `show` is false).
    public func onKey(_ key: String, description: String = "", show: Bool = true,
                      perform action: @escaping () -> Void) -> ModifiedView<Self> {
        modified { node, context in
            guard let press = try? KeyPress(parsing: key) else { return node }
            context.graph.handlers.update(node, .keyBindings) {
                $0.bindings.append(KeyBinding(press, description: description, show: show, action: action))
            }
            return node
        }
    }

    /// How the view shows focus: reverse video (the default), bold underline, or `.custom` when the view draws
    /// focus itself (reading `PaintContext.isFocused`).
    public func focusAppearance(_ appearance: FocusAppearance) -> ModifiedView<Self> {
        modified { node, _ in
            node.focusAppearance = appearance
            return node
        }
    }

    /// Runs `action` on a click, with the clicked cell relative to the view's top-left corner (instead of the
    /// Enter action a click runs otherwise).
    public func onClick(perform action: @escaping (Point) -> Void) -> ModifiedView<Self> {
        modified { node, context in
            context.graph.handlers.update(node, .click) { $0.onClick = action }
            return node
        }
    }

    /// Gets every key first while this view has focus; return true when the key was used.
    ///
    /// `keys` are the keys `handler` uses now, with their words: the `?` help lists them while the view has
    /// focus (a key the handler uses and the help does not list is a key the screen answers in secret).
    public func onKeyPress(answering keys: [ControlKey] = [], _ handler: @escaping (KeyPress) -> Bool) -> ModifiedView<Self> {
        modified { node, context in
            context.graph.handlers.update(node, .keyPress) { handlers in
                let previous = handlers.keyHandler
                handlers.keyHandler = { press in handler(press) || (previous?(press) ?? false) }
                handlers.controlKeys = keys + handlers.controlKeys
            }
            return node
        }
    }

    /// Runs `action` when this view gains (true) or loses (false) focus.
    public func onFocusChange(_ action: @escaping (Bool) -> Void) -> ModifiedView<Self> {
        modified { node, context in
            context.graph.handlers.update(node, .focusChange) { handlers in
                let previous = handlers.onFocusChange
                handlers.onFocusChange = { focused in previous?(focused); action(focused) }
            }
            return node
        }
    }
}

extension HandlerTable {
    /// The Enter action of `box` or of the first box inside that has one, leaving out disabled boxes: what
    /// `keyboardShortcut(_:description:)` runs, found once, when the view resolves (the painter and the
    /// interaction index read placed boxes instead).
    func firstActivation(in box: BoxDescription) -> (() -> Void)? {
        if box.disabled { return nil }
        if let action = handlers(of: box)?.onActivate { return action }
        for child in box.children {
            if let found = firstActivation(in: child) { return found }
        }
        return nil
    }
}
