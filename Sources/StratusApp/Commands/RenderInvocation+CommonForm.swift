import ArgumentParser

extension RenderInvocation {
    /// The options `init(commonForm:)` reads, each taking one value (`--name value` or `--name=value`).
    static let commonFormOptions = [
        "size", "keys", "color", "format", "timeout", "image-wait", "base-url", "data", "host-config",
    ]

    /// The flags `init(commonForm:)` reads.
    static let commonFormFlags = ["dump-state", "dump-actions", "dev", "release"]

    /// `stratus render`'s command line read without swift-argument-parser, when it is a common one: `render`, one
    /// screen, and any of the options in ``commonFormOptions`` and ``commonFormFlags`` at most once each; nil for
    /// anything else.
    ///
    /// swift-argument-parser learns a command's options by reflecting it (`Mirror` over the command and each option
    /// group, a cast of each property), and each type it meets for the first time makes the Swift runtime search
    /// every protocol conformance record of the program (over 11,000) before the cast is answered: about 60 searches
    /// for `render`, a fifth of the catalogue's first frame (Docs/Evidence.md, "Catalogue first frame: render's
    /// command line and first-time type checks"). The common forms are read here with the same conversions (`ExpressibleByArgument`) and the
    /// same checks (`validate()`); anything else (help, `--version`, an unknown, repeated or short option, a value that is
    /// empty or starts with `-`, a second screen, `--`, an agent's or a bot's options, a value that does not convert,
    /// a combination `validate()` refuses) gives nil, and swift-argument-parser reads the command line, or says what
    /// is wrong with it, as it always did.
    init?(commonForm arguments: [String]) {
        guard arguments.first == RenderCommand.configuration.commandName,
              let read = CommonFormArguments(arguments.dropFirst(), options: Self.commonFormOptions,
                                             flags: Self.commonFormFlags),
              let target = read.target,
              !(read.flags.contains("dev") && read.flags.contains("release")),
              let size = read.value(of: "size", or: TerminalSize(width: 80, height: 24), TerminalSize.init(argument:)),
              let color = read.value(of: "color", or: ColorMode.never, ColorMode.init(argument:)),
              let format = read.value(of: "format", or: FrameFormat.text, FrameFormat.init(argument:)),
              let timeout = read.value(of: "timeout", or: 5, Double.init(argument:)),
              let imageWait = read.value(of: "image-wait", or: 1, Double.init(argument:))
        else { return nil }
        self.target = target
        self.size = size
        keys = read.option("keys") ?? ""
        self.color = color
        self.format = format
        self.timeout = timeout
        self.imageWait = imageWait
        dumpState = read.flags.contains("dump-state")
        dumpActions = read.flags.contains("dump-actions")
        baseURL = read.option("base-url")
        errorMode = read.flags.contains("release") ? .release : .dev
        cardData = read.option("data")
        hostConfig = read.option("host-config")
        agent = nil
        bot = nil
        do {
            try validate()
        } catch {
            return nil
        }
    }
}

/// A command line split into one positional argument, long options with one value each and long flags, when it
/// holds nothing else (see `RenderInvocation.init(commonForm:)`).
///
/// Kept in arrays of strings, looked through: a set or a dictionary of a key type not used before would be one more
/// first-time conformance check.
struct CommonFormArguments {
    /// The one positional argument, if any.
    private(set) var target: String?
    /// The options given (names without `--`) with their values.
    private(set) var options: [(name: String, value: String)] = []
    /// The flags given (without `--`).
    private(set) var flags: [String] = []

    /// Splits `arguments`; nil when one is not a known option or flag, is given twice, or is a value that is empty
    /// or starts with `-`, or when there is more than one positional argument.
    init?(_ arguments: ArraySlice<String>, options known: [String], flags knownFlags: [String]) {
        var rest = arguments
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else {
                guard target == nil, Self.isPlainValue(argument), argument != "help" else { return nil }
                target = argument
                continue
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if knownFlags.contains(name) {
                guard value == nil, !flags.contains(name) else { return nil }
                flags.append(name)
            } else if known.contains(name) {
                guard option(name) == nil, let given = value ?? rest.popFirst(), Self.isPlainValue(given) else { return nil }
                options.append((name, given))
            } else {
                return nil
            }
        }
    }

    /// The value given to `--name`, if any.
    func option(_ name: String) -> String? {
        options.first { $0.name == name }?.value
    }

    /// The value of `--name` converted by `convert`, or `fallback` when it was not given; nil when it does not
    /// convert.
    func value<Value>(of name: String, or fallback: Value, _ convert: (String) -> Value?) -> Value? {
        guard let text = option(name) else { return fallback }
        return convert(text)
    }

    /// Whether `argument` is read as a value alone: not empty, not starting with `-` (swift-argument-parser's rules
    /// for those are left to it).
    private static func isPlainValue(_ argument: String) -> Bool {
        guard let first = argument.utf8.first else { return false }
        return first != UInt8(ascii: "-")
    }
}
