import Testing
@testable import StratusCore
