#!/usr/bin/env python3
"""The booking conversation of booking_agent.py served over A2A, with the official SDKs.

The A2A server is a2a-sdk's (JSON-RPC over HTTP, answers streamed as Server-Sent Events), speaking A2A 1.0
(`SendStreamingMessage`) and, on the same endpoint, A2A 0.3 (`message/stream`). Its agent card advertises the
A2UI extension (https://a2ui.org/a2a-extension/a2ui/v0.9). Every A2UI message travels in a DataPart whose
metadata says `mimeType: application/json+a2ui`, its `data` a list of messages, as the extension specifies. The
whole script is checked once with a2ui-agent-sdk's validator against the basic catalog before the first answer
goes out.

The conversation, over A2A:
- the user's first message: a task is made, and the booking form arrives in the status update that puts the
  task in `input-required`;
- the Book action (a DataPart in a message for the same task and context): the agent checks the context itself;
  the confirmation comes as an artifact, then the itinerary's items as artifact chunks appended after it, then the
  task completes. A refused booking answers with the form's correction and keeps the task waiting.

Run it from the virtual environment the Makefile makes (`make agent-venv`):

    .build/agent-venv/bin/python Agents/booking_a2a_agent.py --port 8765
    stratus run a2a+http://127.0.0.1:8765/

`--conversation functions` serves function_agent.py's script instead (A2UI v1.0 function calls both ways; the
client holds Agents/function_catalog.json: `stratus run --a2ui-catalog Agents/function_catalog.json ...`).

`--port 0` takes a free port; `--ready FILE` writes the port there once the server listens. Every request is
logged (`--log FILE`) as booking_agent.py logs, plus what arrived over A2A (method, ids, extensions).

Faults for tests (--fault): `card` serves an agent card that is not JSON, `404` and `500` answer every request
for a message so, `cut` cuts the connection in the middle of the answer to the action, `garbage` sends a stream
event that is not JSON-RPC before the answer, `mime` sends the confirmation and its itinerary with the
MIME type `application/json`, `slow` answers the action after 60 s, `reject` refuses the action with a JSON-RPC
error (invalid params) instead of answering it.
"""

import argparse
import asyncio
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import booking_agent  # noqa: E402  (the conversation's script, shared with the stdio agent)
import function_agent  # noqa: E402  (the function calls' script, --conversation functions)

try:
    import uvicorn
    from a2a.helpers import proto_helpers
    from a2a.server.agent_execution import AgentExecutor, RequestContext
    from a2a.server.events import EventQueue
    from a2a.server.request_handlers import DefaultRequestHandler
    from a2a.server.routes import create_agent_card_routes, create_jsonrpc_routes
    from a2a.server.tasks import InMemoryTaskStore, TaskUpdater
    from a2a.types import AgentCapabilities, AgentCard, AgentExtension, AgentInterface, AgentSkill, Part
    from a2a.types import TaskState
    from a2a.utils.errors import InvalidParamsError
    from a2ui.constants import A2UI_CLIENT_DATA_MODEL_KEY
    from a2ui.core.basic_catalog import BasicCatalog
    from a2ui.utils.validation import validate_payload
    from google.protobuf import json_format, struct_pb2
    from starlette.applications import Starlette
    from starlette.responses import PlainTextResponse, Response
except ImportError as missing:
    sys.exit("booking_a2a_agent: %s; make agent-venv installs the SDKs into .build/agent-venv" % missing)

A2UI_EXTENSION = "https://a2ui.org/a2a-extension/a2ui/v0.9"
A2UI_MIME_TYPE = "application/json+a2ui"
FAULTS = ["card", "404", "500", "cut", "garbage", "mime", "slow", "reject"]


def check_script():
    """Checks every message the script can send with the official validator: a renderer holding the basic
    catalog would accept them."""
    catalog = BasicCatalog(booking_agent.VERSION)
    context = {"name": "Ada", "cabin": ["business"], "date": "2026-12-01"}
    validate_payload([catalog], booking_agent.form_messages())
    validate_payload([catalog], booking_agent.confirmation_messages(context)[1:])
    created = {"booking": booking_agent.CATALOG, "confirmation": booking_agent.CATALOG}
    validate_payload([catalog], booking_agent.refusal_messages("no passenger name"), surface_catalog_ids=created)
    validate_payload([catalog], [booking_agent.leg_message(0, "step")], surface_catalog_ids=created)


def a2ui_part(messages, mime_type=A2UI_MIME_TYPE):
    """One DataPart carrying A2UI messages, as the A2UI extension specifies (a list in `data`, the MIME type in
    the metadata)."""
    part = Part(data=json_format.ParseDict(messages, struct_pb2.Value()))
    part.metadata.update({"mimeType": mime_type})
    return part


