import ArgumentParser
import StratusA2UI

/// `--a2ui-sender server|client`.
extension StreamCheck.Sender: ExpressibleByArgument {}
