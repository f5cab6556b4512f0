import Testing
@testable import StratusApp
