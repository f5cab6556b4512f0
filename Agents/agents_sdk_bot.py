#!/usr/bin/env python3
"""The test bot of bot_script.py, written with the Microsoft 365 Agents SDK for Python (1.9).

An AgentApplication served by microsoft-agents-hosting-aiohttp's CloudAdapter at `/api/messages`, behind the SDK's
JWT middleware with anonymous requests allowed (no client id, no secret: nothing leaves the machine). Replies go to
the activity's `serviceUrl` with the SDK's anonymous token provider (no Authorization header), or in the HTTP
response when the activity says `deliveryMode: expectReplies`. Action.Submit and Action.Execute are routed by the
SDK's own `adaptive_card.action_submit` and `adaptive_card.action_execute`.

Run it from the virtual environment the Makefile makes (`make bot-venv`):

    .build/bot-venv/bin/python Agents/agents_sdk_bot.py --port 3978

`--port 0` takes a free port; `--ready FILE` writes the port there once the server listens; `--log FILE` gets one
JSON line per activity received and per outcome (bot_script.py). `--client-id ID` refuses anonymous requests, so
that every request without a token gets the middleware's 401.
"""

import asyncio
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bot_script  # noqa: E402  (the conversation, shared with botbuilder_bot.py)

try:
    from aiohttp import web
    from microsoft_agents.activity import Activity, ActivityTypes, AdaptiveCardInvokeResponse, Attachment
    from microsoft_agents.activity import CardAction, SuggestedActions
    from microsoft_agents.hosting.aiohttp import CloudAdapter, jwt_authorization_middleware, start_agent_process
    from microsoft_agents.hosting.core import AgentApplication, AgentAuthConfiguration, AnonymousTokenProvider
    from microsoft_agents.hosting.core import ClaimsIdentity, MemoryStorage, MessageFactory, TurnContext, TurnState
    from microsoft_agents.hosting.core.authorization.connection_manager import ConnectionManager
except ImportError as missing:
    sys.exit("agents_sdk_bot: %s; make bot-venv installs the SDK into .build/bot-venv" % missing)


