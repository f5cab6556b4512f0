"""The conversation both test bots hold, whatever SDK serves it (botbuilder_bot.py, agents_sdk_bot.py).

Stratus is the channel these bots talk to (Docs/Bots.md). Each bot answers the same words the same way, so that a
test written for one runs against the other:

- a member added (conversationUpdate): a welcome text;
- "hi" (or any text not below): a text, then the booking card (Adaptive Card 1.5: a text input, a choice set, a
  date, a toggle; Action.Submit "Book", Action.ShowCard "Comment" holding its own input and Action.Submit, and
  Action.Execute "Hold seat");
- the card's Action.Submit (a message whose `value` holds the inputs and `verb`): the values are logged, and a text
  says what was booked;
- the card's Action.Execute (an `adaptiveCard/action` invoke, verb `hold`): the values are logged, and the invoke
  response is a new card that replaces the old one (Universal Actions); verb `release` answers with a message;
- "later": a text now, and a proactive message `--proactive-delay` seconds later, sent to the channel's serviceUrl;
- "edit": a text, then the same activity updated; "gone": a text, then the same activity deleted;
- "typing": a typing indicator, then a text; "hero": a hero card, a thumbnail card and suggested actions;
- "strange": an attachment of a content type no channel knows; "flood N": N texts as fast as they go;
- "slow S": the answer S seconds late; "stranger": a proactive message to a conversation that does not exist (the
  error the channel answers is logged); "crash": the turn raises;
- "refresh": a card whose `refresh` names the user (`userIds: ["user"]`), "refresh all" one with no `userIds`,
  "refresh others" one for another user only; its Action.Execute `refresh` (invoked by the channel with trigger
  `automatic`) is logged as `refreshed` and answered with a card saying who it was refreshed for;
- "markdown": a text in Markdown (`textFormat: markdown`): bold, italic, a list and a link;
- "card WORD": a card whose text is WORD in capitals, timed for the benchmark (Scripts/bot-press-latency.py): the
  log's `timed` line says how long after the HTTP request arrived the card was handed to the SDK (`before_send`)
  and the request was answered (`whole`).

Every activity received and every outcome worth checking is one JSON line in the log (`--log FILE`).
"""

import argparse
import asyncio
import contextvars
import json
import os
import signal
import sys
import threading
import time

BOOK_VERB = "book"
COMMENT_VERB = "comment"
HOLD_VERB = "hold"
RELEASE_VERB = "release"
REFRESH_VERB = "refresh"
ADAPTIVE_CARD = "application/vnd.microsoft.card.adaptive"
MESSAGE = "application/vnd.microsoft.activity.message"
UNKNOWN_CONTENT_TYPE = "application/vnd.example.hologram"


class BotLog:
    """One JSON object per line, flushed at once so that a test reads what happened so far."""

    def __init__(self, path):
        self.path = path
        self.lock = threading.Lock()

    def write(self, entry):
        entry = dict(entry, at=time.time())
        line = json.dumps(entry, sort_keys=True)
        with self.lock:
            if self.path:
                with open(self.path, "a", encoding="utf-8") as log:
                    log.write(line + "\n")
            else:
                print(line, file=sys.stderr, flush=True)

    def received(self, activity):
        """Logs an activity as it arrived (a plain dict in the Bot Framework's JSON names)."""
        self.write({"received": {key: activity.get(key) for key in
                                 ("type", "name", "text", "value", "deliveryMode", "serviceUrl")
                                 if activity.get(key) is not None}})


def booking_card():
    """The card "hi" answers with."""
    return {
        "type": "AdaptiveCard",
        "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
        "version": "1.5",
        "body": [
            {"type": "TextBlock", "text": "Book a cabin", "weight": "Bolder", "size": "Medium"},
            {"type": "Input.Text", "id": "name", "label": "Name", "isRequired": True,
             "errorMessage": "Say who travels"},
            {"type": "Input.ChoiceSet", "id": "cabin", "label": "Cabin", "value": "economy",
             "choices": [{"title": "Economy", "value": "economy"}, {"title": "Business", "value": "business"}]},
            {"type": "Input.Date", "id": "date", "label": "Date"},
            {"type": "Input.Toggle", "id": "meal", "title": "Meal on board", "value": "false"},
        ],
        "actions": [
            {"type": "Action.Submit", "id": "book", "title": "Book", "data": {"verb": BOOK_VERB}},
            {"type": "Action.ShowCard", "id": "add-comment", "title": "Comment", "card": {
                "type": "AdaptiveCard",
                "body": [{"type": "Input.Text", "id": "comment", "label": "Comment", "isMultiline": True}],
                "actions": [{"type": "Action.Submit", "id": "send-comment", "title": "Send comment", "data": {"verb": COMMENT_VERB}}],
            }},
            {"type": "Action.Execute", "id": "hold", "title": "Hold seat", "verb": HOLD_VERB, "data": {"seat": "12A"}},
        ],
    }


def held_card(values):
    """The card that replaces the booking card once Action.Execute `hold` is answered."""
    name = values.get("name") or "nobody"
    seat = values.get("seat") or "?"
    return {
        "type": "AdaptiveCard",
        "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
        "version": "1.5",
        "body": [{"type": "TextBlock", "text": "Seat %s held for %s" % (seat, name), "wrap": True}],
        "actions": [{"type": "Action.Execute", "id": "release", "title": "Release", "verb": RELEASE_VERB, "data": {"seat": seat}}],
    }


