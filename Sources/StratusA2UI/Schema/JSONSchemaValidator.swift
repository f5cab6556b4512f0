import Foundation
import OrderedCollections
import StratusCodable

/// A JSON Schema validator for the part of draft 2020-12 that the A2UI schemas use.
///
/// Keywords: `type`, `const`, `enum`, `properties`, `patternProperties`, `propertyNames`, `required`,
/// `additionalProperties`, `unevaluatedProperties`, `minProperties`, `maxProperties`, `items`, `minItems`, `maxItems`, `minimum`, `maximum`, `minLength`,
/// `maxLength`, `pattern`, `format` (`date-time`, `date`, `time`, `uri`), `allOf`, `anyOf`, `oneOf`, `not`,
/// `if`/`then`/`else` and `$ref`. Annotations other than the evaluated properties are not kept; unknown keywords
/// (`description`, `discriminator`, `default`) are ignored, as a non-strict validator does.
///
/// Schemas are named by file (`server_to_client.json`, `common_types.json`, `catalog.json`); a `$ref` names a
/// schema by the last component of its URI (`https://a2ui.org/specification/v1_0/common_types.json#/$defs/X` is
/// `common_types.json`, `/$defs/X`), which is how A2UI's schemas refer to each other and to whichever catalog is in
/// use.
public struct JSONSchemaValidator: Sendable {
    /// The schemas by file name.
    public var schemas: [String: JSONValue]

    /// Creates a validator over `schemas`, by file name.
    public init(schemas: [String: JSONValue]) {
        self.schemas = schemas
    }

    /// What an instance breaks: where, and which rule.
    public struct Violation: Sendable, Hashable, CustomStringConvertible {
        /// The path of the value in the instance.
        public var path: [JSONPathComponent]
        /// The rule broken, in words.
        public var message: String

        /// `message [path]`.
        public var description: String { ProblemLocation(path: A2UIError.pathString(path)).describing(message) }
    }

    /// The violations of `instance` against the schema named `name`; empty when it is valid.
    public func validate(_ instance: JSONValue, against name: String) -> [Violation] {
        guard let schema = schemas[name] else {
            return [Violation(path: [], message: "no schema named \"\(name)\"")]
        }
        var run = Run(validator: self)
        return run.validate(instance, schema: schema, document: name, path: []).violations
    }

    /// Whether `instance` is valid against the schema named `name`.
    public func isValid(_ instance: JSONValue, against name: String) -> Bool {
        validate(instance, against: name).isEmpty
    }

    /// The outcome of one schema on one value: its violations and the properties it evaluated there.
    fileprivate struct Outcome {
        var violations: [Violation] = []
        var evaluated: Set<String> = []
        /// Why a branch of `oneOf` or `anyOf` was rejected before validation, for a cheap, sure reason.
        var exclusion: Exclusion?
        var isValid: Bool { violations.isEmpty }
    }

