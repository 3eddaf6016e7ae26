"""The words of a danger a character's row alerts with ("Dov: Bleeding (Right arm)"), as a line
(``{"t", "ctx", "args"}``): the roster's alert (:mod:`ui.docks.roster_alerts`) and an undo's log line
bringing the danger back (:mod:`app.services.dangers_again`) say it from the same line, in whatever
language it is read in.  A place whose words start with the condition's own ("Fuera de combate;
toda tirada…") is said alone, the condition said once (:func:`app.services.logtext.render`).
Light: the window loads it before any campaign."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from app.rules.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.rules.declarations import Condition

DANGER_WHERE = QT_TRANSLATE_NOOP("CharactersDock", "{name}: {condition} ({where})")
DANGER = QT_TRANSLATE_NOOP("CharactersDock", "{name}: {condition}")


def danger_line(name: str, condition: Condition) -> dict[str, Any]:
    """"Dov: Bleeding", or with where it is, "Dov: Bleeding (Right arm)", as a line."""
    label = {"t": condition.label, "ctx": "rules", "args": {}}
    if not condition.detail:
        return {"t": DANGER, "ctx": "CharactersDock", "args": {"name": name, "condition": label}}
    where = {"t": condition.detail, "ctx": "rules", "args": json.loads(json.dumps(dict(condition.args), default=str))}
    return {"t": DANGER_WHERE, "ctx": "CharactersDock", "args": {"name": name, "condition": label, "where": where}}