def a2ui_actions(message):
    """The A2UI messages of a client's message: its DataParts marked as A2UI, each a list (or one message)."""
    found = []
    for part in message.parts:
        if not part.HasField("data"):
            continue
        metadata = json_format.MessageToDict(part.metadata) if part.HasField("metadata") else {}
        if metadata.get("mimeType") not in (A2UI_MIME_TYPE, "application/a2ui+json"):
            continue
        data = json_format.MessageToDict(part.data)
        found.extend(data if isinstance(data, list) else [data])
    return found


class BookingExecutor(AgentExecutor):
    """Runs the booking script for each request of the conversation."""

    def __init__(self, conversation, pace, checked, fault, hold_last=None):
        self.conversation = conversation
        self.fault = fault
        self.pace = pace
        self.checked = checked
        self.hold_last = hold_last

    async def execute(self, context: RequestContext, event_queue: EventQueue):
        await self.checked
        message = context.message
        call = context.call_context
        self.conversation.log({"a2a": {
            "method": call.state.get("method") if call else None,
            "taskId": context.task_id, "contextId": context.context_id,
            "messageTaskId": message.task_id, "messageContextId": message.context_id,
            "extensions": sorted(context.requested_extensions),
            "text": proto_helpers.get_message_text(message)}})
        task = context.current_task
        if task is None:
            task = proto_helpers.new_task_from_user_message(message)
            await event_queue.enqueue_event(task)
        updater = TaskUpdater(event_queue, task.id, task.context_id)
        actions = a2ui_actions(message)
        if not actions:
            self.conversation.log({"received": proto_helpers.get_message_text(message), "verdict": "first message"})
            form = self.conversation.start()
            await updater.requires_input(updater.new_agent_message([
                proto_helpers.new_text_part("Fill in the booking form."), a2ui_part(form)]))
            return
        metadata = json_format.MessageToDict(message.metadata) if message.HasField("metadata") else {}
        for action in actions:
            now, later, _ = self.conversation.receive(action, metadata.get(A2UI_CLIENT_DATA_MODEL_KEY))
            fault = self.fault
            if fault == "slow":
                await asyncio.sleep(60)
            if fault == "reject":
                raise InvalidParamsError(message="the booking service is closed for maintenance")
            if not later:
                # A refusal (or an action the script does not know): the form says why, the task still waits.
                await updater.requires_input(updater.new_agent_message([a2ui_part(now)] if now else [
                    proto_helpers.new_text_part("Nothing to do for that action.")]))
                return
            await updater.start_work()
            mime = "application/json" if fault == "mime" else A2UI_MIME_TYPE
            answered = time.time()
            await updater.add_artifact([a2ui_part(now, mime)], artifact_id="booking", name="booking",
                                       metadata={"answeredAt": answered})
            self.conversation.log({"answered": "confirmation", "at": answered})
            for index, message_later in enumerate(later):
                if self.pace:
                    await asyncio.sleep(self.pace)
                if self.hold_last and index == len(later) - 1:
                    # A test sees the items before the last on screen, then lets the last one go.
                    while not os.path.exists(self.hold_last):
                        await asyncio.sleep(0.05)
                await updater.add_artifact([a2ui_part([message_later], mime)], artifact_id="booking", append=True)
            await updater.complete(updater.new_agent_message([proto_helpers.new_text_part("Booked.")]))
            return

    async def cancel(self, context: RequestContext, event_queue: EventQueue):
        updater = TaskUpdater(event_queue, context.task_id, context.context_id)
        await updater.cancel()


