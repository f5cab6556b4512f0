import StratusCodable
import Testing
@testable import StratusAdaptiveCards

/// The prebuilt functions against botbuilder-js's vectors (libraries/adaptive-expressions/tests/
/// expressionParser.test.js): same expressions, same memory, same expected values.
@Suite struct PrebuiltFunctionTests {
    @Test func stringFunctions() {
        ExpressionVectors.check([
            ("concat(hello,world)", "helloworld"), ("concat(hello,nullObj)", "hello"), ("add(hello,world)", "helloworld"),
            ("add(nullObj,'world')", "world"), ("length('hello')", 5), ("length(nullObj)", 0),
            ("length(concat(\"[]\", \"abc\"))", 5), ("length(hello + world)", 10), ("count('hello')", 5),
            ("reverse(\"hello\")", "olleh"), ("reverse(concat(hello,world))", "dlrowolleh"),
            ("replace('hello', 'l', 'k')", "hekko"), ("replace('hello', 'L', 'k')", "hello"),
            ("replace(nullObj, 'L', 'k')", ""), ("replace('hello', 'L', nullObj)", "hello"),
            ("replace('hello\"', '\"', '\\n')", "hello\n"), ("replace('hello\\\\', '\\\\', '\\\\\\\\')", "hello\\\\"),
            ("replaceIgnoreCase('hello', 'L', 'k')", "hekko"), ("replaceIgnoreCase('hello', 'L', nullObj)", "heo"),
            ("split('hello','e')", ["h", "llo"]), ("split('hello')", ["h", "e", "l", "l", "o"]),
            ("split('hello',nullObj)", ["h", "e", "l", "l", "o"]), ("split(nullObj,nullObj)", []),
            ("substring('hello', 0, 5)", "hello"), ("substring('hello', 0, 3)", "hel"), ("substring('hello', 5, 0)", ""),
            ("substring('hello', 3)", "lo"), ("substring(nullObj, 3)", ""), ("substring('hello', 0, bag.index)", "hel"),
            ("toLower('UpCase')", "upcase"), ("toUpper('lowercase', 'en-US')", "LOWERCASE"), ("toLower(nullObj)", ""),
            ("trim(' hello ')", "hello"), ("trim(nullObj)", ""), ("endsWith('hello','o')", true),
            ("endsWith(nullObj,'a')", false), ("endsWith(nullObj, nullObj)", true), ("startsWith('hello','h')", true),
            ("startsWith('hello',nullObj)", true), ("take(hello,1)", "h"), ("take(hello,-1)", ""),
            ("take(hello,10)", "hello"), ("countWord(concat(hello, ' ', world))", 2), ("addOrdinal(11)", "11th"),
            ("addOrdinal(11 + 10)", "21st"), ("addOrdinal(11 + 11)", "22nd"), ("addOrdinal(11 + 12)", "23rd"),
            ("addOrdinal(-1)", "-1"), ("count(newGuid())", 36), ("indexOf(newGuid(), '-')", 8),
            ("lastIndexOf(newGuid(), '-')", 23), ("indexOf(hello, '-')", -1), ("indexOf(nullObj, '-')", -1),
            ("indexOf(hello, nullObj)", 0), ("indexOf(json('[\"a\", \"b\"]'), \"a\")", 0),
            ("indexOf(['abc', 'def', 'ghi'], 'def')", 1), ("lastIndexOf(hello, nullObj)", 4),
            ("lastIndexOf(nullObj, nullObj)", 0), ("lastIndexOf(json('[\"a\", \"b\", \"a\"]'), \"a\")", 2),
            ("sentenceCase('aBC')", "Abc"), ("titleCase('abc dEF')", "Abc Def"), ("string(1.22, \"de-DE\")", "1,22"),
        ])
    }

    @Test func logicalFunctions() {
        ExpressionVectors.check([
            ("and(1 == 1, 1 < 2, 1 > 2)", false), ("and(!!true, !!true)", true),
            ("and(hello != 'world', bool('true'))", true), ("or(!exists(one), !!exists(one))", true),
            ("or(!exists(one), !exists(one))", false), ("greater(one, two)", false), ("greater(5, 2)", true),
            ("greaterOrEquals(float(5.5) , float(4 - 1))", true), ("less(one, two)", true), ("less('abc', 'xyz')", true),
            ("lessOrEquals((2 + 2) , (4 - 1))", false), ("equals(hello, 'hello')", true), ("equals(bag.index, 3)", true),
            ("equals(min(createArray(1,2,3,4), 5.0), 1.0)", true), ("equals(max(createArray(1,2,3,4), 5.0), 5)", true),
            ("equals(hello == 'world', bool(0))", true), ("if(!exists(one), 'r1', 'r2')", "r2"),
            ("if(0, 'r1', 'r2')", "r1"), ("if(istrue, 'r1', 'r2')", "r1"), ("exists(one.xxx)", false),
            ("not(one != null)", false), ("not(false)", true), ("and(float(5.5), float(0.0))", true),
            ("or(0, false)", true), ("not(0)", false), ("if(null, 'r1', 'r2')", "r2"), ("if(hello * 5, 'r1', 'r2')", "r2"),
        ])
    }

