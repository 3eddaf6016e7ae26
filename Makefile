# Deadwatch: `make run` opens the GM console on the demo campaign, `make test` runs the tests.
# Both create .venv and install what they need on first use.

SHELL  := /bin/bash
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
SOURCES = $(shell find app ui -name '*.py' -not -path '*/migrations/*')
LANGS  := ru es
TS     := $(foreach l,$(LANGS),i18n/deadwatch_$(l).ts)
QM     := $(TS:.ts=.qm)

.PHONY: install run test lint translations lupdate bench bundle bundle-check icons clean

install: $(STAMP)

$(STAMP): pyproject.toml
	@echo "Deadwatch: installing into $(VENV) (the first time takes a minute or two: Qt, SQLModel, the test tools)"
	@echo "  1/3 the virtual environment"
	@$(PYTHON) -m venv $(VENV)
	@echo "  2/3 pip itself"
	@$(BIN)/python -m pip install -q --disable-pip-version-check --upgrade pip
	@echo "  3/3 Deadwatch and what it needs (each package is named as it comes)"
	@$(BIN)/python -m pip install --disable-pip-version-check -e '.[dev,postgres]' 2>$(VENV)/install-errors.log \
		| grep --line-buffered -E '^(Collecting|Installing collected)' | sed -u -e 's/^/      /'; \
		status=$${PIPESTATUS[0]}; if [ "$$status" -ne 0 ]; then cat $(VENV)/install-errors.log; exit "$$status"; fi
	@touch $@
	@echo "Deadwatch: installed."

i18n/%.qm: i18n/%.ts $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

translations: $(QM)

# Refresh the translation catalogs from the sources (then translate what is new).
lupdate: $(STAMP)
	$(BIN)/pyside6-lupdate -locations none -no-obsolete $(SOURCES) -ts $(TS)

run: $(STAMP) translations
	$(BIN)/python -m app $(ARGS)

# JOBS: how many test processes (pytest-xdist); `make test JOBS=0` runs them in this one process.
# Each module's tests go to one process (loadscope): the windows a module shares are opened once.
# Python keeps what it compiled (a shell with PYTHONDONTWRITEBYTECODE set compiled every module of
# Deadwatch and its 1,400 test modules again in each test process and in every process a test starts).
JOBS ?= auto
test: $(STAMP) translations
	PYTHONDONTWRITEBYTECODE= QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n $(JOBS) --dist loadscope $(PYTEST_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check app ui tests
	$(BIN)/lint-imports
	$(BIN)/mypy

# `make bench` runs every benchmark (a few minutes); `make bench BENCH=--quick` a fast look;
# `make bench BENCH="odds latency"` some sections.  The bundle's start is measured when dist/ has it
# (`make bundle`) or DEADWATCH_BUNDLE names its program.
bench: $(STAMP) translations
	$(BIN)/python -m pip install -q -e '.[dev,bench]'
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tests.bench $(BENCH)

# The application bundle (dist/Deadwatch, a tarball, on macOS Deadwatch.app): PyInstaller runs in a
# separate clean environment (build/bundle-venv) holding only the runtime dependencies.
bundle: translations
	PYTHON=$(PYTHON) bash packaging/bundle.sh

# Build the bundle and start it offscreen without Python (takes a minute or more; prints its size).
bundle-check: $(STAMP)
	DEADWATCH_BUNDLE=1 $(BIN)/python -m pytest -v tests/packaging

# Draw the PNG, ICO and ICNS icons again from resources/icons/deadwatch.svg.
icons: $(STAMP)
	$(BIN)/python packaging/render_icons.py

clean:
	rm -rf $(VENV) i18n/*.qm build dist
