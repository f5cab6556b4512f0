#!/usr/bin/env python3
"""An A2UI agent that says what a stream file says and listens: it writes the messages of FILE (a JSON array of
messages, an example bundle `{"messages": [...]}`, or JSON Lines) to standard output, one a line, then appends
every line the client writes to its standard input to a log (--log FILE) and answers nothing.

A test runs a specification example this way (`stratus run --agent -- python3 Agents/replay_agent.py EXAMPLE
--log LOG`) to see exactly what the client sent while the user worked the surface. Only the standard library is
needed.
"""

import argparse
import json
import sys


def messages_of(path):
    """The messages of the stream file at `path`, in order."""
    with open(path, encoding="utf-8") as stream:
        text = stream.read()
    try:
        document = json.loads(text)
    except json.JSONDecodeError:
        return [json.loads(line) for line in text.splitlines() if line.strip()]
    if isinstance(document, dict) and "messages" in document:
        return document["messages"]
    return document if isinstance(document, list) else [document]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", help="the stream to say")
    parser.add_argument("--log", required=True, help="where every line the client writes is appended")
    arguments = parser.parse_args()
    for message in messages_of(arguments.file):
        sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()
    for line in sys.stdin:
        with open(arguments.log, "a", encoding="utf-8") as log:
            log.write(line if line.endswith("\n") else line + "\n")


if __name__ == "__main__":
    main()
