"""Which other game a spreadsheet's headings are the sheet of.

A GM who imports the party of another campaign (a twdu party into an AFMBE campaign) is told the
file is of that game, not shown a column it does not take and the long list of the ones it does.
The other rulesets are loaded only when a heading is not a field of the campaign's sheet: their
sheets are read then, in every language Deadwatch speaks, as the campaign's own sheet is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from app.rules import PRESET_TITLES, PRESETS, RULESETS, TITLES, get_ruleset
from app.rules.base import Ruleset
from app.rules.errors import RulesError
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line

#: a ruleset → whether its spreadsheet has a heading (as the campaign's own sheet reads them)
Knows = Callable[[Ruleset], Callable[[str], bool]]


def game_title(ruleset_id: str, preset: str | None) -> dict[str, Any]:
    """A game as a message names it: "All Flesh Must Be Eaten (Norms)", "Roll-under d10"."""
    title = {"t": TITLES[ruleset_id], "ctx": "rules", "args": {}}
    if preset is None:
        return title
    return line(QT_TRANSLATE_NOOP("log", "{title} ({preset})"), title=title,
                preset={"t": PRESET_TITLES[preset], "ctx": "rules", "args": {}})


def other_game(head: Sequence[str], ours: Ruleset, knows: Knows) -> dict[str, Any] | None:
    """The title of another game whose sheet has every heading of ``head`` (its preset named when
    not every preset of it does), or None when no other one has them all."""
    headings = [h for h in head if h.strip()]
    for ruleset_id in RULESETS:
        presets = PRESETS[ruleset_id] or (None,)
        matching = []
        for preset in presets:
            if (ruleset_id, preset or None) == (ours.id, ours.preset or None):
                continue
            try:
                other = get_ruleset(ruleset_id, preset)
            except RulesError:
                continue
            has = knows(other)
            if all(has(h) for h in headings):
                matching.append(preset)
        if matching:
            named = matching[0] if ruleset_id == ours.id or len(matching) < len(presets) else None
            return game_title(ruleset_id, named)
    return None
