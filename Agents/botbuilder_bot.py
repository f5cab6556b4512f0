#!/usr/bin/env python3
"""The test bot of bot_script.py, written with the Bot Framework SDK for Python (botbuilder-core 4.17).

It is served by botbuilder-integration-aiohttp's BotFrameworkHttpAdapter at `/api/messages`, with anonymous local
auth (no app id, no password: nothing leaves the machine). Replies go to the activity's `serviceUrl` (Stratus serves the
connector endpoints there), or in the HTTP response when the activity says `deliveryMode: expectReplies`.

Run it from the virtual environment the Makefile makes (`make bot-venv`):

    .build/bot-venv/bin/python Agents/botbuilder_bot.py --port 3978

`--port 0` takes a free port; `--ready FILE` writes the port there once the server listens; `--log FILE` gets one
JSON line per activity received and per outcome (bot_script.py). `--app-id ID` turns authentication on, so that
every request without a token is refused by the SDK with 401.

`--adapter cloud` serves with CloudAdapter instead. In botbuilder 4.17.1, CloudAdapter.process answers every
`expectReplies` activity and every invoke with 500: it serializes a second time a body that ExpectedReplies and
ActivityHandler already made a dict (botbuilder/integration/aiohttp/cloud_adapter.py, `serializer_helper`), while
BotFrameworkHttpAdapter writes that body as it is.
"""

import asyncio
import os
import sys
from types import SimpleNamespace

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bot_script  # noqa: E402  (the conversation, shared with agents_sdk_bot.py)

try:
    from aiohttp import web
    from botbuilder.core import ActivityHandler, CardFactory, MessageFactory, TurnContext
    from botbuilder.core import InvokeResponse
    from botbuilder.integration.aiohttp import CloudAdapter, ConfigurationBotFrameworkAuthentication
    from botbuilder.schema import Activity, ActivityTypes, Attachment, ConversationReference, SuggestedActions
    from botbuilder.core import BotFrameworkAdapterSettings
    from botbuilder.integration.aiohttp import BotFrameworkHttpAdapter, aiohttp_error_middleware
    from botbuilder.schema import AdaptiveCardInvokeResponse, CardAction
    from botframework.connector.auth import ClaimsIdentity
except ImportError as missing:
    sys.exit("botbuilder_bot: %s; make bot-venv installs the SDK into .build/bot-venv" % missing)


