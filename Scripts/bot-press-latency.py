#!/usr/bin/env python3
"""Round trip from a press to a Bot Framework bot's next card on screen, less the bot's own time.

    python3 Scripts/bot-press-latency.py [--stratus .build/release/stratus] [--presses 20] [--expect-replies]
        [--python .build/bot-venv/bin/python] [--bot Agents/botbuilder_bot.py]

Starts the test bot (Agents/botbuilder_bot.py by default, botbuilder-core 4.17 from the virtual environment `make
bot-venv` makes) on a free port of 127.0.0.1, and `stratus run --bot` in a pseudo-terminal of 80x24. For each press
the driver types `card WORD` in the conversation's message line, waits for the typing to be drawn, stamps the time
and presses Enter; the bot answers with an Adaptive Card whose text is WORD in capitals (every letter differs from
the card before, so the terminal gets the whole word), and the driver reads the terminal until that word has been
written to it. Two presses warm up first. Prints each press and the median in milliseconds (goal under 20).

The bot stamps its own time (bot_script.py, "card WORD"): from its HTTP request arriving at its aiohttp server to
the card being handed to the SDK's send (normal delivery: the SDK then posts the card to the connector endpoints
Stratus serves, which counts as Stratus's time, so the figure is an upper bound), or, with `--expect-replies`,
to the request being answered with the card in the HTTP response.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from press_terminal import drain, read_until, report, run_in_terminal, stop, wait_for_port  # noqa: E402

WORDS = ["klmnopqrst", "abcdefghij"]


def start_bot(python, script, folder):
    """Starts the bot; its process, the endpoint Stratus reaches it at and its log's path."""
    ready = os.path.join(folder, "port")
    log = os.path.join(folder, "bot.log")
    bot = subprocess.Popen([python, script, "--port", "0", "--ready", ready, "--log", log],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    port = wait_for_port(bot, ready, "the bot", "does %s have the SDK? make bot-venv" % python)
    return bot, "http://127.0.0.1:%d/api/messages" % port, log


def bot_times(log, expect_replies):
    """The bot's own time of each timed card, in the order answered."""
    key = "whole" if expect_replies else "before_send"
    with open(log, encoding="utf-8") as file:
        entries = [json.loads(line) for line in file if line.strip()]
    return [entry["timed"][key] for entry in entries if "timed" in entry]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--stratus", default=".build/release/stratus")
    parser.add_argument("--presses", type=int, default=20)
    parser.add_argument("--expect-replies", action="store_true",
                        help="ask for the replies in the HTTP answer (deliveryMode expectReplies)")
    parser.add_argument("--python", default=".build/bot-venv/bin/python", help="the Python with the bot's SDK")
    parser.add_argument("--bot", default="Agents/botbuilder_bot.py")
    arguments = parser.parse_args()
    warmup = 2
    with tempfile.TemporaryDirectory() as folder:
        bot, url, log = start_bot(arguments.python, arguments.bot, folder)
        command = [arguments.stratus, "run", "--bot", url] + (["--expect-replies"] if arguments.expect_replies else [])
        process, master = run_in_terminal(command)
        rounds = []
        try:
            if read_until(master, b"Welcome aboard", time.perf_counter() + 30) is None:
                sys.exit("the bot's welcome never showed")
            for press in range(1, warmup + arguments.presses + 1):
                word = WORDS[press % 2]
                os.write(master, ("card " + word).encode())
                drain(master, 0.2)
                pressed = time.perf_counter()
                os.write(master, b"\r")
                seen = read_until(master, word.upper().encode(), pressed + 10)
                if seen is None:
                    sys.exit("press %d: the bot's card never showed" % press)
                rounds.append(seen - pressed)
                drain(master, 0.1)
        finally:
            stop(process)
            stop(bot)
            os.close(master)
        own_times = bot_times(log, arguments.expect_replies)
    delivery = "expect-replies" if arguments.expect_replies else "normal"
    report(rounds, own_times, warmup, "bot", "bot.%s-press-to-card" % delivery)

if __name__ == "__main__":
    main()
