#!/usr/bin/env python3
"""Round trip from a Button press to a stdio A2UI agent's next surface on screen, less the agent's own time.

    python3 Scripts/agent-press-latency.py [--stratus .build/release/stratus] [--presses 20]

Runs `stratus run --agent` in a pseudo-terminal of 80x24 with this script as the agent. The agent shows one Button;
each time its action arrives, the agent answers with an updateComponents that gives the Button's label a new word
(every letter differs from the word before, so the terminal gets the whole word), and writes to a report file how
long it took from reading the action to having written the answer. The driver presses Enter, stamps the time, reads
the terminal until the new word has been written to it, and takes the agent's time off. Two presses warm up
first. Prints each press and the median in milliseconds (goal under 20).
"""

import argparse
import fcntl
import json
import os
import pty
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

CATALOG = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
WORDS = ["klmnopqrst", "ABCDEFGHIJ"]


def label(word):
    return {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [
        {"id": "label", "component": "Text", "text": word}]}}


def agent(report):
    out = sys.stdout

    def send(message):
        out.write(json.dumps(message) + "\n")
        out.flush()

    send({"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": CATALOG}})
    send({"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [
        {"id": "root", "component": "Button", "child": "label", "action": {"event": {"name": "press"}}},
        {"id": "label", "component": "Text", "text": "Press"}]}})
    presses = 0
    with open(report, "a", encoding="utf-8") as log:
        while True:
            line = sys.stdin.readline()
            if not line:
                return
            received = time.perf_counter()
            if '"action"' not in line:
                continue
            presses += 1
            send(label(WORDS[presses % 2]))
            log.write("%.9f\n" % (time.perf_counter() - received))
            log.flush()


def read_until(master, needle, deadline):
    """Reads the terminal until `needle` has been written to it; the time it was seen, or None at the deadline."""
    seen = b""
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([master], [], [], 0.05)
        if not ready:
            continue
        try:
            chunk = os.read(master, 65536)
        except OSError:
            return None
        now = time.perf_counter()
        seen += chunk
        if needle in seen:
            return now
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--stratus", default=".build/release/stratus")
    parser.add_argument("--presses", type=int, default=20)
    parser.add_argument("--agent-report", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.agent_report:
        agent(arguments.agent_report)
        return
    warmup = 2
    with tempfile.TemporaryDirectory() as folder:
        report = os.path.join(folder, "report.txt")
        master, slave = pty.openpty()
        os.set_blocking(master, True)
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        environment = dict(os.environ, TERM="xterm-256color")
        process = subprocess.Popen(
            [arguments.stratus, "run", "--agent", "--", sys.executable, os.path.abspath(__file__), "--agent-report", report],
            stdin=slave, stdout=slave, stderr=subprocess.DEVNULL, env=environment, start_new_session=True)
        os.close(slave)
        rounds = []
        try:
            if read_until(master, b"Press", time.perf_counter() + 30) is None:
                sys.exit("the agent's first surface never showed")
            for press in range(1, warmup + arguments.presses + 1):
                pressed = time.perf_counter()
                os.write(master, b"\r")
                seen = read_until(master, WORDS[press % 2].encode(), pressed + 10)
                if seen is None:
                    sys.exit("press %d: the agent's next surface never showed" % press)
                rounds.append(seen - pressed)
                time.sleep(0.05)
        finally:
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            os.close(master)
        with open(report, encoding="utf-8") as file:
            agent_times = [float(line) for line in file if line.strip()]
    if len(agent_times) != len(rounds):
        sys.exit("the agent answered %d presses, the driver made %d" % (len(agent_times), len(rounds)))
    samples = []
    for index, (round_trip, own) in enumerate(zip(rounds, agent_times)):
        if index < warmup:
            continue
        sample = (round_trip - own) * 1000
        samples.append(sample)
        print("press %d: %.2f ms round trip, %.3f ms in the agent, %.2f ms in Stratus"
              % (index - warmup + 1, round_trip * 1000, own * 1000, sample))
    print("agent.stdio-press-to-surface: median %.2f ms over %d presses (goal < 20)"
          % (statistics.median(samples), len(samples)))


if __name__ == "__main__":
    main()
