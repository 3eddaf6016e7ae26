"""Which rulesets Deadwatch has, read from their packages without loading their rules.

A ruleset is a package ``app/rules/<id>/`` with a module ``about`` (its place in the lists, its
title, its presets; see ``app/rules/twdu/about.py``) and a factory ``ruleset(preset, options)``.
The registry finds those packages, reads each one's ``about`` alone (not the package's
``__init__``, which loads the rules), and imports a ruleset's package only when it is asked for:
opening a campaign loads its own ruleset and no other.  Adding a ruleset is adding its package;
nothing outside it names its id.
"""

from __future__ import annotations

import functools
import importlib
import importlib.machinery
import importlib.util
import pkgutil
from collections.abc import Mapping
from types import ModuleType

from app.rules.errors import RulesError
from app.rules.records import record
from app.rules.text import QT_TRANSLATE_NOOP

PACKAGE = __name__.rpartition(".")[0]  # app.rules


@record(frozen=True)
class RulesetEntry:
    """One ruleset as its ``about`` module declares it."""

    id: str
    module: str  # the package whose ruleset(preset, options) builds it
    title: str  # English; the screens translate it in the context "rules"
    presets: tuple[str, ...]  # the first is the default; empty: no presets
    preset_titles: Mapping[str, str]
    order: int
    default: bool  # its demo opens on a first start; a new campaign's ruleset unless one is named


def _about(name: str, finder: object, apart: bool) -> ModuleType | None:
    """The ``about`` module of the package ``name`` under ``app.rules``, run on its own (``apart``)
    or, where the path finder cannot see the sources (a frozen program's importer), imported with
    its package; None when the package is not a ruleset (``features``)."""
    if not apart:
        try:
            return importlib.import_module(f"{PACKAGE}.{name}.about")
        except ModuleNotFoundError:
            return None
    find_spec = getattr(finder, "find_spec", None)
    package = find_spec(f"{PACKAGE}.{name}") if find_spec is not None else None
    locations = package.submodule_search_locations if package is not None else None
    if not locations:
        return None
    spec = importlib.machinery.PathFinder.find_spec(f"{PACKAGE}.{name}.about", list(locations))
    if spec is None or spec.loader is None:
        return None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@functools.cache
def entries() -> tuple[RulesetEntry, ...]:
    """Every ruleset, in the order the lists show them."""
    rules = importlib.import_module(PACKAGE)
    apart = importlib.machinery.PathFinder.find_spec(__name__, list(rules.__path__)) is not None
    found: list[RulesetEntry] = []
    for info in pkgutil.iter_modules(rules.__path__):
        about = _about(info.name, info.module_finder, apart) if info.ispkg else None
        if about is None:
            continue
        pairs: tuple[tuple[str, str], ...] = about.PRESETS
        found.append(
            RulesetEntry(
                id=info.name,
                module=f"{PACKAGE}.{info.name}",
                title=about.TITLE,
                presets=tuple(p for p, _ in pairs),
                preset_titles=dict(pairs),
                order=about.ORDER,
                default=bool(getattr(about, "DEFAULT", False)),
            )
        )
    return tuple(sorted(found, key=lambda e: (e.order, e.id)))


def ids() -> tuple[str, ...]:
    return tuple(e.id for e in entries())


def entry(ruleset_id: str) -> RulesetEntry:
    """The ruleset ``ruleset_id``; RulesError when Deadwatch has none of that id."""
    for found in entries():
        if found.id == ruleset_id:
            return found
    raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown ruleset."))


def default_id() -> str:
    """The ruleset whose demo opens on a first start (the first one if none says so)."""
    listed = entries()
    return next((e.id for e in listed if e.default), listed[0].id)


def load(ruleset_id: str) -> ModuleType:
    """The package of ``ruleset_id``, imported now if it was not yet (its rules with it)."""
    return importlib.import_module(entry(ruleset_id).module)