    @Test func conversionFunctions() {
        ExpressionVectors.check([
            ("float('10.333')", 10.333), ("float('10')", 10), ("int('10')", 10), ("int(ticks)/100000000", 6372436242),
            ("string('str\"')", "str\""), ("string(one)", "1"), ("string(bool(1))", "true"),
            ("string(bag.set)", "{\"four\":4}"), ("bool(0)", false), ("bool(null)", false), ("bool('false')", false),
            ("bool('hi')", true), ("[1, bool(0), string(bool(1)), float('10')]", [1, false, "true", 10]),
            ("['a', ['b', 'c']][1][0]", "b"), ("union([\"a\", \"b\", \"c\"], [\"d\", [\"e\", \"f\"], \"g\"][1])", ["a", "b", "c", "e", "f"]),
            ("createArray()", []), ("dataUri(hello)", "data:text/plain;charset=utf-8;base64,aGVsbG8="),
            ("dataUriToString(dataUri(hello))", "hello"), ("uriComponentToString('http%3A%2F%2Fcontoso.com')", "http://contoso.com"),
            ("base64(hello)", "aGVsbG8="), ("base64ToString(base64(hello))", "hello"),
            ("uriComponent('http://contoso.com')", "http%3A%2F%2Fcontoso.com"), ("{a: 1, b: newExpr}.b", "new land"),
            ("formatNumber(20.0000, 2)", "20.00"), ("formatNumber(12.123, 2)", "12.12"), ("formatNumber(1.555, 2)", "1.56"),
            ("formatNumber(12.123, 4)", "12.1230"), ("formatNumber(12000.3, 4, \"fr-FR\")", "12\u{A0}000,3000"),
            ("formatNumber(12000.3, 4, \"de-DE\")", "12.000,3000"), ("jsonStringify(json('{\"a\":\"b\"}'))", "{\"a\":\"b\"}"),
            ("jsonStringify('a')", "\"a\""), ("jsonStringify(null)", "null"), ("jsonStringify(undefined)", nil),
            ("isString(hello)", true), ("isInteger(one)", true), ("isInteger(1.23)", false), ("isFloat(one)", false),
            ("isFloat(1.23)", true), ("isArray(createArray(1,2,3))", true), ("isObject(dialog)", true),
            ("isBoolean(1 == one)", true), ("isDateTime(hello)", false), ("isDateTime(timestamp)", true),
        ])
    }

    @Test func mathFunctions() {
        ExpressionVectors.check([
            ("add(1, 2, 3)", 6), ("add(mul(1, 2), 3)", 5), ("max(createArray(1,2,3,4), 5.0) ", 5), ("max(5)", 5),
            ("min(mul(1, 2), 5) ", 2), ("min(1.0, two) + max(one, 2.0)", 3), ("sub(2, 1, 1)", 0), ("sub(2.0, 0.5)", 1.5),
            ("mul(2, 5, 2)", 20), ("div(5, 2)", 2), ("div(5, 2, 2)", 1), ("div(11.2, 2)", 5.6), ("exp(2,2)", 4),
            ("mod(5,2)", 1), ("rand(1, 2)", 1), ("floor(3.51)", 3), ("ceiling(3.51)", 4), ("round(3.51)", 4),
            ("round(3.55, 1)", 3.6), ("round(3.12134, 3)", 3.121), ("abs(-3.12134)", 3.12134), ("sqrt(9)", 3),
            ("sum(createArray(one, two, 3))", 6), ("average(createArray(1, 2))", 1.5),
        ])
    }

