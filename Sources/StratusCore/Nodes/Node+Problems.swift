extension Node {
    /// The URL of the screen this node is in, when known (``Screen/resolvedURL``).
    public var screenURL: String? { scope.screen?.resolvedURL }

    /// Why this node's component could not be built, in the words `stratus check` uses for it: the component is
    /// unknown (with the closest registered name), or the properties did not decode (`error`): the first property
    /// that does not match the component's declared schema, else the error itself at the node.
    public func buildProblem(decoding error: (any Error)? = nil) -> ScreenProblem {
        var problem: ScreenProblem
        if let factory {
            let identifier = component.identifier
            if let schema = factory.schema, let first = schema.problems(in: .object(properties)).first {
                problem = .property(first, of: identifier, node: jsonPath)
            } else {
                let reason = error.map { BoundExpression.text(of: $0) } ?? "could not be built"
                problem = ScreenProblem(.error, "\(identifier): \(reason)", at: jsonPath)
            }
        } else {
            problem = .unknownComponent(component.identifier, among: engine.componentNames.map(\.identifier),
                                        node: jsonPath)
        }
        problem.screenURL = screenURL
        return problem
    }
}
