#!/usr/bin/env python3
"""A scripted A2UI agent with no model behind it: a booking form, then a confirmation and an itinerary that
streams in.

The conversation: the agent shows a form (a name typed, a cabin chosen, a date typed; a Button its checks disable
until all three are valid). The form's surface is created with `sendDataModel`, so the client sends the form's
data model with the action (`a2uiClientDataModel`, in the transport's metadata). When the Button's action arrives,
the agent checks the action's context itself, and that the data model came and agrees with it; if both hold, the
form's surface is deleted and a confirmation surface is created, whose itinerary list fills item by item. Every message the agent receives is appended to a log (--log FILE, or BOOKING_AGENT_LOG) as one JSON object
a line, with what the agent concluded, so that a test can prove what the client sent.

Run as a stdio agent (the default): A2UI messages as JSON Lines on standard output, the client's messages as JSON
Lines on standard input, words for people on standard error. A client message's metadata comes on the line before
it, as Stratus writes it: `{"metadata": {"a2uiClientDataModel": {...}}}`. Only the standard library is needed.

    stratus run --agent -- python3 Agents/booking_agent.py

Faults for tests (--fault): `exit` exits with status 3 when the action arrives, `garbage` writes a line that is
not JSON instead of answering, `silent` never answers.
"""

import argparse
import json
import os
import re
import sys
import time

VERSION = "v0.9"
CATALOG = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
CABINS = {"economy": "Economy", "business": "Business", "first": "First"}
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def form_messages():
    """The booking form: its surface, its data model, its components."""
    required_name = {"call": "required", "args": {"value": {"path": "/name"}}}
    one_cabin = {"call": "length", "args": {"value": {"path": "/cabin"}, "min": 1}}
    a_date = {"call": "regex", "args": {"value": {"path": "/date"}, "pattern": r"^\d{4}-\d{2}-\d{2}$"}}
    return [
        {"version": VERSION, "createSurface": {"surfaceId": "booking", "catalogId": CATALOG, "sendDataModel": True}},
        {"version": VERSION, "updateDataModel": {"surfaceId": "booking", "path": "/",
                                                 "value": {"name": "", "cabin": [], "date": ""}}},
        {"version": VERSION, "updateComponents": {"surfaceId": "booking", "components": [
            {"id": "root", "component": "Column", "children": ["title", "name", "cabin", "date", "book"]},
            {"id": "title", "component": "Text", "text": "Book a flight", "variant": "h2"},
            {"id": "name", "component": "TextField", "label": "Passenger name", "value": {"path": "/name"}},
            {"id": "cabin", "component": "ChoicePicker", "label": "Cabin", "variant": "mutuallyExclusive",
             "options": [{"label": label, "value": value} for value, label in CABINS.items()],
             "value": {"path": "/cabin"}},
            {"id": "date", "component": "DateTimeInput", "label": "Departure date (YYYY-MM-DD)", "enableDate": True,
             "value": {"path": "/date"}},
            {"id": "book", "component": "Button", "child": "book-label", "variant": "primary",
             "checks": [
                 {"condition": required_name, "message": "Type the passenger's name"},
                 {"condition": one_cabin, "message": "Choose a cabin"},
                 {"condition": a_date, "message": "Type the date as YYYY-MM-DD"},
             ],
             "action": {"event": {"name": "book", "context": {
                 "name": {"path": "/name"}, "cabin": {"path": "/cabin"}, "date": {"path": "/date"}}}}},
            {"id": "book-label", "component": "Text", "text": "Book"},
        ]}},
    ]


def check_booking(context):
    """What is wrong with a `book` action's context, or None when it holds."""
    if not isinstance(context, dict):
        return "the action has no context"
    name, cabin, date = context.get("name"), context.get("cabin"), context.get("date")
    if not isinstance(name, str) or not name.strip():
        return "no passenger name"
    if not isinstance(cabin, list) or len(cabin) != 1 or cabin[0] not in CABINS:
        return "the cabin is not one of %s" % ", ".join(CABINS)
    if not isinstance(date, str) or not DATE.match(date):
        return "the date is not YYYY-MM-DD"
    return None


def check_data_model(data_model, context):
    """What is wrong with the client data model sent with a `book` action (the form's surface asked for it), or
    None when it came and holds what the action's context says."""
    if not isinstance(data_model, dict):
        return "the form's data model was not sent with the action"
    form = data_model.get("surfaces", {}).get("booking") if isinstance(data_model.get("surfaces"), dict) else None
    if data_model.get("version") != VERSION or not isinstance(form, dict):
        return "the data model sent has no %s surface \"booking\"" % VERSION
    if any(form.get(key) != context.get(key) for key in ("name", "cabin", "date")):
        return "the data model sent does not agree with the action's context"
    return None


