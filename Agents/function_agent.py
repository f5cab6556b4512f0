#!/usr/bin/env python3
"""A scripted A2UI v1.0 agent (of 2026-08-18) that calls functions both ways, with no model behind it.

The conversation: the agent creates a surface of the catalog Agents/function_catalog.json (the client must hold it:
`--a2ui-catalog Agents/function_catalog.json`) whose greeting is a call of `greet`, a function of the agent's own:
the client sends `callAgentFunction` and shows the greeting once the agent's `agentFunctionResponse` comes; the
greeting follows the name typed (each new name is a new call). Its Button's action calls `verifyName`, also the
agent's. Then the agent calls the client's functions with `callRendererFunction`: `formatCurrency` (which the
catalog lets the agent call: the value comes back in a `rendererFunctionResponse` and the agent shows it),
`required` (rendererOnly) and `launchRockets` (declared nowhere), which the client must refuse with an `error` of
code INVALID_FUNCTION_CALL; and it answers a call the client never made, which the client must report too.

Every message the agent receives is appended to a log (--log FILE) as one JSON object a line, with what it
concluded, so that a test can prove what the client sent. Run as a stdio agent: A2UI messages as JSON Lines on
standard output, the client's on standard input (a line of metadata may come before each). Only the standard
library is needed; Agents/booking_a2a_agent.py serves the same script over A2A (`--conversation functions`).

    stratus run --a2ui-catalog Agents/function_catalog.json --agent -- python3 Agents/function_agent.py
"""

import argparse
import json
import os
import sys

import booking_agent

VERSION = "v1.0"
CATALOG = "https://stratus.example/a2ui/v1_0/functions_catalog.json"
SURFACE = "functions"


def start_messages():
    """The surface, then the agent's calls of the client's functions and a response to a call never made."""
    greeting = {"call": "greet", "args": {"name": {"path": "/name"}}}
    return [
        {"version": VERSION, "createSurface": {
            "surfaceId": SURFACE, "catalogId": CATALOG, "dataModel": {"name": "Ada"},
            "components": [
                {"id": "root", "component": "Column", "children": ["title", "greeting", "name", "verify", "price"]},
                {"id": "title", "component": "Text", "text": "Functions both ways", "variant": "h2"},
                {"id": "greeting", "component": "Text", "text": greeting},
                {"id": "name", "component": "TextField", "label": "Name", "value": {"path": "/name"}},
                {"id": "verify", "component": "Button", "child": "verify-label",
                 "action": {"functionCall": {"call": "verifyName", "args": {"name": {"path": "/name"}}}}},
                {"id": "verify-label", "component": "Text", "text": "Verify"},
                {"id": "price", "component": "Text", "text": "Price: waiting for the client"},
            ]}},
        {"version": VERSION, "callRendererFunction": {"functionCallId": "price-1", "callFunction": {
            "call": "formatCurrency", "catalogId": CATALOG, "args": {"value": 1234.5, "currency": "EUR"}}}},
        {"version": VERSION, "callRendererFunction": {"functionCallId": "required-1", "callFunction": {
            "call": "required", "catalogId": CATALOG, "args": {"value": "x"}}}},
        {"version": VERSION, "callRendererFunction": {"functionCallId": "rockets-1", "callFunction": {
            "call": "launchRockets", "catalogId": CATALOG, "args": {"count": 3}}}},
        {"version": VERSION, "agentFunctionResponse": {"functionCallId": "never-made", "value": 42}},
    ]


def answer(call):
    """The agent's own functions: (value, None) or (None, error)."""
    name, args = call.get("call"), call.get("args") or {}
    if name == "greet":
        return "Hello, %s!" % (args.get("name") or "stranger"), None
    if name == "verifyName":
        return {"valid": bool(args.get("name"))}, None
    return None, {"code": "UNKNOWN_FUNCTION", "message": "the agent has no function %r" % name}


class Conversation(booking_agent.Conversation):
    """The script, whatever carries its messages (booking_agent.Conversation's interface, its log and its
    faults): `receive` takes a client message and returns the messages to send now (and none to stream later)."""

    def start(self):
        self.log({"event": "start"})
        return start_messages()

    def receive(self, message, data_model=None):
        """(messages now, messages later, whether to stop after) for one client message."""
        if not isinstance(message, dict):
            self.log({"received": message, "verdict": "not a message"})
            return [], [], False
        if "callAgentFunction" in message:
            body = message["callAgentFunction"]
            value, error = answer(body.get("callFunction") or {})
            self.log({"received": message, "verdict": "answered" if error is None else "unknown function"})
            response = {"functionCallId": body.get("functionCallId")}
            if error is None:
                response["value"] = value
            else:
                response["error"] = error
            return [{"version": VERSION, "agentFunctionResponse": response}], [], False
        if "rendererFunctionResponse" in message:
            body = message["rendererFunctionResponse"]
            self.log({"received": message, "verdict": "response"})
            shown = body.get("value") if "value" in body else "failed: %s" % body.get("error")
            return [{"version": VERSION, "updateComponents": {"surfaceId": SURFACE, "components": [
                {"id": "price", "component": "Text", "text": "Price: %s" % shown}]}}], [], False
        self.log({"received": message, "verdict": "error" if "error" in message else "other"})
        return [], [], False


def run_stdio(conversation):
    def send(message):
        sys.stdout.write(json.dumps(message) + "\n")
        sys.stdout.flush()

    for message in conversation.start():
        send(message)
    print("function agent: surface and calls sent", file=sys.stderr, flush=True)
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            message = json.loads(line)
        except ValueError as error:
            conversation.log({"unreadable": line.rstrip("\n"), "error": str(error)})
            continue
        if isinstance(message, dict) and set(message) == {"metadata"}:
            continue
        now, _, _ = conversation.receive(message)
        for reply in now:
            send(reply)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--log", default=os.environ.get("FUNCTION_AGENT_LOG"),
                        help="append every message received, and the verdict, to this file (JSON Lines)")
    arguments = parser.parse_args()
    run_stdio(Conversation(arguments.log))


if __name__ == "__main__":
    main()
