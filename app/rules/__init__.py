"""The rules of every supported game: pure Python, no Qt, no database.

``get_ruleset("afmbe", "unisystem")`` returns the ruleset object the services and widgets use.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from app.rules.errors import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.rules.base import Ruleset

#: ruleset ids, in the order the New campaign dialog lists them
RULESETS: tuple[str, ...] = ("afmbe", "twdu", "d10under", "gridlimbs")

#: presets per ruleset; the first is the default
PRESETS: dict[str, tuple[str, ...]] = {
    "afmbe": ("norms", "unisystem"),
    "twdu": (),
    "d10under": (),
    "gridlimbs": (),
}

TITLES: dict[str, str] = {
    "afmbe": QT_TRANSLATE_NOOP("rules", "All Flesh Must Be Eaten"),
    "twdu": QT_TRANSLATE_NOOP("rules", "The Walking Dead Universe RPG"),
    "d10under": QT_TRANSLATE_NOOP("rules", "Roll-under d10"),
    "gridlimbs": QT_TRANSLATE_NOOP("rules", "Grid and limbs"),
}

PRESET_TITLES: dict[str, str] = {
    "norms": QT_TRANSLATE_NOOP("rules", "Norms"),
    "unisystem": QT_TRANSLATE_NOOP("rules", "Unisystem"),
}


def check_ruleset(ruleset_id: str, preset: str | None = None) -> str | None:
    """The preset ``get_ruleset`` would use (the default when None), without loading the rules;
    raises RulesError for an unknown ruleset or preset."""
    if ruleset_id not in RULESETS:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown ruleset."))
    presets = PRESETS[ruleset_id]
    if preset is None and presets:
        preset = presets[0]
    if presets and preset not in presets or not presets and preset:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown preset for this ruleset."))
    return preset


def get_ruleset(
    ruleset_id: str, preset: str | None = None, options: Mapping[str, Any] | None = None
) -> Ruleset:
    """The ruleset ``ruleset_id`` with ``preset`` (its default when None) and house rules."""
    preset = check_ruleset(ruleset_id, preset)
    module = importlib.import_module(f"app.rules.{ruleset_id}")
    result: Ruleset = module.ruleset(preset, options)
    return result


def __getattr__(name: str) -> Any:
    """``Ruleset`` loads the rules' base module on first use: the window names the rulesets before
    it paints and loads the rules only with a campaign."""
    if name == "Ruleset":
        from app.rules.base import Ruleset

        return Ruleset
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["RULESETS", "PRESETS", "TITLES", "PRESET_TITLES", "Ruleset", "RulesError", "check_ruleset", "get_ruleset"]
