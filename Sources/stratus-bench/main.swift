import StratusTerminal

print("no benchmarks yet")
