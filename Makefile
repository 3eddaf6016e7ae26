# Deadwatch: `make run` opens the GM console on the demo campaign, `make test` runs the tests.
# Both create .venv and install what they need on first use.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
SOURCES = $(shell find app ui -name '*.py' -not -path '*/migrations/*')
LANGS  := ru es
TS     := $(foreach l,$(LANGS),i18n/deadwatch_$(l).ts)
QM     := $(TS:.ts=.qm)

.PHONY: install run test lint translations lupdate bench bundle clean

install: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[dev]'
	touch $@

i18n/%.qm: i18n/%.ts $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

translations: $(QM)

# Refresh the translation catalogs from the sources (then translate what is new).
lupdate: $(STAMP)
	$(BIN)/pyside6-lupdate -locations none -no-obsolete $(SOURCES) -ts $(TS)

run: $(STAMP) translations
	$(BIN)/python -m app $(ARGS)

test: $(STAMP) translations
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest $(PYTEST_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check app ui tests
	$(BIN)/lint-imports

bench: $(STAMP) translations
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tests.bench

clean:
	rm -rf $(VENV) i18n/*.qm build dist
