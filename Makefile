# Stratus: `make run` opens the demo gallery, `make test` runs everything the project checks.
#
#   make run     build in release mode and open the demo gallery (Screens/index.json)
#   make test    build, run every test (unit, snapshot, conformance, end-to-end in tmux), check Screens/,
#                run the screen tests of Screens/tests (stratus test)
#   make check   validate every screen in Screens/
#   make serve   serve Screens/ over HTTP on 127.0.0.1:8080
#   make demo-agent  build in release mode and talk to the scripted booking agent (Agents/booking_agent.py) over
#                stdio, offline; make demo-agent-a2a: the same agent over A2A on loopback (the SDKs from PyPI
#                the first time, into .build/agent-venv)
#   make bench   build in release mode and print every benchmark beside its baseline, then the SSH load test
#                (make bench-ssh: 100 sessions for 60 s, SSH_SESSIONS and SSH_SECONDS change it; bench-ssh-haproxy:
#                the same through HAProxy; bench-ssh-flood: a connection flood, FLOOD_SECONDS); with
#                LAYOUT_COMPOSE=<clone of ZupIT/nimbus-layout-compose>, also the layout fidelity figure;
#                make bench-build: only build them, for one group (.build/release/stratus-bench GROUP)
#   make fuzz    run each libFuzzer target for FUZZ_SECONDS (see Scripts/fuzz when present)
#   make docs    build the DocC documentation of StratusCodable, StratusCore and StratusTerminal
#   make install build in release mode and install the binary, its man page and shell completions under PREFIX
SWIFT ?= swift
PREFIX ?= /usr/local
DOC_TARGETS := StratusCodable StratusCore StratusTerminal
PORT ?= 8080
FUZZ_SECONDS ?= 60
LAYOUT_COMPOSE ?=
DEBUG_BIN := .build/debug/stratus
RELEASE_BIN := .build/release/stratus
# Release builds link the Swift runtime and Foundation into the program (Docs/Evidence.md, "Process floor: the
# Swift runtime linked in"): the dynamic loader no longer resolves some 18,000 symbols of theirs at every start, and
# the installed binary needs no Swift toolchain beside it; with no shared library of its own to find, it is linked
# without SwiftPM's `$ORIGIN` search path, which made the loader look for every system library in the binary's folder
# first (Docs/Evidence.md, "Process floor: a library loaded for nothing, and a search path"). Every release build
# uses the same flags, so that one does not undo another's: `make bench-build` builds the bench with them.
# Every Swift module of a release build, the packages' included, reaches a concrete generic type's metadata through
# its accessor rather than by demangling its name at run time (Package.swift does the same for Stratus's own targets):
# the linker keeps one copy of each specialized generic function, often a package's, and a copy that demangles made
# the runtime search every protocol conformance record for `String: Hashable` on the catalogue's first frame
# (Docs/Evidence.md, "Catalogue first frame: the packages' metadata by accessor"). Every module also puts each function
# in a section of its own, so that the linker places the functions of Scripts/hot-functions.order side by side, the
# specialized generic functions the packages' objects hold included, and drops the functions nothing calls
# (Docs/Evidence.md, "Process floor: where `--version`'s difference to the hello world is"). A release tree built
# before a change of these flags keeps its objects: delete them (.build/release/*.build/*.o) to build with the new ones.
RELEASE_BUILD := $(SWIFT) build -c release --static-swift-stdlib --disable-local-rpath \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -Xfrontend -Xswiftc -function-sections
ENSURE := Scripts/ensure-package
# The toolchain's folder, for the tools that come with it (llvm-symbolizer, used by `make fuzz`).
SWIFT_BIN_DIR := $(shell dirname "$$(readlink -f "$$(command -v $(SWIFT))")")

.PHONY: all deps deps-test build release run demo-agent demo-agent-a2a agent-venv bot-venv ssh-audit-venv test check serve bench bench-build bench-ssh bench-ssh-haproxy bench-ssh-flood fuzz docs install clean

all: build

