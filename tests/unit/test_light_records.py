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
        if "__dataclass_params__" in vars(cls)
        and (cls.__dataclass_params__.eq or cls.__dataclass_params__.repr)  # type: ignore[attr-defined]
    )
    assert heavy == []
