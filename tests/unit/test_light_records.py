"""The records every start makes and nothing compares, hashes by value or prints are declared without
the comparison and the text a dataclass is given by default (``eq=False, repr=False``), as the
commands are (tests/unit/test_light_commands.py): Python 3.11 compiles each generated method from
source as the module loads, a cost every start pays (docs/benchmarks.md, issue 43's fifth pass).

A record named here that a later change needs to compare can take its ``eq`` back: take its
module off this list, and say why beside it."""

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


#: the rules' modules every start loads whose records compare, hash or print by value (the rules'
#: tests and the services compare them: ``rating_pool(6, "blast") == Pool(…)``), made by
#: ``app.rules.records.record``: the same methods, none of them compiled from source text
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
)

GENERATED = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__")


def test_each_records_module_declares_records() -> None:
    empty = [name for name in RECORDS if not records(importlib.import_module(name))]
    assert empty == []


def test_the_rules_records_have_no_method_compiled_from_text() -> None:
    """``@dataclass`` compiles each method it writes from a string (its code's file is
    ``<string>``); a record's methods are ``record``'s own functions."""
    compiled = sorted(
        f"{cls.__module__}.{cls.__qualname__}.{method}"
        for name in RECORDS
        for cls in records(importlib.import_module(name))
        for method in GENERATED
        if getattr(getattr(vars(cls).get(method), "__code__", None), "co_filename", "") == "<string>"
    )
    assert compiled == []