# System packages, installed with apt-get only when missing and only when this user may: ncurses for the
# terminal, libpng, libjpeg-turbo and libchafa for images in cells (the three opened when a picture first needs
# them: Sources/StratusTerminal/Images/ImageLibraries.swift; libchafa's few declarations are in its shim, so its
# headers and glib's are not needed to build).
deps:
	@$(ENSURE) libncurses-dev "test -e /usr/include/ncursesw/curses.h || test -e /usr/include/ncurses.h"
	@$(ENSURE) pkg-config "command -v pkg-config"
	@$(ENSURE) libpng-dev "test -e /usr/include/png.h"
	@$(ENSURE) libjpeg62-turbo-dev "test -e /usr/include/jpeglib.h"
	@$(ENSURE) libchafa0 "/sbin/ldconfig -p | grep -q libchafa.so.0"

deps-test: deps
	@$(ENSURE) python3 "command -v python3"
	@$(ENSURE) tmux "command -v tmux" optional
	@$(ENSURE) chromium "command -v chromium" optional
	@$(ENSURE) openssh-client "command -v ssh && command -v ssh-keygen" optional
	@$(ENSURE) python3-asyncssh "/usr/bin/python3 -c 'import asyncssh'" optional
	@$(MAKE) --no-print-directory agent-venv || echo "make deps-test: the A2A agent's virtual environment could not be made; the A2A tests will skip"
	@$(MAKE) --no-print-directory bot-venv || echo "make deps-test: the test bots' virtual environment could not be made; the bot channel tests will skip"
	@$(MAKE) --no-print-directory ssh-audit-venv || echo "make deps-test: ssh-audit could not be installed; the SSH audit test will skip"
	@$(ENSURE) haproxy "command -v haproxy || test -x /usr/sbin/haproxy" optional
	@$(ENSURE) strace "command -v strace" optional

# The A2A booking agent (Agents/booking_a2a_agent.py) needs the official SDKs: a virtual environment under .build
# with a2a-sdk (its HTTP server extra: Starlette, sse-starlette; uvicorn to serve it) and a2ui-agent-sdk, pinned,
# from PyPI. (a2ui-a2a 0.1.0, the A2UI project's A2A helper, needs a2a-sdk below 0.4: not installed.)
AGENT_VENV := .build/agent-venv
A2A_SDK := a2a-sdk[http-server]==1.3.0
A2UI_AGENT_SDK := a2ui-agent-sdk==0.9.0
agent-venv:
	@test -x $(AGENT_VENV)/bin/python || python3 -m venv $(AGENT_VENV)
	@$(AGENT_VENV)/bin/python -c "import a2a, a2ui.utils.validation, uvicorn" 2>/dev/null || \
		$(AGENT_VENV)/bin/pip install -q "$(A2A_SDK)" $(A2UI_AGENT_SDK) "uvicorn==0.54.0"

# The test bots (Agents/botbuilder_bot.py, Agents/agents_sdk_bot.py; Docs/Bots.md) need the official SDKs: the Bot
# Framework SDK (botbuilder-core 4.17 through botbuilder-integration-aiohttp) and the Microsoft 365 Agents SDK 1.9,
# pinned, from PyPI, in one virtual environment under .build.
BOT_VENV := .build/bot-venv
BOT_SDKS := botbuilder-integration-aiohttp==4.17.1 microsoft-agents-hosting-aiohttp==1.9.0 \
	microsoft-agents-hosting-core==1.9.0 microsoft-agents-activity==1.9.0
bot-venv:
	@test -x $(BOT_VENV)/bin/python || python3 -m venv $(BOT_VENV)
	@$(BOT_VENV)/bin/python -c "import botbuilder.integration.aiohttp, microsoft_agents.hosting.aiohttp" 2>/dev/null || \
		$(BOT_VENV)/bin/pip install -q $(BOT_SDKS)

# The SSH server's audit (Docs/Serving.md, "What an audit says"): ssh-audit, pinned, from PyPI, in a virtual
# environment under .build.
SSH_AUDIT_VENV := .build/ssh-audit-venv
ssh-audit-venv:
	@test -x $(SSH_AUDIT_VENV)/bin/python || python3 -m venv $(SSH_AUDIT_VENV)
	@test -x $(SSH_AUDIT_VENV)/bin/ssh-audit || $(SSH_AUDIT_VENV)/bin/pip install -q "ssh-audit==3.9.0"

build: deps
	$(SWIFT) build

release: deps
	$(RELEASE_BUILD) --product stratus

run: release
	$(RELEASE_BIN) run Screens

# The agent runs as a child process of Stratus (Docs/A2UI.md, "Agents"): nothing leaves the machine.
demo-agent: release
	@$(ENSURE) python3 "command -v python3"
	$(RELEASE_BIN) run --agent -- python3 Agents/booking_agent.py

