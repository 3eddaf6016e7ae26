"""Every GM action's command is declared without the comparison and the text a dataclass is given by
default (``@dataclass(eq=False, repr=False)``): nothing compares or prints a command, and Python
3.11 compiles each generated method from source as the module loads, a cost every start pays for
the fifty commands a start imports (docs/benchmarks.md, issue 43's fourth pass)."""

from __future__ import annotations

import importlib
import pkgutil

import app.rules
import app.services
from app.services.command import Command


def every_command() -> list[type[Command]]:
    for package in (app.services, app.rules):
        for found in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(found.name)
    seen: list[type[Command]] = []
    waiting: list[type[Command]] = [Command]
    while waiting:
        for sub in waiting.pop().__subclasses__():
            if sub not in seen:
                seen.append(sub)
                waiting.append(sub)
    return seen


def test_the_commands_are_found() -> None:
    names = {cls.__name__ for cls in every_command()}
    assert {"StepThreat", "CreateCharacter", "NextTurn", "RollDice", "FireAmmo"} <= names


def test_every_command_is_made_without_comparison_or_text() -> None:
    heavy = sorted(
        f"{cls.__module__}.{cls.__qualname__}"
        for cls in every_command()
        if cls.__module__.startswith(("app.", "ui."))  # a test's own commands (tests/unit/export) aside
        and {"__eq__", "__repr__"} & vars(cls).keys()  # as @dataclass or app.rules.records.record gives them
    )
    assert heavy == []