def confirmation_messages(context):
    """The answer to a valid booking: the form goes, a confirmation surface comes (its list fills later)."""
    cabin = CABINS[context["cabin"][0]]
    return [
        {"version": VERSION, "deleteSurface": {"surfaceId": "booking"}},
        {"version": VERSION, "createSurface": {"surfaceId": "confirmation", "catalogId": CATALOG}},
        {"version": VERSION, "updateDataModel": {"surfaceId": "confirmation", "path": "/",
                                                 "value": {"legs": []}}},
        {"version": VERSION, "updateComponents": {"surfaceId": "confirmation", "components": [
            {"id": "root", "component": "Column", "children": ["done", "summary", "legs-title", "legs"]},
            {"id": "done", "component": "Text", "text": "Booking confirmed", "variant": "h2"},
            {"id": "summary", "component": "Text",
             "text": "%s, %s, departing %s" % (context["name"], cabin, context["date"])},
            {"id": "legs-title", "component": "Text", "text": "Itinerary", "variant": "h4"},
            {"id": "legs", "component": "List", "children": {"path": "/legs", "componentId": "leg"}},
            {"id": "leg", "component": "Text", "text": {"call": "formatString", "args": {"value": "${step}"}}},
        ]}},
    ]


def itinerary(context):
    """The items of the itinerary, streamed one by one after the confirmation."""
    return [
        "Check-in opens 24 h before %s" % context["date"],
        "Seat assigned in %s" % CABINS[context["cabin"][0]],
        "Boarding pass sent to %s" % context["name"],
    ]


def leg_message(index, step):
    return {"version": VERSION, "updateDataModel": {"surfaceId": "confirmation", "path": "/legs/%d" % index,
                                                    "value": {"step": step}}}


def refusal_messages(problem):
    return [{"version": VERSION, "updateComponents": {"surfaceId": "booking", "components": [
        {"id": "root", "component": "Column", "children": ["title", "refused", "name", "cabin", "date", "book"]},
        {"id": "refused", "component": "Text", "text": "The agent refused the booking: %s" % problem},
    ]}}]


class Conversation:
    """The script, whatever carries its messages: `receive` takes a client message and returns the messages to
    send now and those to stream after, each after `pace` seconds."""

    def __init__(self, log_path, fault=None):
        self.log_path = log_path
        self.fault = fault

    def log(self, entry):
        if not self.log_path:
            return
        entry["at"] = time.time()
        with open(self.log_path, "a", encoding="utf-8") as log:
            log.write(json.dumps(entry) + "\n")

    def start(self):
        self.log({"event": "start"})
        return form_messages()

    def receive(self, message, data_model=None):
        """(messages now, messages streamed later, whether to stop after) for one client message, and the client
        data model that came with it."""
        action = message.get("action") if isinstance(message, dict) else None
        if not isinstance(action, dict):
            self.log({"received": message, "verdict": "not an action"})
            return [], [], False
        if action.get("name") != "book":
            self.log({"received": message, "verdict": "unknown action"})
            return [], [], False
        context = action.get("context")
        problem = check_booking(context) or check_data_model(data_model, context)
        self.log({"received": message, "dataModel": data_model, "verdict": problem or "ok"})
        if self.fault in ("exit", "garbage", "silent"):
            return [], [], False
        if problem:
            return refusal_messages(problem), [], False
        later = [leg_message(index, step) for index, step in enumerate(itinerary(context))]
        return confirmation_messages(context), later, False


def run_stdio(conversation, pace):
    out = sys.stdout

    def send(message):
        out.write(json.dumps(message) + "\n")
        out.flush()

    for message in conversation.start():
        send(message)
    print("booking agent: form sent, waiting for the booking", file=sys.stderr, flush=True)
    data_model = None
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            message = json.loads(line)
        except ValueError as error:
            conversation.log({"unreadable": line.rstrip("\n"), "error": str(error)})
            continue
        if isinstance(message, dict) and set(message) == {"metadata"}:
            # The metadata of the message on the next line.
            data_model = message["metadata"].get("a2uiClientDataModel")
            continue
        now, later, _ = conversation.receive(message, data_model)
        data_model = None
        if message.get("action") and conversation.fault == "exit":
            print("booking agent: giving up on this booking on purpose (--fault exit)", file=sys.stderr, flush=True)
            sys.exit(3)
        if message.get("action") and conversation.fault == "garbage":
            out.write("this is not JSON {{{\n")
            out.flush()
            continue
        for answer in now:
            send(answer)
        for answer in later:
            if pace:
                time.sleep(pace)
            send(answer)
        if later:
            print("booking agent: itinerary sent", file=sys.stderr, flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--log", default=os.environ.get("BOOKING_AGENT_LOG"),
                        help="append every message received, and the verdict, to this file (JSON Lines)")
    parser.add_argument("--pace", type=float, default=0.4, help="seconds between the itinerary's items")
    parser.add_argument("--fault", choices=["exit", "garbage", "silent"], help="misbehave when the action arrives")
    arguments = parser.parse_args()
    run_stdio(Conversation(arguments.log, arguments.fault), arguments.pace)


if __name__ == "__main__":
    main()
