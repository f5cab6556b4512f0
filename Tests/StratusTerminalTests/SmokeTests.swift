import Testing
@testable import StratusTerminal
