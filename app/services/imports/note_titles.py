"""The titled lines an actor's fields become in a character's notes ("Archetype: Policía"), in the
GM's language.

A Foundry reading writes the fields the sheet has no place for (a twdu actor's archetype, drive,
anchors) as lines of the notes titled in English (:attr:`~app.rules.foundry.FoundryFormat.note_titles`,
marked strings): a Spanish GM read "Archetype: Policía" in a Spanish sheet.  Here the titles are
put in the GM's language as the notes are imported (and in the preview's Notes cell), and put back
in English, from any language Deadwatch speaks, before the actor is written out again, so the
export finds each line's field whatever language the notes were imported in.  Two notes that
differ only in their titles' language are the same notes (:func:`same_notes`): importing a sheet
again in another language does not rewrite them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from app.rules.base import Ruleset
from app.rules.foundry import foundry_format
from app.services.imports.languages import every_translate
from app.services.logtext import Translate

#: where a titled line starts: the notes' start, a new line, or the preview's " · " between lines
_START = r"(^|\n| · )"


def _retitle(text: str, pairs: Iterable[tuple[str, str]]) -> str:
    for old, new in pairs:
        if old != new:
            text = re.sub(_START + re.escape(old) + ":", r"\g<1>" + new.replace("\\", r"\\") + ":", text)
    return text


def in_language(text: str, titles: Iterable[str], translate: Translate) -> str:
    """``text`` (notes, or the preview's line of them) with each English title in the GM's language."""
    return _retitle(text, ((title, translate("rules", title)) for title in titles))


def in_english(notes: str, titles: Iterable[str]) -> str:
    """``notes`` with each title, in any language Deadwatch speaks, back in English."""
    pairs = [(lookup("rules", title), title) for title in titles for lookup in every_translate()]
    return _retitle(notes, sorted(set(pairs), key=lambda p: len(p[0]), reverse=True))


def same_notes(ruleset: Ruleset, before: str, after: str) -> bool:
    """Whether two notes say the same, their titled lines' titles in whatever language (and the
    spaces around them) aside."""
    before, after = before.strip(), after.strip()
    if before == after:
        return True
    fmt = foundry_format(ruleset.id)
    titles = fmt.note_titles if fmt is not None else ()
    return bool(titles) and in_english(before, titles) == in_english(after, titles)
