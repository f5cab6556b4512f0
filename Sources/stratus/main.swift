import StratusApp

await StratusCommand.runFromCommandLine()