class Faults:
    """ASGI middleware that breaks the wire the way a test asks: the card, the status of answers, the stream."""

    def __init__(self, app, fault):
        self.app = app
        self.fault = fault

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or not self.fault:
            return await self.app(scope, receive, send)
        path = scope["path"]
        if self.fault == "card" and path.endswith("agent-card.json"):
            return await PlainTextResponse("<html>this is not an agent card</html>", media_type="text/html")(
                scope, receive, send)
        if scope["method"] == "POST" and self.fault in ("404", "500"):
            status = int(self.fault)
            return await Response("no such agent here" if status == 404 else "the agent broke",
                                  status_code=status, media_type="text/plain")(scope, receive, send)
        if scope["method"] != "POST" or self.fault not in ("cut", "garbage"):
            return await self.app(scope, receive, send)
        body = bytearray()

        async def receive_body():
            event = await receive()
            body.extend(event.get("body", b""))
            return event

        async def broken_send(event):
            # Only the answer to the action (a request carrying a DataPart) is broken; the form comes whole.
            if event["type"] != "http.response.body" or b'"data"' not in body:
                return await send(event)
            chunk = event.get("body", b"")
            if self.fault == "garbage" and chunk:
                await send({"type": "http.response.body", "body": b"data: this is not JSON-RPC {{{\n\n",
                            "more_body": True})
                self.fault = "garbage-sent"
                return await send(event)
            if self.fault == "cut" and b"artifact" in chunk.lower():
                # Half of the event that carries the confirmation, then the connection goes.
                await send({"type": "http.response.body", "body": chunk[: len(chunk) // 2], "more_body": True})
                raise ConnectionResetError("booking_a2a_agent: connection cut on purpose (--fault cut)")
            return await send(event)

        return await self.app(scope, receive_body, broken_send)


def agent_card(host, port, versions):
    url = "http://%s:%d/" % (host, port)
    return AgentCard(
        name="Booking agent",
        description="Books a flight with a form: a scripted A2UI conversation with no model behind it.",
        version="1.0.0",
        supported_interfaces=[AgentInterface(url=url, protocol_binding="JSONRPC", protocol_version=version)
                              for version in versions],
        capabilities=AgentCapabilities(streaming=True, extensions=[AgentExtension(
            uri=A2UI_EXTENSION, description="Provides agent driven UI using the A2UI JSON format.",
            params={"supportedCatalogIds": [booking_agent.CATALOG]})]),
        default_input_modes=["text/plain", A2UI_MIME_TYPE],
        default_output_modes=["text/plain", A2UI_MIME_TYPE],
        skills=[AgentSkill(id="book", name="Book a flight", description="A booking form, then its confirmation.",
                           tags=["booking"], examples=["Book a flight"])])


async def serve(arguments):
    # The stdio agent's faults are its own: over A2A the script runs straight, and the wire breaks instead.
    loop = asyncio.get_running_loop()
    if arguments.conversation == "functions":
        conversation = function_agent.Conversation(arguments.log)
        # v1.0 of 2026-08-18's function messages are newer than the SDK's validator: nothing to check first.
        checked = loop.create_future()
        checked.set_result(None)
    else:
        conversation = booking_agent.Conversation(arguments.log)
        checked = loop.run_in_executor(None, check_script)
    # A stream still open when the agent is told to stop is not waited for longer than a second.
    config = uvicorn.Config(None, host=arguments.host, port=arguments.port, log_level="warning",
                            timeout_graceful_shutdown=1)
    server = uvicorn.Server(config)
    sockets = [config.bind_socket()]
    port = sockets[0].getsockname()[1]
    card = agent_card(arguments.host, port, ["0.3"] if arguments.a2a_version == "0.3" else ["1.0", "0.3"])
    handler = DefaultRequestHandler(agent_executor=BookingExecutor(conversation, arguments.pace, checked, arguments.fault,
                                                                    arguments.hold_last),
                                    task_store=InMemoryTaskStore(), agent_card=card)
    routes = create_agent_card_routes(card) + create_jsonrpc_routes(handler, "/", enable_v0_3_compat=True)
    config.app = Faults(Starlette(routes=routes), arguments.fault)
    conversation.log({"event": "listening", "port": port, "fault": arguments.fault})
    if arguments.ready:
        with open(arguments.ready + ".part", "w", encoding="utf-8") as ready:
            ready.write("%d\n" % port)
        os.replace(arguments.ready + ".part", arguments.ready)
    print("booking agent: A2A on http://%s:%d/" % (arguments.host, port), file=sys.stderr, flush=True)
    await server.serve(sockets=sockets)
    conversation.log({"event": "stopped"})


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8765, help="0 takes a free port")
    parser.add_argument("--ready", help="write the port to this file once the server listens")
    parser.add_argument("--log", default=os.environ.get("BOOKING_AGENT_LOG"),
                        help="append every message received, and the verdict, to this file (JSON Lines)")
    parser.add_argument("--pace", type=float, default=0.4, help="seconds between the itinerary's items")
    parser.add_argument("--fault", choices=FAULTS, help="misbehave on the wire")
    parser.add_argument("--conversation", choices=["booking", "functions"], default="booking",
                        help="the script: the booking form, or function_agent.py's function calls both ways")
    parser.add_argument("--hold-last", metavar="FILE",
                        help="send the itinerary's last item only once FILE exists (tests see the list stream in)")
    parser.add_argument("--a2a-version", choices=["1.0", "0.3"], default="1.0",
                        help="1.0: the card lists A2A 1.0 and 0.3 (both are served); 0.3: the card lists 0.3 only")
    arguments = parser.parse_args()
    try:
        asyncio.run(serve(arguments))
    except KeyboardInterrupt:
        pass
    # The SDK's tasks of a finished conversation may still wait on their queues: they are not waited for.
    os._exit(0)


if __name__ == "__main__":
    main()
