#!/usr/bin/env python3
"""Messages per second from a stdio A2UI agent streaming updateDataModel, as Stratus applies them.

    python3 Scripts/agent-throughput.py [--stratus .build/release/stratus] [--messages 100000] [--runs 3]

Runs `stratus render --agent` with this script as the agent. The agent makes a surface with one Text bound to
/count, then writes MESSAGES updateDataModel messages of /count at once, then a v0.10 callFunction that asks for
a response. Stratus applies a stream's messages in order, and answers the call (here with an error: the function
is client-only, which is all the agent needs) only once every message before it was applied, so the time from the
agent's first write to that answer on its standard input is the time Stratus took to read, decode and apply them
all (frames coalesced: one screen is made per batch the reader handed over, not per message). The lines are made
before the clock starts. Prints each run and the median.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

CATALOG = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"


def agent(count, report):
    lines = [json.dumps({"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/count", "value": i}})
             for i in range(1, count + 1)]
    head = [
        json.dumps({"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": CATALOG}}),
        json.dumps({"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [
            {"id": "root", "component": "Text", "text": {"call": "formatString", "args": {"value": "count ${/count}"}}}]}}),
    ]
    marker = json.dumps({"version": "v0.10", "functionCallId": "done", "wantResponse": True,
                         "callFunction": {"call": "formatString", "args": {"value": "done"}}})
    payload = ("\n".join(head + lines + [marker]) + "\n").encode()
    out = sys.stdout.buffer
    start = time.perf_counter()
    out.write(payload)
    out.flush()
    for line in sys.stdin:
        if '"done"' in line:
            elapsed = time.perf_counter() - start
            with open(report, "w", encoding="utf-8") as file:
                json.dump({"messages": count, "seconds": elapsed}, file)
            break
    sys.stdin.read()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--stratus", default=".build/release/stratus")
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--agent-report", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.agent_report:
        agent(arguments.messages, arguments.agent_report)
        return
    rates = []
    for run in range(arguments.runs):
        with tempfile.TemporaryDirectory() as folder:
            report = os.path.join(folder, "report.json")
            rendered = subprocess.run(
                [arguments.stratus, "render", "--size", "80x10", "--timeout", "600", "--agent", "--",
                 sys.executable, os.path.abspath(__file__), "--messages", str(arguments.messages),
                 "--agent-report", report],
                capture_output=True, text=True)
            if not os.path.exists(report):
                sys.exit("the agent got no answer:\n%s%s" % (rendered.stdout, rendered.stderr))
            with open(report, encoding="utf-8") as file:
                result = json.load(file)
            # The call's refusal is said on screen too (above the surface): the surface's line is looked for.
            shown = [line.strip() for line in rendered.stdout.splitlines()]
            if "count %d" % arguments.messages not in shown:
                sys.exit("the frame does not show the last message:\n%s" % rendered.stdout)
            rate = result["messages"] / result["seconds"]
            rates.append(rate)
            print("run %d: %d messages in %.3f s, %.0f messages/s" % (run + 1, result["messages"], result["seconds"], rate))
    print("agent.stdio-update-data-model: median %.0f messages/s over %d runs (goal > 20000)" % (statistics.median(rates), len(rates)))


if __name__ == "__main__":
    main()
