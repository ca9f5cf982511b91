# The two set-up commands from the README. Both work on a fresh machine with python3, pip and make;
# with npm too, `make test` also runs the az:// tests (Azurite), which are skipped without it.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-test

.PHONY: demo test test-pins install azurite maybe-azurite bench gallery docs clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# Reinstall when the package metadata changes.
$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

# The demo needs the package and its runtime dependencies only, not the test extra (Playwright,
# moto, mypy, the cloud backends: 1.4 GB).
DEMO_STAMP := $(VENV)/.installed-demo
$(DEMO_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $(DEMO_STAMP)

demo: $(DEMO_STAMP)
	$(BIN)/lossdoctor analyze fixtures/gallery

# Azurite, Microsoft's Azure Storage emulator, for the az:// tests: from the npm registry, into
# a git-ignored folder of the checkout (tests/cloud_servers.py starts it on a free port).
AZURITE_VERSION := 3.35.0
AZURITE := .tools/azurite/node_modules/.bin/azurite-blob
$(AZURITE):
	npm install --silent --no-audit --no-fund --no-save --prefix .tools/azurite azurite@$(AZURITE_VERSION)

azurite: $(AZURITE)

# Azurite when npm is there to install it; otherwise one line now, and one at the end of pytest's
# output (tests/conftest.py: one line per skip reason). CI sets LOSSDOCTOR_REQUIRE_AZURITE=1: there
# a missing Azurite fails the az:// tests instead.
NO_NPM := npm not found: Azurite is not installed and the az:// tests are skipped (install Node.js/npm, then run `make azurite`)
maybe-azurite:
	@if [ -x $(AZURITE) ]; then :; elif command -v npm >/dev/null 2>&1; then $(MAKE) --no-print-directory azurite; \
	else echo 'make: note: $(NO_NPM)'; fi

# The test files are spread over the cores (pytest-xdist; a file's tests stay together, so a
# module's fixtures are built once), with two workers more than cores: many tests wait on a
# subprocess or a local server (W&B, S3, a browser), and on 2 cores 4 workers take 200 s where
# 2 take 235 s.
PYTEST_WORKERS := $(shell $(PYTHON) -c "import os; print(len(os.sched_getaffinity(0)) + 2)" 2>/dev/null || echo 4)
PYTEST_PAR := -n $(PYTEST_WORKERS) --dist loadfile
test: $(STAMP) maybe-azurite
	$(BIN)/python -m pytest $(PYTEST_PAR)

# The whole suite again at the lower end of every runtime pin (.ci/floors.py reads them from
# pyproject.toml), in a second environment; `make test` covers the newest releases pip resolves.
FLOORS := $(VENV)/floors
test-pins: $(STAMP) maybe-azurite
	$(BIN)/python .ci/floors.py > $(VENV)/floors.txt
	test -x $(FLOORS)/bin/python || $(PYTHON) -m venv $(FLOORS)
	$(FLOORS)/bin/python -m pip install --quiet -c $(VENV)/floors.txt -e '.[test]'
	$(FLOORS)/bin/python -m pip list --format freeze | grep -i -E "^($$(sed 's/==.*//' $(VENV)/floors.txt | paste -sd'|'))=="
	$(FLOORS)/bin/python -m pytest -q -p no:cacheprovider $(PYTEST_PAR)

bench: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,bench]'
	$(BIN)/python benchmarks/run_all.py

gallery: $(STAMP)
	$(BIN)/python fixtures/generate.py

docs: $(STAMP)
	$(BIN)/python docs/render_docs.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .tools
