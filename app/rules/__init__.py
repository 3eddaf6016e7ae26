"""The rules of every supported game: pure Python, no Qt, no database.

``get_ruleset("afmbe", "unisystem")`` returns the ruleset object the services and widgets use.
Which rulesets there are, with their titles and presets, :mod:`app.rules.registry` reads from their
packages; ``RULESETS``, ``PRESETS``, ``TITLES`` and ``PRESET_TITLES`` here are its tables (made on
first use), and only the ruleset asked for is loaded.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from app.rules import registry
from app.rules.errors import RulesError
from app.rules.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.rules.base import Ruleset


def check_ruleset(ruleset_id: str, preset: str | None = None) -> str | None:
    """The preset ``get_ruleset`` would use (the default when None), without loading the rules;
    raises RulesError for an unknown ruleset or preset."""
    presets = registry.entry(ruleset_id).presets
    if preset is None and presets:
        preset = presets[0]
    if presets and preset not in presets or not presets and preset:
        raise RulesError(QT_TRANSLATE_NOOP("rules", "Unknown preset for this ruleset."))
    return preset


def get_ruleset(ruleset_id: str, preset: str | None = None, options: Mapping[str, Any] | None = None) -> Ruleset:
    """The ruleset ``ruleset_id`` with ``preset`` (its default when None) and house rules."""
    preset = check_ruleset(ruleset_id, preset)
    module = registry.load(ruleset_id)
    result: Ruleset = module.ruleset(preset, options)
    return result


def __getattr__(name: str) -> Any:
    """``Ruleset`` loads the rules' base module on first use: the window names the rulesets before
    it paints and loads the rules only with a campaign.  The tables come from the registry."""
    if name == "Ruleset":
        from app.rules.base import Ruleset

        return Ruleset
    listed = registry.entries()
    if name == "RULESETS":  # ruleset ids, in the order the New campaign dialog lists them
        return tuple(e.id for e in listed)
    if name == "PRESETS":  # presets per ruleset; the first is the default
        return {e.id: e.presets for e in listed}
    if name == "TITLES":
        return {e.id: e.title for e in listed}
    if name == "PRESET_TITLES":
        return {p: t for e in listed for p, t in e.preset_titles.items()}
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["RULESETS", "PRESETS", "TITLES", "PRESET_TITLES", "Ruleset", "RulesError", "check_ruleset", "get_ruleset"]
