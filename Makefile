# Tavoliere: the two commands of the README are `make serve` and `make test`.
# `make setup` installs and vendors everything and serves nothing; it is idempotent, so every
# target runs it first and a second run only refreshes the generated files.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := serve

VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
# Games per available engine in the short fuzz run of `make test` (design value: the fuzz runs beside
# pytest on CI's two cores and takes CPU from it; at 12 games (6 of Europa) the fuzz took 232 s on a slow
# day, and the whole suite passed 34 s under CI's 15 minutes, so 8; `make fuzz FUZZ_GAMES=N` plays more).
FUZZ_GAMES ?= 8
# A random Europa game is about eight times longer than the others' (2,000 choices; 82 s of that slow
# day's fuzz for 6 games): fewer games keep its share near the others'.
FUZZ_GAMES_EUROPA ?= 3
# Mutated saves fed to each engine's from_json in the same step (tools/fuzz_saves.py).
FUZZ_SAVES ?= 300
# root installs with apt-get directly; anyone else through sudo.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Pure-Python wheels the in-Pyodide test run needs (marked [pyodide] in requirements-dev.txt).
PYODIDE_WHEELS := $(VENV)/pyodide-wheels/.stamp

.PHONY: setup system serve test lint typecheck pytest pyodide-test fuzz bench site clean

setup: system $(VENV)/.stamp $(PYODIDE_WHEELS) node_modules/.stamp
	$(PY) tools/vendor.py

# Debian packages, installed only when missing: Chromium for the browser tests, Node.js and npm
# for the pinned runtime, python3-venv for .venv. One apt-get update, only if something is missing.
system:
	@missing=""; \
	command -v chromium >/dev/null || missing="$$missing chromium"; \
	command -v node >/dev/null || missing="$$missing nodejs"; \
	command -v npm >/dev/null || missing="$$missing npm"; \
	python3 -c "import venv, ensurepip" 2>/dev/null || missing="$$missing python3-venv"; \
	if [ -n "$$missing" ]; then \
		echo "installing Debian packages:$$missing"; \
		$(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q $$missing; \
	fi

$(VENV)/.stamp: requirements-dev.txt
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -r requirements-dev.txt
	touch $@

$(PYODIDE_WHEELS): requirements-dev.txt $(VENV)/.stamp
	rm -rf $(VENV)/pyodide-wheels
	grep '^[^#].*\[pyodide\]' requirements-dev.txt | cut -d' ' -f1 | \
		xargs $(PY) -m pip download -q --no-deps --only-binary=:all: -d $(VENV)/pyodide-wheels
	touch $@

node_modules/.stamp: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

serve: setup
	$(PY) tools/serve.py --port $(PORT)

# The whole suite on 2 cores: lint, types, the in-Pyodide run and the fuzz one after another on
# one core while pytest (with Chromium) uses the other (lint and types once ran first, alone, with
# one core idle for half a minute). Every step runs even if another failed, so one run reports
# every problem; pytest's summary line and the names of the failed tests close the output (CI may
# keep only its last lines).
LOGS := build/test-logs
BACKGROUND := lint typecheck pyodide-test fuzz
test: setup
	@mkdir -p $(LOGS); rm -f $(LOGS)/failed; failed=""; \
	( for step in $(BACKGROUND); do \
		$(MAKE) --no-print-directory $$step > $(LOGS)/$$step.log 2>&1 || echo $$step >> $(LOGS)/failed; \
	  done ) & background=$$!; \
	$(MAKE) --no-print-directory pytest 2>&1 | tee $(LOGS)/pytest.log || failed="$$failed pytest"; \
	wait $$background; \
	for step in $(BACKGROUND); do echo "== make $$step"; cat $(LOGS)/$$step.log; done; \
	[ -f $(LOGS)/failed ] && failed="$$failed $$(tr '\n' ' ' < $(LOGS)/failed)"; \
	if [ -n "$$failed" ]; then echo "make test FAILED in:$$failed"; fi; \
	echo "== pytest (CPython, incl. e2e):"; grep -E "[0-9]+ (passed|failed)" $(LOGS)/pytest.log | tail -1 || true; \
	grep -E "^(FAILED|ERROR) " $(LOGS)/pytest.log | cut -c1-300 || true; \
	[ -z "$$failed" ]

lint:
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

typecheck:
	$(PY) -m mypy

pyodide-test:
	node tests/pyodide/run.mjs

fuzz:
	@for game in $$($(PY) -c "from game.registry import available; print(*available())"); do \
		games=$(FUZZ_GAMES); [ $$game = europa ] && games=$(FUZZ_GAMES_EUROPA); \
		echo "fuzz $$game: $$games games, $(FUZZ_SAVES) saves"; \
		$(PY) -m tools.fuzz $$game --games $$games --saves $(FUZZ_SAVES) --seed 1 || exit 1; \
	done

# pytest's workers (pytest-xdist): CI has two cores, and the Pyodide run and the fuzz share them
# in the background; a test file stays on one worker (its browser and fixtures are set up once).
PYTEST_JOBS ?= 2

pytest:
	$(PY) -m pytest -n $(PYTEST_JOBS) --dist loadfile --durations=25

bench: setup
	$(PY) -m tools.bench

# The tree GitHub Pages serves (the workflow uploads it).
site: setup
	$(PY) tools/vendor.py --site build/site

clean:
	rm -rf assets/vendor sw.js build
