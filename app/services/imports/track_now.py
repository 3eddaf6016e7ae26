"""A track's value now on its row of the import preview, with its maximum on the sheet as Enter
writes it: «Resistencia (ahora): 29 de 29» beside «Puntos de Vida (ahora): 34 de 40», a spreadsheet's
"Health (now)" as a Foundry actor's.  A track that counts up to a bound (twdu's Stress) is its
number alone; a row the Foundry reading words otherwise ("34 of 40 (Foundry: 28 of 34)") keeps it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.rules.base import RulesError, Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line
from app.services.imports.preview import PreviewCharacter

#: a track's value now and its maximum here
NOW_OF = QT_TRANSLATE_NOOP("log", "{now} of {ours}")


def show_now(character: PreviewCharacter, ruleset: Ruleset, person: dict[str, Any]) -> None:
    """Each "(now)" row of ``character`` (read whole into ``person``) said with its track's maximum."""
    try:
        sheet, state = dict(person["sheet"]), dict(person["state"])
        tracks = {t.label: t for t in ruleset.tracks(sheet) if not t.higher_is_worse}
        now = ruleset.track_values(sheet, state)
    except (KeyError, TypeError, ValueError, RulesError):
        return
    out = []
    for row in character.fields:
        track = tracks.get(row.label) if row.now and not row.refused and row.shown is None else None
        if track is not None and track.key in now and isinstance(row.value, int):
            row = replace(row, shown=line(NOW_OF, now=now[track.key], ours=track.maximum))
        out.append(row)
    character.fields = out
