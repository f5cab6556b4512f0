import StratusCodable
import Testing
@testable import StratusAdaptiveCards

/// The grammar: literals, escapes, backtick strings, precedence, and where a syntax error is reported.
/// Expected values are botbuilder-js's (libraries/adaptive-expressions/tests/expressionParser.test.js).
@Suite struct ExpressionParserTests {
    @Test func readsStringsWithTheirEscapes() {
        ExpressionVectors.check([
            ("$index", "index"),
            ("`hi\\``", "hi`"),
            ("`hi\\y`", "hi\\y"),
            ("`\\${a}`", "${a}"),
            ("\"ab\\\"cd\"", "ab\"cd"),
            ("\"ab`cd\"", "ab`cd"),
            ("\"ab\\ncd\"", "ab\ncd"),
            ("\"ab\\ycd\"", "ab\\ycd"),
            ("'ab\\'cd'", "ab'cd"),
            ("alist[0].Name", "item1"),
        ])
    }

    @Test func interpolatesBacktickStrings() {
        ExpressionVectors.check([
            ("``", ""),
            ("`hi`", "hi"),
            ("`hi\r\n`", "hi\r\n"),
            ("`hi\\r\\n`", "hi\\r\\n"),
            ("`hi\\\\``", "hi\\`"),
            ("`hi\\$`", "hi$"),
            ("`${world}`", "world"),
            ("`hi ${string('jack`')}`", "hi jack`"),
            ("`\\${world}`", "${world}"),
            ("length(`hello ${world}`)", 11),
            ("json(`{\"key\":\"${hello}\",\"item\":\"${world}\"}`).key", "hello"),
            ("`{expr: hello all}`", "{expr: hello all}"),
            ("json(`{\"key\":${{text:\"hello\"}},\"item\": \"${world}\"}`).key.text", "hello"),
            ("json(`{\"key\":${{text:\"hello\", cool: \"hot\", obj:{new: 123}}},\"item\": \"${world}\"}`).key.text", "hello"),
            ("`hi\\`[1,2,3]`", "hi`[1,2,3]"),
            ("`hi ${['jack`', 'queen', 'king']}`", "hi [\"jack`\",\"queen\",\"king\"]"),
            ("`abc ${concat(\"[\", \"]\")}`", "abc []"),
            ("`hi ${count([\"a\", \"b\", \"c\"])}`", "hi 3"),
            ("`hello ${world}` == 'hello world'", true),
            ("`hello ${user.nickname}` != 'hello Dong'", true),
            ("`hello ${string({obj:  1})}`", "hello {\"obj\":1}"),
            ("`hello ${string({obj:  \"${not expr}\"})}`", "hello {\"obj\":\"${not expr}\"}"),
            ("`hello ${string({obj:  {a: 1}})}`", "hello {\"obj\":{\"a\":1}}"),
            ("`${hello} \n\n ${world}`", "hello \n\n world"),
        ])
    }

    @Test func followsOperatorPrecedence() {
        ExpressionVectors.check([
            ("user.income-user.outcome", -10), ("user.income != user.outcome", true),
            ("1 + 2", 3), ("1 +\n 2", 3), ("- 1 + 2", 1), ("+ 1 + 2", 3), ("1 - (-2)", 3), ("1.0 + 2.0", 3),
            ("1 * 2 + 3", 5), ("1 + 2 * 3", 7), ("4 / 2", 2), ("11.2 / 2", 5.6), ("1 + 3 / 2", 2), ("(1 + 3) / 2", 2),
            ("(one + two) * bag.three", 9), ("(one + two) * bag.set.four", 12), ("hello + nullObj", "hello"),
            ("one + two + hello + world", "3helloworld"), ("one + two + hello + one + two", "3hello12"),
            ("2^2", 4), ("3^2^2", 81), ("one > 0.5 && two < 2.5", true), ("5 % 2", 1), ("!(one == 1.0)", false),
            ("!!(one == 1.0)", true), ("!exists(xione) || !!exists(two)", true), ("(1 + 2) == (4 - 1)", true),
            ("'string'&'builder'", "stringbuilder"), ("\"string\"&\r\n\"builder\"", "stringbuilder"),
            ("notThere > 4", false), ("float(5.5) && float(0.0)", true), ("hello && \"hello\"", true),
            ("items || ((2 + 2) <= (4 - 1))", true), ("0 || false", true), ("!(hello)", false), ("!(10)", false),
            ("!(0)", false), ("one / 0 || two", true), ("0/3", 0), ("3??2", 3), ("null ?? two", 2),
            ("undefined ?? two", 2), ("bag.notExist ?? bag.n ?? bag.name", "mybag"),
            ("!exists(one)?\"r1\":\"r2\"", "r2"), ("!!exists(one) ? \"r1\" : \"r2\"", "r1"), ("0?\"r1\":\"r2\"", "r1"),
            ("bool(\"true\")? \"r1\": \"r2\"", "r1"), ("bag.name == null ? \"hello\": bag.name", "mybag"),
            ("one > 0? one : two", 1), ("hello * 5?\"r1\":\"r2\"", "r2"),
            ("where([{a: 1, b:{c: 2}}, {b: 2}], x, x == { b: { c: 2}, a: 1})[0].b.c", 2),
        ])
    }