    @Test func collectionFunctions() {
        ExpressionVectors.check([
            ("contains('hello world', 'hellow')", false), ("contains(items, 'zero')", true), ("contains(bag, 'three')", true),
            ("contains([{ a: 1, b: { c: 2} }, { b: 2}], { a: 1, b: { c: 2} })", true),
            ("concat(null, [1, 2], null)", [1, 2]), ("concat(['a', 'b'], ['b', 'c'], ['c', 'd'])", ["a", "b", "b", "c", "c", "d"]),
            ("count(split(hello,'e'))", 2), ("reverse(split(hello,\"e\"))", ["llo", "h"]), ("empty('')", true),
            ("empty(bag)", false), ("empty(notexist)", true), ("first(items)", "zero"), ("first('hello')", "h"),
            ("first(1)", nil), ("first(nestedItems).x", 1),
            ("first(where(indicesAndValues(items), elt, elt.index > 1)).value", "two"),
            ("first(where(indicesAndValues(bag), elt, elt.index == \"three\")).value", 3),
            ("join(createArray('a', 'b', 'c'), ',', ' and ')", "a,b and c"),
            ("join(foreach(nestedItems, i, i.x + first(nestedItems).x), ',')", "2,3,4"),
            ("join(foreach(items, item, concat(item, string(count(items)))), ',')", "zero3,one3,two3"),
            ("join(foreach(doubleNestedItems, items, join(foreach(items, item, concat(y, string(item.x))), \",\")), \",\")", "y1,y2,y3"),
            ("join(foreach(dialog, item => item.key), \",\")", "x,instance,options,title,subTitle"),
            ("foreach(dialog, item=>item.value)[2].xxx", "options"),
            ("count(where(doubleNestedItems, items, count(where(items, item, item.x == 1)) == 1))", 1),
            ("join(select(items, item=>item), ',')", "zero,one,two"),
            ("join(where(items, item => item == 'two'), ',')", "two"),
            ("string(where(dialog, item, item.value==\"Dialog Title\"))", "{\"title\":\"Dialog Title\"}"),
            ("last(createArray(0, 1, 2))", 2), ("count(union(createArray('a', 'b'), createArray('b', 'c'), createArray('b', 'd')))", 4),
            ("count(intersection(createArray('a', 'b'), createArray('b', 'c'), createArray('b', 'd')))", 1),
            ("skip(createArray('a', 'b', 'c', 'd'), 2)", ["c", "d"]), ("skip(createArray('a', 'b', 'c', 'd'), 10)", []),
            ("take(hello, two)", "he"), ("take(createArray('a', 'b', 'c', 'd'), -1)", []),
            ("subArray(createArray('a', 'b', 'c', 'd'), 1, 3)", ["b", "c"]), ("subArray(createArray('a', 'b', 'c', 'd'), 1)", ["b", "c", "d"]),
            ("range(1, 4)", [1, 2, 3, 4]), ("range(-1, 3)", [-1, 0, 1]), ("sortBy(items)", ["one", "two", "zero"]),
            ("sortByDescending(nestedItems, 'x')[0].x", 3),
            ("flatten(createArray(1,createArray(2),createArray(createArray(3, 4), createArray(5,6))))", [1, 2, 3, 4, 5, 6]),
            ("flatten(createArray(1,createArray(2),createArray(createArray(3, 4), createArray(5,6))), 1)", [1, 2, [3, 4], [5, 6]]),
            ("unique(createArray(1, 5, 1))", [1, 5]), ("any(createArray(1, \"cool\"), item, isInteger(item))", true),
            ("all(createArray(1, 2), item => isInteger(item))", true), ("all(dialog, item, isInteger(item.value))", false),
        ])
    }

    @Test func objectFunctions() {
        ExpressionVectors.check([
            ("{text:\"hello\"}.text", "hello"), ("{name: user.name}.name", nil), ("{name: user.nickname}.name", "John"),
            ("string(addProperty(json('{\"key1\":\"value1\"}'), 'key2','value2'))", "{\"key1\":\"value1\",\"key2\":\"value2\"}"),
            ("foreach(items, x => addProperty({}, \"a\", x))[0].a", "zero"),
            ("string(setProperty({}, 'key1','value2{}'))", "{\"key1\":\"value2{}\"}"),
            ("string({obj: {\"name\": \"adams\"}, txt: {utter: \"hello\"}})", "{\"obj\":{\"name\":\"adams\"},\"txt\":{\"utter\":\"hello\"}}"),
            ("string(removeProperty(json('{\"key1\":\"value1\",\"key2\":\"value2\"}'), 'key2'))", "{\"key1\":\"value1\"}"),
            ("coalesce(nullObj,'hello',nullObj)", "hello"), ("coalesce(nullObj, false, 'hello')", false),
            ("string(merge(json1, json2, json3))", "{\"FirstName\":\"John\",\"LastName\":\"Smith\",\"Enabled\":true,\"Roles\":[\"Customer\",\"Admin\"],\"age\":36}"),
            ("merge(callstack[1], callstack[2]).z", 1), ("merge(callstack).z", 1),
            ("string(merge({k1:'v1'}, [{k2:'v2'}, {k3: 'v3'}], {k4:'v4'}))", "{\"k1\":\"v1\",\"k2\":\"v2\",\"k3\":\"v3\",\"k4\":\"v4\"}"),
            ("getProperty(bag, concat('na','me'))", "mybag"), ("getProperty('bag').index", 3), ("getProperty('a:b')", "stringa:b"),
            ("items[2]", "two"), ("bag.list[bag.index - 2]", "blue"), ("items[nestedItems[1].x]", "two"), ("bag['name']", "mybag"),
            ("bag[substring(concat('na','me','more'), 0, length('name'))]", "mybag"), ("items[1+1]", "two"),
            ("getProperty(undefined, 'p')", nil), ("(getProperty(undefined, 'p'))[1]", nil),
        ])
    }

    @Test func regularExpressions() {
        ExpressionVectors.check([
            ("isMatch('abc', '^[ab]+$')", false), ("isMatch('abb', '^[ab]+$')", true), ("isMatch('12a', '^[^abc]+$')", false),
            ("isMatch('ab', '^[a-z]{1}$')", false), ("isMatch('Name', '^(?i)name$')", true),
            ("isMatch('FUTURE', '(?i)fortune|future')", true), ("isMatch('abacaxc', 'ab.??c')", true),
            ("isMatch(\"12.5\", \"[0-9]+(\\\\.5)\")", true), ("isMatch('', '[0-9]')", false), ("isMatch(nullObj, '[0-9]')", false),
        ])
    }
}