# The same conversation over A2A: the agent served by the official SDKs on a free port of 127.0.0.1, stopped when
# Stratus quits.
demo-agent-a2a: release agent-venv
	@rm -f .build/demo-a2a.port; \
	$(AGENT_VENV)/bin/python Agents/booking_a2a_agent.py --port 0 --ready .build/demo-a2a.port 2>/dev/null & agent=$$!; \
	trap 'kill $$agent 2>/dev/null' EXIT; \
	while [ ! -s .build/demo-a2a.port ]; do kill -0 $$agent || exit 1; sleep 0.2; done; \
	$(RELEASE_BIN) run "a2a+http://127.0.0.1:$$(cat .build/demo-a2a.port)/" --message "Book a flight"

# Everything the project checks. The end-to-end tests drive the real binary in tmux and skip, saying so,
# when tmux is absent; the SVG tests open pictures in headless Chromium and skip when it is absent; the test
# binary finds .build/debug/stratus, which `--build-tests` builds. Then every demo's screen tests (Screens/tests).
# Swift Testing's events go to $(TEST_EVENTS); the last lines (Scripts/test-summary) name every suite that skipped
# tests and why, then every issue a failing test recorded, also when a step failed; the exit status is that of the
# first failing step.
# The suites that start real bots, ssh-audit and HAProxy (HEAVY_SUITES) run in a second pass: beside the rest on
# two cores, their Python and server processes starved the tests that wait on the clock.
TEST_EVENTS := .build/test-events.jsonl
HEAVY_EVENTS := .build/test-events-heavy.jsonl
HEAVY_SUITES := FunctionCallAgentTests|StratusBotChannelTests|BotRenderTests|BotMessageRenderTests|BotFaultRenderTests|BotEndToEndTests|BotScreenReaderEndToEndTests|BotSSHEndToEndTests|SSHAuditEndToEndTests|SSHLoadBalancerEndToEndTests|UnrecognisedDocument
test: deps-test
	$(SWIFT) build --build-tests
	@rm -f $(TEST_EVENTS) $(HEAVY_EVENTS)
	@status=0; \
	$(SWIFT) test --skip-build --skip '$(HEAVY_SUITES)' --event-stream-output-path $(TEST_EVENTS) --event-stream-version 0 || status=$$?; \
	$(SWIFT) test --skip-build --filter '$(HEAVY_SUITES)' --event-stream-output-path $(HEAVY_EVENTS) --event-stream-version 0 || status=$$?; \
	if [ $$status -eq 0 ]; then $(DEBUG_BIN) check Screens || status=$$?; fi; \
	if [ $$status -eq 0 ]; then $(DEBUG_BIN) test Screens/tests || status=$$?; fi; \
	Scripts/test-summary $(TEST_EVENTS); \
	Scripts/test-summary $(HEAVY_EVENTS); \
	exit $$status

check: build
	$(DEBUG_BIN) check Screens

serve: release
	$(RELEASE_BIN) serve Screens --port $(PORT)

# The release `stratus` and `stratus-bench`, built as `make bench` builds them, for running one group of rows
# (`.build/release/stratus-bench GROUP`).
bench-build: deps
	$(RELEASE_BUILD) --product stratus-bench
	$(RELEASE_BUILD) --product stratus

bench: deps
	@$(ENSURE) time "test -x /usr/bin/time" optional
	@$(MAKE) --no-print-directory agent-venv || echo "make bench: the A2A agent's virtual environment could not be made; the A2A row will skip"
	@$(MAKE) --no-print-directory bot-venv || echo "make bench: the bots' virtual environment could not be made; the bots rows will skip"
	@$(MAKE) --no-print-directory bench-build
	.build/release/stratus-bench
	@if [ -z "$(LAYOUT_COMPOSE)" ]; then \
		echo "bench layout-fidelity: skipped (set LAYOUT_COMPOSE to a clone of ZupIT/nimbus-layout-compose)"; \
	else $(RELEASE_BUILD) --product stratus && Scripts/layout-fidelity $(RELEASE_BIN) "$(LAYOUT_COMPOSE)"; fi
	@$(MAKE) --no-print-directory bench-ssh

