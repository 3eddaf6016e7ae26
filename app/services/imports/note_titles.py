"""The titled lines an actor's fields become in a character's notes ("Archetype: Policía"), in the
GM's language.

A Foundry reading writes the fields the sheet has no place for (a twdu actor's archetype, drive,
anchors) as lines of the notes titled in English (:attr:`~app.rules.foundry.FoundryFormat.note_titles`,
marked strings): a Spanish GM read "Archetype: Policía" in a Spanish sheet.  The notes are kept
with those titles in English, the same in every language (:func:`kept`, as the sheet saves them);
the sheet, the preview's Notes cell and the spreadsheet show them in the GM's language of the day
(:func:`shown`), so notes imported while Deadwatch spoke Russian read in English once the GM
switches to English.  Notes kept before, their titles in the language of their import, read the
same: a title in any language Deadwatch speaks is put back in English first, as the export does
before the actor is written out again, so it finds each line's field whatever the notes' language.  Two notes that
differ only in their titles' language are the same notes (:func:`same_notes`): importing a sheet
again in another language does not rewrite them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from app.rules.base import Ruleset
from app.rules.foundry import foundry_format
from app.services.imports.languages import every_translate
from app.services.logtext import Translate, qt_translate

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


def _titles(ruleset: Ruleset) -> tuple[str, ...]:
    fmt = foundry_format(ruleset.id)
    return fmt.note_titles if fmt is not None else ()


def shown(ruleset: Ruleset, notes: str, translate: Translate = qt_translate) -> str:
    """``notes`` as the GM reads them: each title, in whatever language it was kept, in the GM's."""
    titles = _titles(ruleset)
    return in_language(in_english(notes, titles), titles, translate) if titles and notes else notes


def kept(ruleset: Ruleset, notes: str) -> str:
    """``notes`` as they are kept (as the GM typed them in the sheet): each title in English."""
    titles = _titles(ruleset)
    return in_english(notes, titles) if titles and notes else notes


def same_notes(ruleset: Ruleset, before: str, after: str) -> bool:
    """Whether two notes say the same, their titled lines' titles in whatever language (and the
    spaces around them) aside."""
    before, after = before.strip(), after.strip()
    if before == after:
        return True
    titles = _titles(ruleset)
    return bool(titles) and in_english(before, titles) == in_english(after, titles)
