# The only entry points: start | test | bench | build | clean | edit, and web (the pages alone,
# no C++). Each installs what is missing first and rebuilds only what changed.
SHELL := /bin/bash
.DEFAULT_GOAL := start
.DELETE_ON_ERROR:

HOST ?= 127.0.0.1
PORT ?= 8080
export HOST PORT
# Astro would otherwise try to send usage data on every build.
export ASTRO_TELEMETRY_DISABLED := 1

SERVER_BUILD := server/build
SERVER_BIN   := $(SERVER_BUILD)/server
NODE_STAMP   := web/node_modules/.install-stamp
EDITOR_STAMP := web/editor/decap/node_modules/.install-stamp
EDIT_PORT    ?= 4321
WEB_STAMP    := web/dist/index.html
WEB_SOURCES  := $(shell find web/src web/public web/integrations forms config -type f 2>/dev/null) \
                $(wildcard web/astro.config.*) web/package.json web/tsconfig.json

.PHONY: start test bench build clean edit publish fuzz package deps-build deps-test deps-bench deps-fuzz deps-package server server-tests web web-build

start: deps-build build | var
	@# Not ready for launch is fine on a workstation: say so loudly, then serve anyway.
	@$(SERVER_BIN) check > var/launch-check.txt || { \
	  printf '\n\033[1;33m!!! NOT READY FOR LAUNCH: placeholders or missing production settings !!!\033[0m\n'; \
	  cat var/launch-check.txt; printf '\033[1;33m!!! See README, "Before launch". Serving anyway for development. !!!\033[0m\n\n'; }
	@echo "Starting the site on http://$(HOST):$(PORT) (Ctrl+C to stop)"
	exec $(SERVER_BIN) serve --host "$(HOST)" --port "$(PORT)" --root web/dist

test: deps-test build server-tests $(EDITOR_STAMP)
	scripts/run-tests

bench: deps-bench build
	bench/run

build: web-build server

# The Debian package (README, « Running in production »), built by debhelper (debian/rules says
# how): the server compiled with dpkg-buildflags' hardening in build/deb-server (kept between
# builds), the built site and the config/business.json it was built from. The version grows with
# every commit, so a newer build installs as an upgrade; this build's changelog is debian/changelog
# under an entry naming the commit. PACKAGE_SITE and PACKAGE_BUSINESS package a site built
# elsewhere (scripts/try-production).
PACKAGE_DIR      ?= build/package
PACKAGE_VERSION  ?= $(shell n=$$(git rev-list --count HEAD 2>/dev/null) && echo 0.1.$$n || echo 0.1.0)
PACKAGE_SITE     ?= web/dist
PACKAGE_BUSINESS ?= config/business.json
PACKAGE_ENV = PACKAGE_DIR=$(abspath $(PACKAGE_DIR)) PACKAGE_VERSION=$(PACKAGE_VERSION) PACKAGE_SITE=$(abspath $(PACKAGE_SITE)) \
  PACKAGE_BUSINESS=$(abspath $(PACKAGE_BUSINESS)) PACKAGE_CHANGELOG=$(abspath $(PACKAGE_DIR))/changelog \
  DEB_BUILD_OPTIONS="parallel=$$(nproc) $(DEB_BUILD_OPTIONS)"
