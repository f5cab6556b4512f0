#!/usr/bin/env python3
"""Round trip from a Button press to an A2UI agent's next surface on screen, less the agent's own time.

    python3 Scripts/agent-press-latency.py [--stratus .build/release/stratus] [--presses 20]
    python3 Scripts/agent-press-latency.py --transport a2a --python .build/agent-venv/bin/python [...]

Runs `stratus run` in a pseudo-terminal of 80x24 with this script as the agent. The agent shows one Button; each
time its action arrives, the agent answers with an updateComponents that gives the Button's label a new word (every
letter differs from the word before, so the terminal gets the whole word), and writes to a report file how long it
took. The driver presses Enter, stamps the time, reads the terminal until the new word has been written to it, and
takes the agent's time off. Two presses warm up first. Prints each press and the median in milliseconds (goal
under 20).

Over stdio (`stratus run --agent`), the agent's time runs from reading the action to having written the answer.
Over A2A (`stratus run a2a+http://...`, the agent served by the official a2a-sdk on a free port of 127.0.0.1 with
uvicorn, run by `--python`, the virtual environment `make agent-venv` makes), it runs from the moment the HTTP
request reaches the agent's ASGI application to the moment the Server-Sent Event that carries the answer is handed
back to the server: what the SDK does with the request (JSON-RPC, the task store, the event queue) counts as the
agent's, the client's request and the loopback connection as Stratus's.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from press_terminal import read_until, report as report_presses, run_in_terminal, stop, wait_for_port  # noqa: E402

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

    for message in first_surface():
        send(message)
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


A2UI_EXTENSION = "https://a2ui.org/a2a-extension/a2ui/v0.9"
A2UI_MIME_TYPE = "application/json+a2ui"


def first_surface():
    return [
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": CATALOG}},
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [
            {"id": "root", "component": "Button", "child": "label", "action": {"event": {"name": "press"}}},
            {"id": "label", "component": "Text", "text": "Press"}]}},
    ]


def a2a_agent(report, ready):
    """The same agent over A2A: each request's answer waits for the next press in `input-required`."""
    import asyncio

    import uvicorn
    from a2a.server.agent_execution import AgentExecutor
    from a2a.server.request_handlers import DefaultRequestHandler
    from a2a.server.routes import create_agent_card_routes, create_jsonrpc_routes
    from a2a.server.tasks import InMemoryTaskStore, TaskUpdater
    from a2a.helpers import proto_helpers
    from a2a.types import AgentCapabilities, AgentCard, AgentExtension, AgentInterface, Part
    from google.protobuf import json_format, struct_pb2
    from starlette.applications import Starlette

    def a2ui_part(messages):
        part = Part(data=json_format.ParseDict(messages, struct_pb2.Value()))
        part.metadata.update({"mimeType": A2UI_MIME_TYPE})
        return part

    class Presses(AgentExecutor):
        presses = 0

        async def execute(self, context, event_queue):
            task = context.current_task
            if task is None:
                task = proto_helpers.new_task_from_user_message(context.message)
                await event_queue.enqueue_event(task)
            updater = TaskUpdater(event_queue, task.id, task.context_id)
            has_data = any(part.HasField("data") for part in context.message.parts)
            if has_data:
                Presses.presses += 1
                answer = [label(WORDS[Presses.presses % 2])]
            else:
                answer = first_surface()
            await updater.requires_input(updater.new_agent_message([a2ui_part(answer)]))

        async def cancel(self, context, event_queue):
            pass

    class Stamps:
        """ASGI middleware: the time from a request for a press to the event that carries its answer."""

        def __init__(self, app, log):
            self.app = app
            self.log = log

        async def __call__(self, scope, receive, send):
            if scope["type"] != "http" or scope["method"] != "POST":
                return await self.app(scope, receive, send)
            arrived = time.perf_counter()

            async def stamped_send(event):
                chunk = event.get("body", b"") if event["type"] == "http.response.body" else b""
                word = next((w for w in WORDS if w.encode() in chunk), None)
                await send(event)
                if word:
                    self.log.write("%.9f\n" % (time.perf_counter() - arrived))
                    self.log.flush()

            return await self.app(scope, receive, stamped_send)

    async def serve():
        config = uvicorn.Config(None, host="127.0.0.1", port=0, log_level="warning", timeout_graceful_shutdown=1)
        server = uvicorn.Server(config)
        sockets = [config.bind_socket()]
        port = sockets[0].getsockname()[1]
        card = AgentCard(
            name="Press latency", description="Answers each press with a new label.", version="1.0.0",
            supported_interfaces=[AgentInterface(url="http://127.0.0.1:%d/" % port, protocol_binding="JSONRPC",
                                                 protocol_version="1.0")],
            capabilities=AgentCapabilities(streaming=True, extensions=[AgentExtension(uri=A2UI_EXTENSION)]),
            default_input_modes=["text/plain", A2UI_MIME_TYPE], default_output_modes=[A2UI_MIME_TYPE])
        handler = DefaultRequestHandler(agent_executor=Presses(), task_store=InMemoryTaskStore(), agent_card=card)
        routes = create_agent_card_routes(card) + create_jsonrpc_routes(handler, "/")
        with open(report, "a", encoding="utf-8") as log:
            config.app = Stamps(Starlette(routes=routes), log)
            with open(ready + ".part", "w", encoding="utf-8") as file:
                file.write("%d\n" % port)
            os.replace(ready + ".part", ready)
            await server.serve(sockets=sockets)

    asyncio.run(serve())
    os._exit(0)


def start_a2a_agent(python, report, folder):
    """Starts the A2A agent; its process and the URL Stratus reaches it at."""
    ready = os.path.join(folder, "port")
    agent = subprocess.Popen([python, os.path.abspath(__file__), "--a2a-agent-report", report, "--ready", ready],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    port = wait_for_port(agent, ready, "the A2A agent", "does %s have a2a-sdk? make agent-venv" % python)
    return agent, "a2a+http://127.0.0.1:%d/" % port


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--stratus", default=".build/release/stratus")
    parser.add_argument("--presses", type=int, default=20)
    parser.add_argument("--transport", choices=["stdio", "a2a"], default="stdio")
    parser.add_argument("--python", default=".build/agent-venv/bin/python",
                        help="the Python with a2a-sdk and uvicorn that runs the A2A agent")
    parser.add_argument("--agent-report", help=argparse.SUPPRESS)
    parser.add_argument("--a2a-agent-report", help=argparse.SUPPRESS)
    parser.add_argument("--ready", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.agent_report:
        agent(arguments.agent_report)
        return
    if arguments.a2a_agent_report:
        a2a_agent(arguments.a2a_agent_report, arguments.ready)
        return
    warmup = 2
    with tempfile.TemporaryDirectory() as folder:
        report = os.path.join(folder, "report.txt")
        agent_process = None
        if arguments.transport == "a2a":
            agent_process, url = start_a2a_agent(arguments.python, report, folder)
            command = [arguments.stratus, "run", url, "--message", "Go"]
        else:
            command = [arguments.stratus, "run", "--agent", "--", sys.executable, os.path.abspath(__file__),
                       "--agent-report", report]
        process, master = run_in_terminal(command)
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
            stop(process)
            if agent_process:
                stop(agent_process)
            os.close(master)
        with open(report, encoding="utf-8") as file:
            agent_times = [float(line) for line in file if line.strip()]
    report_presses(rounds, agent_times, warmup, "agent", "agent.%s-press-to-surface" % arguments.transport)

if __name__ == "__main__":
    main()
