import ArgumentParser
import StratusTerminal

/// `stratus run --screen-reader --typing-echo characters|words|off`.
extension TypingEcho: ExpressibleByArgument {}