def make_application(adapter, connections, log, proactive_delay):
    """The AgentApplication with its routes: card actions first, then members added, then any text."""
    app = AgentApplication[TurnState](storage=MemoryStorage(), adapter=adapter, connection_manager=connections)
    pending = set()

    def schedule(coroutine):
        task = asyncio.ensure_future(coroutine)
        pending.add(task)
        task.add_done_callback(pending.discard)

    async def remind(reference, text):
        await asyncio.sleep(proactive_delay)

        async def send(turn_context: TurnContext):
            await turn_context.send_activity(text)

        try:
            # Anonymous claims: the connector client gets the anonymous token provider (no Authorization header).
            await adapter.continue_conversation_with_claims(ClaimsIdentity({}, False),
                                                            reference.get_continuation_activity(), send)
            log.write({"proactive": {"conversation": reference.conversation.id, "sent": text}})
        except Exception as error:  # noqa: BLE001 (the channel's answer, whatever it is, is what the test checks)
            log.write({"proactive": {"conversation": reference.conversation.id,
                                     "error": "%s: %s" % (type(error).__name__, error)}})

    @app.before_turn
    async def received(context: TurnContext, _state: TurnState):
        log.received(context.activity.model_dump(mode="json", by_alias=True, exclude_none=True))
        return True

    @app.adaptive_card.action_execute(bot_script.HOLD_VERB)
    async def hold(_context: TurnContext, _state: TurnState, data):
        log.write({"executed": {"verb": bot_script.HOLD_VERB, "data": data}})
        return AdaptiveCardInvokeResponse(status_code=200, type=bot_script.ADAPTIVE_CARD,
                                          value=bot_script.held_card(dict(data or {})))

    @app.adaptive_card.action_execute(bot_script.RELEASE_VERB)
    async def release(_context: TurnContext, _state: TurnState, data):
        log.write({"executed": {"verb": bot_script.RELEASE_VERB, "data": data}})
        return AdaptiveCardInvokeResponse(status_code=200, type=bot_script.MESSAGE, value="Seat released.")

    @app.adaptive_card.action_execute(bot_script.REFRESH_VERB)
    async def refreshed(context: TurnContext, _state: TurnState, data):
        activity = context.activity
        trigger = (activity.value or {}).get("trigger") if isinstance(activity.value, dict) else None
        log.write({"refreshed": {"from": activity.from_property.id, "trigger": trigger, "data": data}})
        return AdaptiveCardInvokeResponse(status_code=200, type=bot_script.ADAPTIVE_CARD,
                                          value=bot_script.refreshed_card(activity.from_property.id, trigger))

    async def submitted(context: TurnContext, _state: TurnState, data):
        log.write({"submitted": data})
        await context.send_activity(bot_script.booked_text(dict(data or {})))

    app.adaptive_card.action_submit(bot_script.BOOK_VERB)(submitted)
    app.adaptive_card.action_submit(bot_script.COMMENT_VERB)(submitted)

    @app.conversation_update("membersAdded")
    async def welcome(context: TurnContext, _state: TurnState):
        for member in context.activity.members_added or []:
            if member.id != context.activity.recipient.id:
                await context.send_activity("Welcome aboard. Say hi to book a cabin.")

    @app.activity(ActivityTypes.message)
    async def message(context: TurnContext, _state: TurnState):
        activity = context.activity
        name, argument = bot_script.command(activity.text)
        if name == "later":
            await context.send_activity("I will remind you.")
            schedule(remind(activity.get_conversation_reference(), "Reminder: your cabin is waiting."))
        elif name == "stranger":
            reference = activity.get_conversation_reference()
            reference.conversation.id = "no-such-conversation"
            await context.send_activity("Writing to a stranger.")
            schedule(remind(reference, "Hello, stranger."))
        elif name == "edit":
            sent = await context.send_activity("Draft 1")
            update = MessageFactory.text("Draft 2")
            update.id = sent.id
            await context.update_activity(update)
        elif name == "gone":
            sent = await context.send_activity("This will vanish.")
            await context.delete_activity(sent.id)
        elif name == "typing":
            await context.send_activity(Activity(type=ActivityTypes.typing))
            await context.send_activity("Done typing.")
        elif name == "hero":
            reply = MessageFactory.list([
                Attachment(content_type="application/vnd.microsoft.card.hero", content=bot_script.hero_card()),
                Attachment(content_type="application/vnd.microsoft.card.thumbnail",
                           content=bot_script.thumbnail_card()),
            ], text="Two cabins.")
            reply.suggested_actions = SuggestedActions(to=[], actions=[
                CardAction(type=action["type"], title=action["title"], value=action["value"])
                for action in bot_script.suggested_actions()["actions"]])
            await context.send_activity(reply)
        elif name == "strange":
            await context.send_activity(MessageFactory.attachment(
                Attachment(content_type=bot_script.UNKNOWN_CONTENT_TYPE, content={"beam": "up"})))
        elif name == "flood":
            # All at once, as a bot gone wrong sends them: one after the other, each waiting for the channel's
            # answer, a loaded machine spreads them over more than the channel's flood window.
            await asyncio.gather(*(context.send_activity("Flood %d" % (index + 1))
                                   for index in range(int(bot_script.number(argument, 50)))))
        elif name == "slow":
            await asyncio.sleep(bot_script.number(argument, 30))
            await context.send_activity("Sorry for the wait.")
        elif name == "crash":
            raise RuntimeError("asked to crash")
        elif name == "markdown":
            reply = MessageFactory.text(bot_script.MARKDOWN_TEXT)
            reply.text_format = "markdown"
            await context.send_activity(reply)
        elif name == "refresh":
            await context.send_activity(MessageFactory.attachment(
                Attachment(content_type=bot_script.ADAPTIVE_CARD, content=bot_script.refresh_card(argument))))
        elif name == "card":
            await context.send_activity(MessageFactory.attachment(
                Attachment(content_type=bot_script.ADAPTIVE_CARD, content=bot_script.timed_card(argument))))
        else:
            await context.send_activity("Here is the booking form.")
            await context.send_activity(MessageFactory.attachment(
                Attachment(content_type=bot_script.ADAPTIVE_CARD, content=bot_script.booking_card())))

    @app.error
    async def failed(_context: TurnContext, error: Exception):
        log.write({"error": "%s: %s" % (type(error).__name__, error)})
        raise error

    return app


async def serve(arguments):
    log = bot_script.BotLog(arguments.log)
    anonymous = arguments.client_id is None
    configuration = AgentAuthConfiguration(anonymous_allowed=anonymous, client_id=arguments.client_id)
    connections = ConnectionManager(lambda _configuration: AnonymousTokenProvider(),
                                    connections_configurations={"SERVICE_CONNECTION": configuration})
    adapter = CloudAdapter(connection_manager=connections)
    application = make_application(adapter, connections, log, arguments.proactive_delay)

    async def messages(request):
        return await start_agent_process(request, application, adapter)

    app = web.Application(middlewares=[bot_script.stamping(log), jwt_authorization_middleware])
    app["agent_configuration"] = configuration
    app.router.add_post("/api/messages", messages)
    await bot_script.serve_forever(app, arguments, log, "microsoft-agents")


def main():
    parser = bot_script.argument_parser(__doc__.split("\n")[0])
    parser.add_argument("--client-id", help="refuse anonymous requests (each one without a token gets 401)")
    bot_script.run(serve, parser)


if __name__ == "__main__":
    main()
