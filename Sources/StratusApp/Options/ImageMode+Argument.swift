import ArgumentParser
import StratusTerminal

/// `stratus run --images cells|pixels|kitty|sixel|off`.
extension ImageMode: ExpressibleByArgument {}
