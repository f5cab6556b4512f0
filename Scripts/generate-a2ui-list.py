#!/usr/bin/env python3
"""Writes an A2UI stream (JSON Lines, v0.9) whose List repeats a template over N items (the A2UI long-list bench).

    python3 Scripts/generate-a2ui-list.py 100000 /tmp/a2ui-100k.jsonl
    /usr/bin/time -v .build/release/stratus render /tmp/a2ui-100k.jsonl --size 80x24

The same stream as the `a2ui.template-list-100k-first-frame` row of stratus-bench: a title over a List whose
template is a Row of the item's name, its price formatted with formatString, and a CheckBox bound to the item.
Deterministic: the same N gives the same file. Nothing is committed.
"""
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: generate-a2ui-list.py COUNT OUTPUT.jsonl")
    count = int(sys.argv[1])
    items = ",".join(
        '{"name":"Item %d","price":%d.5,"done":%s}' % (index, index % 997, "true" if index % 3 == 0 else "false")
        for index in range(count)
    )
    lines = [
        '{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": '
        '"https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}}',
        '{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": '
        '"Column", "children": ["title", "list"]}, {"id": "title", "component": "Text", "variant": "h2", "text": '
        '"Orders"}, {"id": "list", "component": "List", "children": {"componentId": "row", "path": "/items"}}, '
        '{"id": "row", "component": "Row", "children": ["name", "price", "done"]}, {"id": "name", "component": '
        '"Text", "text": {"path": "name"}}, {"id": "price", "component": "Text", "text": {"call": "formatString", '
        '"args": {"value": "${price} EUR"}}}, {"id": "done", "component": "CheckBox", "label": "done", "value": '
        '{"path": "done"}}]}}',
        '{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items", "value": [%s]}}' % items,
    ]
    with open(sys.argv[2], "w", encoding="utf-8") as output:
        output.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
