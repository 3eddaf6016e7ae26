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
#: a ruleset → whether the file's cells under the headings its sheet has hold values it takes
Fits = Callable[[Ruleset], bool]


def game_title(ruleset_id: str, preset: str | None) -> dict[str, Any]:
    """A game as a message names it: "All Flesh Must Be Eaten (Norms)", "Roll-under d10"."""
    title = {"t": TITLES[ruleset_id], "ctx": "rules", "args": {}}
    if preset is None:
        return title
    return line(QT_TRANSLATE_NOOP("log", "{title} ({preset})"), title=title,
                preset={"t": PRESET_TITLES[preset], "ctx": "rules", "args": {}})


def other_game(head: Sequence[str], ours: Ruleset, knows: Knows, fits: Fits | None = None) -> dict[str, Any] | None:
    """The title of the other game whose sheet the headings of ``head`` are (its preset named when
    not every preset of it has them), or None when they are no other game's.  A game's sheet has
    every heading (and the campaign's not), or (a file typed by hand, with a column or two of its
    own) most of them and a quarter of them (two at least) more than the campaign's own sheet has,
    and no more than a quarter of the headings (one at least) its own: a hand-made sheet of another
    game shares its Name and a Strength with the campaign's, and little else.  ``fits``: whether the
    file's values under that game's headings are values its sheet takes (a D&D party's STR 16 and
    DEX 12 are Unisystem's headings, never its values): a game whose values they are not is not named."""
    headings = [h for h in head if h.strip()]
    if not headings:
        return None
    own = knows(ours)
    ours_count = sum(1 for h in headings if own(h))
    best: tuple[int, str, list[str | None]] | None = None
    for ruleset_id in RULESETS:
        presets = PRESETS[ruleset_id] or (None,)
        counts: dict[str | None, int] = {}
        for preset in presets:
            if (ruleset_id, preset or None) == (ours.id, ours.preset or None):
                continue
            try:
                other = get_ruleset(ruleset_id, preset)
            except RulesError:
                continue
            has = knows(other)
            counts[preset] = sum(1 for h in headings if has(h))
        if not counts:
            continue
        top = max(counts.values())
        own_columns = len(headings) - top  # the file's columns that are none of that game's
        clearly = (top * 2 > len(headings) and top - ours_count >= max(2, len(headings) // 4)
                   and own_columns <= max(1, len(headings) // 4))
        if (top == len(headings) and top > ours_count) or clearly:
            matching = [p for p, n in counts.items() if n == top]
            if (best is None or top > best[0]) and (fits is None or fits(get_ruleset(ruleset_id, matching[0]))):
                best = (top, ruleset_id, matching)
    if best is None:
        return None
    _, ruleset_id, matching = best
    presets = PRESETS[ruleset_id] or (None,)
    named = matching[0] if ruleset_id == ours.id or len(matching) < len(presets) else None
    return game_title(ruleset_id, named)
