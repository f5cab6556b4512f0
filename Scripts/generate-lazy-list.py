#!/usr/bin/env python3
"""Writes a screen with a layout:lazyColumn over a forEach of N items held in state (the lazy-list benchmarks).

    python3 Scripts/generate-lazy-list.py 1000000 /tmp/lazy-1m.json
    /usr/bin/time -v .build/release/stratus render /tmp/lazy-1m.json --size 80x24

Each item is an object with an id, a name and a price, as an order history or catalogue would send; each row shows
two of them. Deterministic: the same N gives the same file (about 58 bytes per item). Nothing is committed.
"""
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: generate-lazy-list.py COUNT OUTPUT.json")
    count = int(sys.argv[1])
    with open(sys.argv[2], "w", encoding="utf-8") as output:
        output.write('{"_:component":"layout:lazyColumn","id":"list","state":{"items":[')
        for index in range(count):
            if index:
                output.write(",")
            output.write('{"id":%d,"name":"Item number %d","price":%d.%02d}' % (index, index, index % 997, index % 100))
        output.write(']},"children":[{"_:component":"forEach","properties":{"items":"@{items}","key":"id"},'
                     '"children":[{"_:component":"layout:text","id":"row",'
                     '"properties":{"text":"@{item.id}. @{item.name}: @{item.price}"}}]}]}\n')


if __name__ == "__main__":
    main()
