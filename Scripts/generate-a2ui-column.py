#!/usr/bin/env python3
"""Writes the surface of `stratus-bench a2ui-column` and the same screen in Nimbus, for whole-process timings.

usage: generate-a2ui-column.py N DIRECTORY
Writes DIRECTORY/a2ui-N.jsonl (a Column holding one TextField bound to /name and N Texts bound to /rows/i) and
DIRECTORY/nimbus-N.json (a layout:column declaring the state model, a terminal:textInput and N layout:texts), the
shapes of SurfaceColumnBenchmarks.surfaceMessages and nimbusScreen (Docs/Evidence.md).
"""
import json
import os
import sys

CATALOG = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2])
    count, directory = int(sys.argv[1]), sys.argv[2]
    rows = [f"Row {index}" for index in range(count)]
    components = [
        {"id": "root", "component": "Column", "children": ["field"] + [f"text-{index}" for index in range(count)]},
        {"id": "field", "component": "TextField", "label": "Name", "value": {"path": "/name"}},
    ] + [{"id": f"text-{index}", "component": "Text", "text": {"path": f"/rows/{index}"}} for index in range(count)]
    messages = [
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": CATALOG}},
        {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "value": {"name": "", "rows": rows}}},
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": components}},
    ]
    with open(os.path.join(directory, f"a2ui-{count}.jsonl"), "w") as stream:
        stream.write("\n".join(json.dumps(message) for message in messages) + "\n")
    field = {"_:component": "terminal:textInput", "id": "field", "properties": {
        "label": "Name", "value": "@{model.name}",
        "onChange": [{"_:action": "setState", "properties": {"path": "model.name", "value": "@{onChange}"}}]}}
    texts = [{"_:component": "layout:text", "id": f"text-{index}", "properties": {"text": f"@{{model.rows[{index}]}}"}}
             for index in range(count)]
    screen = {"_:component": "layout:column", "id": "root", "state": {"model": {"name": "", "rows": rows}},
              "children": [field] + texts}
    with open(os.path.join(directory, f"nimbus-{count}.json"), "w") as file:
        json.dump(screen, file)


if __name__ == "__main__":
    main()
