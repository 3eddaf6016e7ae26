"""The records every start makes and nothing compares, hashes by value or prints are declared without
the comparison and the text a dataclass is given by default (``eq=False, repr=False``), as the
commands are (tests/unit/test_light_commands.py): Python 3.11 compiles each generated method from
source as the module loads, a cost every start pays (docs/benchmarks.md, issue 43's fifth pass).

A record named here that a later change needs to compare can take its ``eq`` back: take its
module off this list, and say why beside it.

The records a start makes whatever they need (those compared by value too) are made by
``app.rules.records.record``, which gives the same methods without compiling any (issue 43's sixth
pass): ``RECORDS`` names their modules."""

from __future__ import annotations

import dataclasses
import importlib
from types import ModuleType

#: modules loaded by every start whose records are only made, read and let go
LIGHT = (
    "app.services.swarm.plan",  # a swarm round's setup and plan, read once per round
    "app.services.odds",  # a roll's odds job, handed to the worker and dropped
    "app.services.session_rules",  # the rules a new session gave, undone by identity
    "app.services.bursts",  # the open burst of merged actions
    "app.services.initiative.service",  # the fight as read once per change
    "app.services.ammo.declared",  # a shot declared in the ammunition dock
    "app.services.bundle",  # the services of one open campaign
    "app.store.database",  # the store a campaign opened
)


def records(module: ModuleType) -> list[type]:
    return [
        value
        for value in vars(module).values()
        if isinstance(value, type) and value.__module__ == module.__name__ and dataclasses.is_dataclass(value)
    ]


def test_each_module_declares_records() -> None:
    """A module that no longer declares one would keep the list green for nothing."""
    empty = [name for name in LIGHT if not records(importlib.import_module(name))]
    assert empty == []


def test_the_records_a_start_makes_are_made_without_comparison_or_text() -> None:
    heavy = sorted(
        f"{cls.__module__}.{cls.__qualname__}"
        for name in LIGHT
        for cls in records(importlib.import_module(name))
        if "__dataclass_params__" in vars(cls) and (cls.__dataclass_params__.eq or cls.__dataclass_params__.repr)  # type: ignore[attr-defined]
    )
    assert heavy == []


#: every module a start loads that declares records (a twdu demo to its first threat step): made by
#: ``app.rules.records.record``, with the methods their uses need (the rules' tests and the services
#: compare some by value, ``rating_pool(6, "blast") == Pool(…)``), none compiled from source text
RECORDS = (
    "app.rules.declarations",
    "app.rules.dice",
    "app.rules.rolling",
    "app.rules.sums",
    "app.rules.registry",
    "app.rules.features.melee_groups",
    "app.rules.features.swarm_choices",
    "app.rules.twdu.brawl",
    "app.rules.twdu.broken",
    "app.rules.twdu.combat",
    "app.rules.twdu.dead",
    "app.rules.twdu.hazards",
    "app.rules.twdu.health",
    "app.rules.twdu.injuries",
    "app.rules.twdu.kinds",
    "app.rules.twdu.pool",
    "app.rules.twdu.swarm",
    "app.services.ammo.declared",
    "app.services.bundle",
    "app.services.bursts",
    "app.services.changes",
    "app.services.character_commands",
    "app.services.character_rules",
    "app.services.command",
    "app.services.damaged",
    "app.services.history",
    "app.services.imports.preview",
    "app.services.initiative.encounter",
    "app.services.initiative.marks",
    "app.services.initiative.ordering",
    "app.services.initiative.service",
    "app.services.initiative.turns",
    "app.services.log",
    "app.services.odds",
    "app.services.player_view",
    "app.services.rolls.commands",
    "app.services.rolls.follow_up",
    "app.services.rolls.requests",
    "app.services.session_rules",
    "app.services.share_places",
    "app.services.swarm.after_round",
    "app.services.swarm.before_round",
    "app.services.swarm.instead",
    "app.services.swarm.plan",
    "app.services.swarm.push",
    "app.services.swarm.round",
    "app.services.swarm.swarm_commands",
    "app.services.threat.avoid",
    "app.services.threat.dial",
    "app.services.turn_timer",
    "app.store.database",
    "ui.docks.dice_rolling",
    "ui.docks.history_model",
    "ui.docks.roster_made",
    "ui.key_table",
    "ui.widgets.roster_look",
)

#: kept a ``@dataclass``: ``slots=True``, which ``record`` does not offer (one per line of the log dock)
KEPT = {"app.services.log.LogLine"}

GENERATED = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__")


def test_each_records_module_declares_records() -> None:
    empty = [name for name in RECORDS if not records(importlib.import_module(name))]
    assert empty == []


def test_the_records_a_start_makes_have_no_method_compiled_from_text() -> None:
    """``@dataclass`` compiles each method it writes from a string (its code's file is
    ``<string>``); a record's methods are ``record``'s own functions."""
    compiled = sorted(
        f"{cls.__module__}.{cls.__qualname__}.{method}"
        for name in RECORDS
        for cls in records(importlib.import_module(name))
        for method in GENERATED
        if f"{cls.__module__}.{cls.__qualname__}" not in KEPT
        and getattr(getattr(vars(cls).get(method), "__code__", None), "co_filename", "") == "<string>"
    )
    assert compiled == []
