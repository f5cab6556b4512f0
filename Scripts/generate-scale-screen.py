#!/usr/bin/env python3
"""Writes the scale benchmarks' plain-node screens: a layout:column of N layout:text nodes, or one layout:text
holding an N-character word with no spaces.

    python3 Scripts/generate-scale-screen.py column 65536 /tmp/column-64k.json
    python3 Scripts/generate-scale-screen.py word 100000 /tmp/word-100k.json
    /usr/bin/time -v .build/release/stratus render /tmp/column-64k.json --size 80x24 >/dev/null

The column is the one stratus-bench's scale.column-64k rows build (each text reads "Row N"); the word is the one
scale.word-100k-frame renders. Deterministic; nothing is committed.
"""
import sys


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("column", "word"):
        sys.exit("usage: generate-scale-screen.py column|word COUNT OUTPUT.json")
    kind, count = sys.argv[1], int(sys.argv[2])
    with open(sys.argv[3], "w", encoding="utf-8") as output:
        if kind == "column":
            output.write('{"_:component":"layout:column","children":[')
            output.write(",".join('{"_:component":"layout:text","properties":{"text":"Row %d"}}' % index
                                  for index in range(count)))
            output.write(']}\n')
        else:
            output.write('{"_:component":"layout:text","properties":{"text":"%s"}}\n' % ("x" * count))


if __name__ == "__main__":
    main()