# The SSH load test (Docs/Serving.md): SSH_SESSIONS sessions on loopback pressing keys for SSH_SECONDS, driven by
# Python's asyncssh from a virtual environment under .build (made here, from PyPI, the first time).
SSH_SESSIONS ?= 100
SSH_SECONDS ?= 60
SSH_VENV := .build/ssh-load-venv
bench-ssh: release
	@test -x $(SSH_VENV)/bin/python || python3 -m venv $(SSH_VENV)
	@$(SSH_VENV)/bin/python -c "import asyncssh" 2>/dev/null || $(SSH_VENV)/bin/pip install -q "asyncssh==2.24.1"
	$(SSH_VENV)/bin/python Scripts/ssh-load $(RELEASE_BIN) Screens --sessions $(SSH_SESSIONS) --seconds $(SSH_SECONDS)

# The same load through HAProxy (Debian's package) passing each client's address with the PROXY protocol v2.
bench-ssh-haproxy: release
	@$(ENSURE) haproxy "command -v haproxy || test -x /usr/sbin/haproxy"
	@test -x $(SSH_VENV)/bin/python || python3 -m venv $(SSH_VENV)
	@$(SSH_VENV)/bin/python -c "import asyncssh" 2>/dev/null || $(SSH_VENV)/bin/pip install -q "asyncssh==2.24.1"
	$(SSH_VENV)/bin/python Scripts/ssh-load $(RELEASE_BIN) Screens --sessions $(SSH_SESSIONS) --seconds $(SSH_SECONDS) \
		--haproxy "$$(command -v haproxy || echo /usr/sbin/haproxy)"

# A connection flood against the server with its default limits (Docs/Serving.md, "Throttling"): FLOOD_SECONDS
# of connections opened as fast as they go, some never finishing the key exchange, while a real client logs in.
FLOOD_SECONDS ?= 20
bench-ssh-flood: release
	@test -x $(SSH_VENV)/bin/python || python3 -m venv $(SSH_VENV)
	@$(SSH_VENV)/bin/python -c "import asyncssh" 2>/dev/null || $(SSH_VENV)/bin/pip install -q "asyncssh==2.24.1"
	$(SSH_VENV)/bin/python Scripts/ssh-flood $(RELEASE_BIN) Screens --seconds $(FLOOD_SECONDS)

fuzz: deps
	@$(ENSURE) llvm "test -x '$(SWIFT_BIN_DIR)/llvm-symbolizer' || command -v llvm-symbolizer"
	@if [ -x Scripts/fuzz ]; then FUZZ_SECONDS=$(FUZZ_SECONDS) Scripts/fuzz; \
	else echo "make fuzz: Scripts/fuzz is not in this checkout yet"; exit 1; fi

# One DocC archive per library (swift-docc-plugin), in .build/plugins/Swift-DocC/outputs/<Target>.doccarchive.
docs: deps
	$(SWIFT) package generate-documentation $(foreach target,$(DOC_TARGETS),--target $(target))
	@for target in $(DOC_TARGETS); do \
		test -d .build/plugins/Swift-DocC/outputs/$$target.doccarchive || { echo "make docs: $$target.doccarchive is missing"; exit 1; }; \
		echo "make docs: .build/plugins/Swift-DocC/outputs/$$target.doccarchive"; \
	done

# The release binary in PREFIX/bin, its man page (swift-argument-parser's generate-manual plugin) in
# PREFIX/share/man/man1, and its bash, zsh and fish completions (`stratus --generate-completion-script`) where
# each shell looks under PREFIX.
install: release
	$(SWIFT) package generate-manual --configuration release
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/man/man1" "$(PREFIX)/share/bash-completion/completions" \
		"$(PREFIX)/share/zsh/site-functions" "$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 $(RELEASE_BIN) "$(PREFIX)/bin/stratus"
	install -m 644 .build/plugins/GenerateManual/outputs/stratus/stratus.1 "$(PREFIX)/share/man/man1/stratus.1"
	$(RELEASE_BIN) --generate-completion-script bash > "$(PREFIX)/share/bash-completion/completions/stratus"
	$(RELEASE_BIN) --generate-completion-script zsh > "$(PREFIX)/share/zsh/site-functions/_stratus"
	$(RELEASE_BIN) --generate-completion-script fish > "$(PREFIX)/share/fish/vendor_completions.d/stratus.fish"
	@echo "make install: stratus, its man page and completions are in $(PREFIX)"

clean:
	rm -rf .build