    @Test func comparesEmptyCollectionsAndNull() {
        ExpressionVectors.check([
            ("emptyList == []", true), ("emptyList != []", false), ("emptyList == {}", false),
            ("emptyObject == {}", true), ("emptyObject == []", false), ("{} == undefined", false),
            ("{} != null", true), ("[] == null", false), ("{} == {}", true), ("[] == []", true), ("{} != []", true),
            ("null < 1", false), ("null >= 1", false), ("undefined < 1", false),
        ])
    }

    @Test func emptyTextIsTheEmptyString() {
        ExpressionVectors.check([("", "")])
    }

    @Test func readsPropertiesWithoutRegardToCase() {
        ExpressionVectors.check([("USER.NickName", "John"), ("Bag['NAME']", "mybag"), ("alist[1].name", "item2")])
    }

    @Test func reportsWhereASyntaxErrorIs() throws {
        let cases: [(String, Int)] = [("1 +", 3), ("a.(b)", 2), ("foo(1, 2", 8), ("'open", 0), ("x = 1", 2),
                                      ("concat('a'", 10), ("`a ${b`", 3)]
        for (text, offset) in cases {
            #expect(throws: AdaptiveCardsError.self, "\(text)") { try Expression(parsing: text) }
            do {
                _ = try Expression(parsing: text)
            } catch {
                #expect(error.kind == .syntax, "\(text): \(error)")
                #expect(error.offset == offset, "\(text): \(error.message) at \(error.offset ?? -1)")
            }
        }
    }

    @Test func rejectsUnknownFunctionsAndWrongArgumentCounts() {
        for (text, offset) in [("nosuch(1)", 0), ("1 + add(1)", 4), ("if(true, 1)", 0), ("substring('a')", 0)] {
            do {
                _ = try Expression(parsing: text)
                Issue.record("\(text) parsed")
            } catch {
                #expect(error.kind == .invalidCall, "\(text): \(error)")
                #expect(error.offset == offset, "\(text): at \(error.offset ?? -1)")
            }
        }
    }

    @Test func refusesExpressionsTooDeepToEvaluate() {
        let nested = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        let chained = "1" + String(repeating: "+1", count: 5_000)
        let members = "a" + String(repeating: ".b", count: 5_000)
        let backticks = String(repeating: "`${", count: 1_000) + "1" + String(repeating: "}`", count: 1_000)
        for text in [nested, chained, members, backticks] {
            #expect(throws: AdaptiveCardsError.self) { try Expression(parsing: text) }
        }
        #expect(throws: Never.self) { try Expression(parsing: "1" + String(repeating: "+1", count: 900)) }
    }

    @Test func listsTheReferencesItReads() throws {
        #expect(try Expression(parsing: "(one + two) * bag.set.four").references == ["one", "two", "bag.set.four"])
        #expect(try Expression(parsing: "foreach(items, x, x.y + z)").references == ["items", "z"])
        #expect(try Expression(parsing: "bag.list[bag.index - 2]").references == ["bag.list", "bag.index"])
    }
}
