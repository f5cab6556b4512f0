# Stratus: `make run` opens the demo gallery, `make test` runs everything the project checks.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = "0" ] && echo "" || echo "sudo")
RELEASE_BIN := .build/release/stratus

.PHONY: all deps build release run test bench check serve fuzz clean

all: build

# Installs the system packages the build and the tests need, only when they are missing.
deps:
	@if [ ! -e /usr/include/ncursesw/curses.h ]; then \
		echo "Installing libncurses-dev (ncursesw headers)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libncurses-dev; \
	fi
	@if ! command -v tmux >/dev/null 2>&1; then \
		echo "Installing tmux (end-to-end tests)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq tmux; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product stratus

run: release
	$(RELEASE_BIN) run Screens

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

check: build
	$(SWIFT) run stratus check Screens

serve: release
	$(RELEASE_BIN) serve Screens

bench: deps
	$(SWIFT) build -c release --product stratus-bench
	.build/release/stratus-bench

clean:
	rm -rf .build