package: deps-package web-build
	dpkg-checkbuilddeps
	mkdir -p $(PACKAGE_DIR)
	rm -f $(PACKAGE_DIR)/*.deb
	{ if [ "$(PACKAGE_VERSION)" != "$$(dpkg-parsechangelog -S Version)" ]; then \
	    printf 'conformite-proprete (%s) unstable; urgency=medium\n\n  * Build of commit %s (changes since %s below).\n\n -- %s  %s\n\n' \
	      "$(PACKAGE_VERSION)" "$$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" "$$(dpkg-parsechangelog -S Version)" \
	      "$$(dpkg-parsechangelog -S Maintainer)" "$$(date -R)"; fi; cat debian/changelog; } >$(PACKAGE_DIR)/changelog
	$(PACKAGE_ENV) debian/rules clean
	$(PACKAGE_ENV) debian/rules binary
	$(PACKAGE_ENV) debian/rules clean
	@ls $(PACKAGE_DIR)/*.deb

# libFuzzer targets (clang, ASan + UBSan) in their own build directory; not part of `make test`,
# which replays the kept corpus and crash reproducers instead. FUZZ_TIME seconds per target.
FUZZ_BUILD := server/build-fuzz
fuzz: deps-fuzz
	CXX=clang++ cmake -S server -B $(FUZZ_BUILD) -DFUZZ=ON -DBUILD_TESTING=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo
	cmake --build $(FUZZ_BUILD) --target fuzz_targets -j$$(nproc)
	scripts/fuzz

deps-build:
	@scripts/bootstrap build
deps-test:
	@scripts/bootstrap test
deps-bench:
	@scripts/bootstrap bench
deps-fuzz:
	@scripts/bootstrap fuzz
deps-package:
	@scripts/bootstrap package

var:
	mkdir -p var

# npm ci fails on these machines (see README): npm install against the committed lockfile, its
# output in web/.journal/installation.log (scripts/npm-install-quietly says why).
$(NODE_STAMP): web/package.json web/package-lock.json
	@scripts/npm-install-quietly web "modules du site"

# The content editor (CONTENT.md) on the editor's own machine: Node only, no C++ toolchain. It is
# the Astro dev server plus the editor under /_editeur/; nothing of it is built or deployed.
$(EDITOR_STAMP): web/editor/decap/package.json web/editor/decap/package-lock.json
	@scripts/npm-install-quietly web/editor/decap "modules de l’éditeur"

# French progress lines and the editor's address (web/editor/logger.mjs); the dev server's full
# output goes to web/.journal/editeur.log. Its « Mettre en ligne » publishes to PUBLISH_TO, as
# `make publish` does.
edit: $(NODE_STAMP) $(EDITOR_STAMP)
	@echo "Démarrage de l’éditeur de contenu…"
	@cd web && PORT=$(EDIT_PORT) PUBLISH_TO="$(PUBLISH_TO)" exec npm run --silent edit

# Puts the content live (README, « Publishing »; CONTENT.md): builds the site, commits the content
# change, sends the release to every target of PUBLISH_TO (ssh://user@host[:port] or a SITE_DIR).
# Node only. `make publish UNDO=1` takes the last publication back.
publish: $(NODE_STAMP)
	PUBLISH_TO="$(PUBLISH_TO)" node scripts/publish.mjs $(if $(UNDO),--undo)

web-build: $(WEB_STAMP)
$(WEB_STAMP): $(NODE_STAMP) $(WEB_SOURCES)
	cd web && npm run build

# The pages alone, without the C++ toolchain (an editor's machine): build them, then serve web/dist
# with Astro's preview server on http://$(HOST):$(PORT). Forms post to /api/…, which only the C++
# server answers: `make start` for those. For a live preview while editing, `cd web && npm run dev`.
web: $(NODE_STAMP) web-build
	@echo "Preview of the built pages on http://$(HOST):$(PORT) (Ctrl+C to stop)"
	cd web && exec npx astro preview --host "$(HOST)" --port "$(PORT)"

$(SERVER_BUILD)/CMakeCache.txt: server/CMakeLists.txt
	cmake -S server -B $(SERVER_BUILD) -DCMAKE_BUILD_TYPE=Release

# cmake --build is incremental on its own; Make only makes sure it is configured. `make start`
# builds the binary alone; the unit tests are built for `make test`.
server: $(SERVER_BUILD)/CMakeCache.txt
	cmake --build $(SERVER_BUILD) --target server -j$$(nproc)

server-tests: $(SERVER_BUILD)/CMakeCache.txt
	cmake --build $(SERVER_BUILD) -j$$(nproc)

# Build outputs only: var/ holds the leads and is never removed here.
clean:
	rm -rf build $(SERVER_BUILD) server/build-deb $(FUZZ_BUILD) web/dist web/build-data web/.astro web/test-results