class BookingBot(ActivityHandler):
    """Answers as bot_script.py says."""

    def __init__(self, adapter, log, proactive_delay):
        self.adapter = adapter
        self.log = log
        self.proactive_delay = proactive_delay
        self.pending = set()

    async def on_turn(self, turn_context: TurnContext):
        self.log.received(turn_context.activity.serialize())
        await super().on_turn(turn_context)

    async def on_members_added_activity(self, members_added, turn_context: TurnContext):
        for member in members_added:
            if member.id != turn_context.activity.recipient.id:
                await turn_context.send_activity("Welcome aboard. Say hi to book a cabin.")

    async def on_message_activity(self, turn_context: TurnContext):
        activity = turn_context.activity
        if activity.value is not None and not activity.text:
            self.log.write({"submitted": activity.value})
            await turn_context.send_activity(bot_script.booked_text(activity.value))
            return
        name, argument = bot_script.command(activity.text)
        if name == "later":
            await turn_context.send_activity("I will remind you.")
            reference = TurnContext.get_conversation_reference(activity)
            self.schedule(self.remind(reference, "Reminder: your cabin is waiting."))
        elif name == "stranger":
            reference = TurnContext.get_conversation_reference(activity)
            reference.conversation.id = "no-such-conversation"
            await turn_context.send_activity("Writing to a stranger.")
            self.schedule(self.remind(reference, "Hello, stranger."))
        elif name == "edit":
            sent = await turn_context.send_activity("Draft 1")
            update = MessageFactory.text("Draft 2")
            update.id = sent.id
            await turn_context.update_activity(update)
        elif name == "gone":
            sent = await turn_context.send_activity("This will vanish.")
            await turn_context.delete_activity(sent.id)
        elif name == "typing":
            await turn_context.send_activity(Activity(type=ActivityTypes.typing))
            await turn_context.send_activity("Done typing.")
        elif name == "hero":
            reply = MessageFactory.list([
                Attachment(content_type=CardFactory.content_types.hero_card, content=bot_script.hero_card()),
                Attachment(content_type=CardFactory.content_types.thumbnail_card, content=bot_script.thumbnail_card()),
            ], text="Two cabins.")
            reply.suggested_actions = SuggestedActions(actions=[
                CardAction(type=action["type"], title=action["title"], value=action["value"])
                for action in bot_script.suggested_actions()["actions"]])
            await turn_context.send_activity(reply)
        elif name == "strange":
            await turn_context.send_activity(MessageFactory.attachment(
                Attachment(content_type=bot_script.UNKNOWN_CONTENT_TYPE, content={"beam": "up"})))
        elif name == "flood":
            # All at once, as a bot gone wrong sends them: one after the other, each waiting for the channel's
            # answer, a loaded machine spreads them over more than the channel's flood window.
            await asyncio.gather(*(turn_context.send_activity("Flood %d" % (index + 1))
                                   for index in range(int(bot_script.number(argument, 50)))))
        elif name == "slow":
            await asyncio.sleep(bot_script.number(argument, 30))
            await turn_context.send_activity("Sorry for the wait.")
        elif name == "crash":
            raise RuntimeError("asked to crash")
        elif name == "markdown":
            reply = MessageFactory.text(bot_script.MARKDOWN_TEXT)
            reply.text_format = "markdown"
            await turn_context.send_activity(reply)
        elif name == "refresh":
            await turn_context.send_activity(MessageFactory.attachment(
                CardFactory.adaptive_card(bot_script.refresh_card(argument))))
        elif name == "card":
            await turn_context.send_activity(MessageFactory.attachment(
                CardFactory.adaptive_card(bot_script.timed_card(argument))))
        else:
            await turn_context.send_activity("Here is the booking form.")
            await turn_context.send_activity(MessageFactory.attachment(
                CardFactory.adaptive_card(bot_script.booking_card())))

    async def on_adaptive_card_invoke(self, turn_context: TurnContext, invoke_value):
        # AdaptiveCardInvokeValue(**value) leaves its action a plain dict in 4.17.1.
        action = invoke_value.action if isinstance(invoke_value.action, dict) else invoke_value.action.serialize()
        verb, data = action.get("verb"), dict(action.get("data") or {})
        if verb == bot_script.REFRESH_VERB:
            activity = turn_context.activity
            trigger = activity.value.get("trigger") if isinstance(activity.value, dict) else None
            self.log.write({"refreshed": {"from": activity.from_property.id, "trigger": trigger, "data": data}})
            return AdaptiveCardInvokeResponse(status_code=200, type=bot_script.ADAPTIVE_CARD,
                                              value=bot_script.refreshed_card(activity.from_property.id, trigger))
        self.log.write({"executed": {"verb": verb, "data": data}})
        return AdaptiveCardInvokeResponse(status_code=200, type=bot_script.ADAPTIVE_CARD,
                                          value=bot_script.held_card(data))

    async def on_invoke_activity(self, turn_context: TurnContext):
        # A message answer's value is a string, which botbuilder 4.17's AdaptiveCardInvokeResponse (value typed as
        # an object) cannot serialize: that answer is written here as the body itself.
        activity = turn_context.activity
        action = (activity.value or {}).get("action") or {} if isinstance(activity.value, dict) else {}
        if activity.name == "adaptiveCard/action" and action.get("verb") == bot_script.RELEASE_VERB:
            self.log.write({"executed": {"verb": bot_script.RELEASE_VERB, "data": dict(action.get("data") or {})}})
            return InvokeResponse(status=200, body={"statusCode": 200, "type": bot_script.MESSAGE,
                                                    "value": "Seat released."})
        return await super().on_invoke_activity(turn_context)

    def schedule(self, coroutine):
        task = asyncio.ensure_future(coroutine)
        self.pending.add(task)
        task.add_done_callback(self.pending.discard)

    async def remind(self, reference: ConversationReference, text):
        await asyncio.sleep(self.proactive_delay)

        async def send(turn_context: TurnContext):
            await turn_context.send_activity(text)

        try:
            # Anonymous claims (no app id): both adapters then post to the serviceUrl without a token.
            await self.adapter.continue_conversation(reference, send, claims_identity=ClaimsIdentity({}, False))
            self.log.write({"proactive": {"conversation": reference.conversation.id, "sent": text}})
        except Exception as error:  # noqa: BLE001 (the channel's answer, whatever it is, is what the test checks)
            self.log.write({"proactive": {"conversation": reference.conversation.id,
                                          "error": "%s: %s" % (type(error).__name__, error)}})


async def serve(arguments):
    log = bot_script.BotLog(arguments.log)
    password = "local" if arguments.app_id else ""
    if arguments.adapter == "cloud":
        settings = SimpleNamespace(APP_ID=arguments.app_id or "", APP_PASSWORD=password, APP_TYPE="MultiTenant",
                                   APP_TENANTID="")
        adapter = CloudAdapter(ConfigurationBotFrameworkAuthentication(settings))
    else:
        adapter = BotFrameworkHttpAdapter(BotFrameworkAdapterSettings(arguments.app_id or "", password))
    bot = BookingBot(adapter, log, arguments.proactive_delay)

    async def on_error(turn_context: TurnContext, error: Exception):
        log.write({"error": "%s: %s" % (type(error).__name__, error)})
        raise error

    adapter.on_turn_error = on_error

    async def messages(request):
        if arguments.adapter == "cloud":
            return await adapter.process(request, bot)
        return await adapter.process(request, None, bot)

    # As botbuilder's samples: a refused token (PermissionError) becomes 401, any other failure 500.
    app = web.Application(middlewares=[bot_script.stamping(log), aiohttp_error_middleware])
    app.router.add_post("/api/messages", messages)
    await bot_script.serve_forever(app, arguments, log, "botbuilder")


def main():
    parser = bot_script.argument_parser(__doc__.split("\n")[0])
    parser.add_argument("--adapter", choices=["framework", "cloud"], default="framework",
                        help="BotFrameworkHttpAdapter (the default) or CloudAdapter (500 on invokes, expectReplies)")
    parser.add_argument("--app-id", help="require a token for this app id (every anonymous request gets 401)")
    bot_script.run(serve, parser)


if __name__ == "__main__":
    main()