    /// One validation: carries the depth of `$ref`s followed, so that a schema referring to itself ends.
    fileprivate struct Run {
        let validator: JSONSchemaValidator
        var depth = 0

        mutating func validate(_ instance: JSONValue, schema: JSONValue, document: String, path: [JSONPathComponent]) -> Outcome {
            switch schema {
            case .bool(true): return Outcome()
            case .bool(false): return Outcome(violations: [Violation(path: path, message: "no value is allowed here")])
            case .object(let keywords): return validate(instance, keywords: keywords, document: document, path: path)
            default: return Outcome()
            }
        }

        private mutating func validate(_ instance: JSONValue, keywords: JSONObject, document: String, path: [JSONPathComponent]) -> Outcome {
            var outcome = Outcome()
            func fail(_ message: String) { outcome.violations.append(Violation(path: path, message: message)) }
            // An applicator whose schema must hold. The properties it evaluated count even when it failed: the
            // whole fails then anyway, and reporting them again as unevaluated would say the same thing twice.
            func absorb(_ inner: Outcome) {
                outcome.violations += inner.violations
                outcome.evaluated.formUnion(inner.evaluated)
            }

            if let reference = keywords["$ref"]?.stringValue {
                absorb(follow(reference, instance: instance, document: document, path: path))
            }
            if let type = keywords["type"], !Self.matches(instance, type: type) {
                fail("expected \(Self.typeNames(type)), found \(instance.kindDescription)")
            }
            if let constant = keywords["const"], !Self.same(instance, constant) {
                fail("must be \(constant)")
            }
            if case .array(let options)? = keywords["enum"], !options.contains(where: { Self.same(instance, $0) }) {
                fail("must be one of \(options.map(\.description).joined(separator: ", "))")
            }
            checkScalars(instance, keywords, fail: fail)
            if case .object(let object) = instance {
                checkObject(object, keywords, document: document, path: path, outcome: &outcome)
            }
            if case .array(let array) = instance {
                if let minimum = keywords["minItems"]?.doubleValue, Double(array.count) < minimum {
                    fail("must hold at least \(Int(minimum)) items")
                }
                if let maximum = keywords["maxItems"]?.doubleValue, Double(array.count) > maximum {
                    fail("must hold at most \(Int(maximum)) items")
                }
                if let items = keywords["items"] {
                    for (index, element) in array.enumerated() {
                        outcome.violations += validate(element, schema: items, document: document, path: path + [.index(index)]).violations
                    }
                }
            }
            if case .array(let all)? = keywords["allOf"] {
                for schema in all { absorb(validate(instance, schema: schema, document: document, path: path)) }
            }
            if case .array(let any)? = keywords["anyOf"] {
                let outcomes = any.map { branch(instance, schema: $0, document: document, path: path) }
                let valid = outcomes.filter(\.isValid)
                if valid.isEmpty {
                    absorb(Self.noMatch(outcomes, keyword: "anyOf", at: path))
                } else {
                    for inner in valid { outcome.evaluated.formUnion(inner.evaluated) }
                }
            }
            if case .array(let one)? = keywords["oneOf"] {
                let outcomes = one.map { branch(instance, schema: $0, document: document, path: path) }
                let valid = outcomes.filter(\.isValid)
                if valid.count == 1 {
                    outcome.evaluated.formUnion(valid[0].evaluated)
                } else if valid.isEmpty {
                    absorb(Self.noMatch(outcomes, keyword: "oneOf", at: path))
                } else {
                    fail("matches \(valid.count) of oneOf's schemas, not exactly one")
                }
            }
            if let negated = keywords["not"], validate(instance, schema: negated, document: document, path: path).isValid {
                fail("must not match the schema of \"not\"")
            }
            if let condition = keywords["if"] {
                let test = validate(instance, schema: condition, document: document, path: path)
                if test.isValid {
                    outcome.evaluated.formUnion(test.evaluated)
                    if let then = keywords["then"] { absorb(validate(instance, schema: then, document: document, path: path)) }
                } else if let otherwise = keywords["else"] {
                    absorb(validate(instance, schema: otherwise, document: document, path: path))
                }
            }
            if case .object(let object) = instance, let unevaluated = keywords["unevaluatedProperties"] {
                for (key, value) in object where !outcome.evaluated.contains(key) {
                    let inner = validate(value, schema: unevaluated, document: document, path: path + [.key(key)])
                    if case .bool(false) = unevaluated {
                        fail("has no property \"\(key)\"")
                    } else {
                        outcome.violations += inner.violations
                    }
                }
                outcome.evaluated.formUnion(object.keys)
            }
            return outcome
        }

        private mutating func checkObject(
            _ object: JSONObject, _ keywords: JSONObject, document: String, path: [JSONPathComponent], outcome: inout Outcome
        ) {
            if case .array(let required)? = keywords["required"] {
                for case .string(let key) in required where object[key] == nil {
                    outcome.violations.append(Violation(path: path, message: "needs property \"\(key)\""))
                }
            }
            if let minimum = keywords["minProperties"]?.doubleValue, Double(object.count) < minimum {
                outcome.violations.append(Violation(path: path, message: "must have at least \(Int(minimum)) properties"))
            }
            if let maximum = keywords["maxProperties"]?.doubleValue, Double(object.count) > maximum {
                outcome.violations.append(Violation(path: path, message: "must have at most \(Int(maximum)) properties"))
            }
            var declared: Set<String> = []
            if case .object(let properties)? = keywords["properties"] {
                for (key, schema) in properties {
                    declared.insert(key)
                    guard let value = object[key] else { continue }
                    outcome.violations += validate(value, schema: schema, document: document, path: path + [.key(key)]).violations
                    outcome.evaluated.insert(key)
                }
            }
            // Every property's name must hold `propertyNames` (August's catalogs may not define `Surface`).
            if let names = keywords["propertyNames"] {
                for key in object.keys where !validate(.string(key), schema: names, document: document, path: path + [.key(key)]).violations.isEmpty {
                    outcome.violations.append(Violation(path: path + [.key(key)], message: "may not be called \"\(key)\""))
                }
            }
            // A property whose name matches a pattern is declared by it (v1.0 of August 2026's `Extensions`).
            if case .object(let patterns)? = keywords["patternProperties"] {
                for (pattern, schema) in patterns {
                    guard let expression = try? BoundedRegularExpression(pattern) else { continue }
                    for (key, value) in object where (try? expression.hasMatch(in: key)) == true {
                        declared.insert(key)
                        outcome.violations += validate(value, schema: schema, document: document, path: path + [.key(key)]).violations
                        outcome.evaluated.insert(key)
                    }
                }
            }
            if let additional = keywords["additionalProperties"] {
                for (key, value) in object where !declared.contains(key) {
                    if case .bool(false) = additional {
                        outcome.violations.append(Violation(path: path + [.key(key)], message: "has no property \"\(key)\""))
                    } else {
                        outcome.violations += validate(value, schema: additional, document: document, path: path + [.key(key)]).violations
                    }
                    outcome.evaluated.insert(key)
                }
            }
        }

        private func checkScalars(_ instance: JSONValue, _ keywords: JSONObject, fail: (String) -> Void) {
            if let number = instance.doubleValue {
                if let minimum = keywords["minimum"]?.doubleValue, number < minimum { fail("must be at least \(minimum)") }
                if let maximum = keywords["maximum"]?.doubleValue, number > maximum { fail("must be at most \(maximum)") }
            }
            guard case .string(let string) = instance else { return }
            let length = string.unicodeScalars.count
            if let minimum = keywords["minLength"]?.doubleValue, Double(length) < minimum { fail("must be at least \(Int(minimum)) characters") }
            if let maximum = keywords["maxLength"]?.doubleValue, Double(length) > maximum { fail("must be at most \(Int(maximum)) characters") }
            // A pattern that backtracks past its budget on this string counts as not matching it.
            if let pattern = keywords["pattern"]?.stringValue, let expression = try? BoundedRegularExpression(pattern),
               (try? expression.hasMatch(in: string)) != true {
                fail("must match \(pattern)")
            }
            if let format = keywords["format"]?.stringValue, !SchemaFormat.accepts(string, format: format) {
                fail("is not a valid \(format)")
            }
        }

        /// Validates against the schema a `$ref` names.
        private mutating func follow(_ reference: String, instance: JSONValue, document: String, path: [JSONPathComponent]) -> Outcome {
            guard depth < 64 else { return Outcome(violations: [Violation(path: path, message: "$ref \(reference) nests too deep")]) }
            guard let (schema, target) = resolve(reference, from: document) else {
                return Outcome(violations: [Violation(path: path, message: "$ref \(reference) leads to no schema")])
            }
            depth += 1
            defer { depth -= 1 }
            return validate(instance, schema: schema, document: target, path: path)
        }

        /// The schema a `$ref` names, and the document it is in.
        private func resolve(_ reference: String, from document: String) -> (JSONValue, String)? {
            let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let target = parts[0].isEmpty ? document : String(parts[0].split(separator: "/").last ?? "")
            guard var schema = validator.schemas[target] else { return nil }
            if parts.count > 1, !parts[1].isEmpty {
                for segment in parts[1].split(separator: "/") {
                    let key = segment.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                    guard let next = schema[key] ?? Int(key).flatMap({ schema[$0] }) else { return nil }
                    schema = next
                }
            }
            return (schema, target)
        }

        /// Why no branch of `oneOf` or `anyOf` matched. When one branch alone was not excluded at once (the
        /// message type or component type the instance says it is), its violations, and the properties it
        /// evaluated, so that they are not reported again as unexpected; when every branch was excluded for the
        /// same reason, that reason in one line (`must be a string or an object`, `"component" must be one of
        /// ...`); else a line saying that none matched and the closest branch's violations.
        static func noMatch(_ outcomes: [Outcome], keyword: String, at path: [JSONPathComponent]) -> Outcome {
            let candidates = outcomes.filter { $0.exclusion == nil }
            if candidates.count == 1 {
                return Outcome(violations: candidates[0].violations, evaluated: candidates[0].evaluated)
            }
            if candidates.isEmpty, let summary = Exclusion.summary(outcomes.compactMap(\.exclusion), at: path) {
                return Outcome(violations: [summary])
            }
            // The violations of the closest branch say most about what is wrong.
            let closest = candidates.min { $0.violations.count < $1.violations.count }
            return Outcome(violations: [Violation(path: path, message: "matches none of \(keyword)'s \(outcomes.count) schemas")]
                + (closest?.violations ?? []))
        }

        /// One branch of `oneOf` or `anyOf`: rejected at once when it surely fails (see ``exclusion``), validated
        /// in full otherwise.
        private mutating func branch(_ instance: JSONValue, schema: JSONValue, document: String, path: [JSONPathComponent]) -> Outcome {
            if let exclusion = exclusion(of: instance, by: schema, document: document, depth: 0) {
                return Outcome(violations: [Violation(path: path, message: "does not match this alternative")],
                               exclusion: exclusion)
            }
            return validate(instance, schema: schema, document: document, path: path)
        }

        /// Why `schema` surely rejects `instance`, for a cheap reason: a wrong type, a required member missing, or
        /// a member whose `const` differs (the A2UI schemas tell messages apart by their one required member,
        /// components by `component` and functions by `call`, so checking this first saves validating every
        /// alternative of `anyComponent` and `anyFunction` in full, and names the one alternative meant); nil when
        /// the schema must be validated in full.
        private func exclusion(of instance: JSONValue, by schema: JSONValue, document: String, depth: Int) -> Exclusion? {
            guard depth < 8, case .object(let keywords) = schema else { return nil }
            if let type = keywords["type"], !Self.matches(instance, type: type) { return .type(Self.typeNames(type)) }
            if case .object(let properties)? = keywords["properties"], case .object(let object) = instance {
                for (key, property) in properties {
                    if let constant = property["const"], let value = object[key], !Self.same(value, constant) {
                        return .constant(key, constant)
                    }
                }
            }
            if case .array(let required)? = keywords["required"], case .object(let object) = instance,
               let missing = required.lazy.compactMap(\.stringValue).first(where: { object[$0] == nil }) {
                return .missing(missing)
            }
            if case .array(let all)? = keywords["allOf"] {
                for schema in all {
                    if let exclusion = exclusion(of: instance, by: schema, document: document, depth: depth + 1) {
                        return exclusion
                    }
                }
            }
            if let reference = keywords["$ref"]?.stringValue, let (target, targetDocument) = resolve(reference, from: document) {
                return exclusion(of: instance, by: target, document: targetDocument, depth: depth + 1)
            }
            return nil
        }

        static func matches(_ instance: JSONValue, type: JSONValue) -> Bool {
            switch type {
            case .string(let name): return matches(instance, typeName: name)
            case .array(let names): return names.contains { $0.stringValue.map { matches(instance, typeName: $0) } ?? false }
            default: return true
            }
        }

        static func matches(_ instance: JSONValue, typeName: String) -> Bool {
            switch (typeName, instance) {
            case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
                 ("number", .integer), ("number", .double), ("integer", .integer):
                return true
            case ("integer", .double(let double)):
                return double.rounded() == double
            default:
                return false
            }
        }

        static func typeNames(_ type: JSONValue) -> String {
            switch type {
            case .string(let name): return name
            case .array(let names): return names.compactMap(\.stringValue).joined(separator: " or ")
            default: return "\(type)"
            }
        }

        /// JSON equality with numbers compared by value (`1` equals `1.0`).
        static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
            switch (a, b) {
            case (.integer, .double), (.double, .integer): return a.doubleValue == b.doubleValue
            case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
            case (.object(let x), .object(let y)):
                return x.count == y.count && x.allSatisfy { key, value in y[key].map { same(value, $0) } ?? false }
            default: return a == b
            }
        }
    }

    /// Why a branch of `oneOf` or `anyOf` surely does not match, found before validating it.
    fileprivate enum Exclusion: Hashable {
        /// The value's type is not the branch's (`string or object`).
        case type(String)
        /// A required member is missing.
        case missing(String)
        /// A member differs from the branch's `const`.
        case constant(String, JSONValue)

        /// One violation for branches all excluded for the same kind of reason: the types a value may have, or the
        /// values a member may hold; nil when the reasons differ.
        static func summary(_ exclusions: [Exclusion], at path: [JSONPathComponent]) -> Violation? {
            var types: [String] = []
            var constants: [String: [JSONValue]] = [:]
            for exclusion in exclusions {
                switch exclusion {
                case .type(let names): if !types.contains(names) { types.append(names) }
                case .constant(let key, let value): constants[key, default: []].append(value)
                case .missing: return nil
                }
            }
            if constants.isEmpty, !types.isEmpty {
                return Violation(path: path, message: "must be \(types.joined(separator: " or "))")
            }
            guard types.isEmpty, constants.count == 1, let (key, values) = constants.first else { return nil }
            let shown = values.prefix(24).map { $0.jsonString() }.joined(separator: ", ") + (values.count > 24 ? ", ..." : "")
            return Violation(path: path + [.key(key)], message: "must be one of \(shown)")
        }
    }
}