def refresh_card(argument):
    """The card "refresh [all|others]" answers with: its refresh action for the user, everyone, or someone else."""
    card = {
        "type": "AdaptiveCard",
        "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
        "version": "1.5",
        "body": [{"type": "TextBlock", "text": "Seat map as sent", "wrap": True}],
        "refresh": {"action": {"type": "Action.Execute", "title": "Refresh", "verb": REFRESH_VERB,
                               "data": {"seat": "12A"}}},
    }
    if argument != "all":
        card["refresh"]["userIds"] = ["someone-else"] if argument == "others" else ["user"]
    return card


def refreshed_card(user_id, trigger):
    """The card that answers the refresh action."""
    return {
        "type": "AdaptiveCard",
        "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
        "version": "1.5",
        "body": [{"type": "TextBlock", "text": "Seat map refreshed for %s (%s)" % (user_id or "nobody", trigger or "?"),
                  "wrap": True}],
    }


MARKDOWN_TEXT = ("**Cabins** left on _deck 3_:\n\n- Economy: 3\n- Business: 1\n\n"
                 "See [the deck plan](https://example.com/deck3).")


# The benchmark's stamps of the request being served (a dict the turn writes into; see stamping).
STAMPS = contextvars.ContextVar("stamps", default=None)


def stamping(log):
    """aiohttp middleware: stamps each request's arrival; when its turn answered "card WORD", logs how long after
    the arrival the card was handed to the SDK and the request was answered."""
    from aiohttp import web

    @web.middleware
    async def stamp(request, handler):
        stamps = {"arrived": time.perf_counter()}
        STAMPS.set(stamps)
        response = await handler(request)
        if "word" in stamps:
            log.write({"timed": {"word": stamps["word"], "before_send": stamps["answering"] - stamps["arrived"],
                                 "whole": time.perf_counter() - stamps["arrived"]}})
        return response

    return stamp


def timed_card(argument):
    """The card "card WORD" answers with, WORD in capitals; the moment it is handed to the SDK is stamped."""
    word = (argument or "").upper()
    card = {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": word}]}
    stamps = STAMPS.get()
    if stamps is not None:
        stamps["word"] = word
        stamps["answering"] = time.perf_counter()
    return card


def booked_text(values):
    """The text that answers the card's Action.Submit."""
    if values.get("verb") == COMMENT_VERB:
        return "Comment noted: %s" % (values.get("comment") or "")
    return "Booked %s for %s on %s" % (values.get("cabin") or "economy", values.get("name") or "nobody",
                                        values.get("date") or "no date")


def hero_card():
    return {"title": "Cabin 12", "subtitle": "Deck 3", "text": "A quiet cabin near the bow.",
            "buttons": [{"type": "imBack", "title": "Book it", "value": "hi"}]}


def thumbnail_card():
    return {"title": "Cabin 14", "text": "Two berths.", "buttons": [{"type": "imBack", "title": "Later", "value": "later"}]}


def suggested_actions():
    return {"to": [], "actions": [{"type": "imBack", "title": "Hi", "value": "hi"},
                                  {"type": "imBack", "title": "Later", "value": "later"}]}


def command(text):
    """The command a text names and its argument: ("flood", "20"), ("hi", None)."""
    words = (text or "").strip().lower().split()
    if not words:
        return "hi", None
    known = {"later", "edit", "gone", "typing", "hero", "strange", "flood", "slow", "stranger", "crash", "refresh",
             "card", "markdown"}
    return (words[0] if words[0] in known else "hi"), (words[1] if len(words) > 1 else None)


def number(argument, default):
    try:
        return float(argument)
    except (TypeError, ValueError):
        return default


def argument_parser(description):
    """The options both bots take; each adds its own."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=3978, help="0 takes a free port")
    parser.add_argument("--ready", help="write the port to this file once the server listens")
    parser.add_argument("--log", help="one JSON line per activity received (stderr when absent)")
    parser.add_argument("--proactive-delay", type=float, default=1.0, help="seconds before the proactive message")
    return parser


async def serve_forever(app, arguments, log, sdk):
    """Serves the aiohttp `app` on the host and port asked for, logs and writes (atomically) the port bound to the
    ready file, then serves until the process is stopped."""
    from aiohttp import web  # the bots import it from their venv; bot_script itself needs no SDK

    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, arguments.host, arguments.port).start()
    port = runner.addresses[0][1]
    log.write({"event": "listening", "port": port, "sdk": sdk})
    if arguments.ready:
        with open(arguments.ready + ".part", "w", encoding="utf-8") as ready:
            ready.write("%d\n" % port)
        os.replace(arguments.ready + ".part", arguments.ready)
    try:
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()


def run(serve, parser):
    """Runs the coroutine function `serve` with the parsed arguments until Ctrl+C or SIGTERM."""
    # A parent may start the bot with SIGTERM ignored (the disposition is inherited): ask for it back.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        asyncio.run(serve(parser.parse_args()))
    except KeyboardInterrupt:
        pass
