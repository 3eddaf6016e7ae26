"""A spreadsheet's column of a value the sheet works out (AFMBE's Essence, Speed): not read, said so.

A GM's own sheet writes the values the rules work out from the attributes beside them ("Essence",
the book's "Essence Pool", «Esencia»).  The sheet keeps no such field, the ruleset works it out
(:meth:`~app.rules.base.Ruleset.derived`): the column is not one "no field of this sheet" left out
at the top of the preview, and each row says of its value that the sheet works it out, and what
it comes to when the file says another ("Essence: 15 — worked out by the sheet as 14; the file's
value is not read"), named in the GM's language, the file's heading where the preview says where each
value came from.  The headings are the derived values' labels in any language Deadwatch speaks and the other names
the ruleset gives them (:meth:`~app.rules.base.Ruleset.heading_names`), case and accents aside; a
track's is read as the track ("Health"), but for one whose bare name the ruleset says is the total
the sheet works out (:meth:`~app.rules.base.Ruleset.total_headings`: AFMBE's "Life Points", 34 on
a sheet where the file says 42), said here as Essence is; "Life Points (now)" is read.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.base import Ruleset
from app.rules.text import QT_TRANSLATE_NOOP
from app.services.file_checks import line, short
from app.services.imports import csv_state
from app.services.imports.languages import every_form
from app.services.logtext import Translate

#: the argument of a line left out that names where in the file it was (a spreadsheet's heading):
#: not said in the line, shown in the preview's column of where each value came from
FROM_FILE = "from_file"
#: a row's cell of a worked-out value: the same as the sheet works out (or a row refused), or another
WORKED_OUT = QT_TRANSLATE_NOOP("log", "{column}: {value} — worked out by the sheet, not read")
WORKED_OUT_OTHER = QT_TRANSLATE_NOOP("log", "{column}: {value} — worked out by the sheet as {worked}; the file's "
                                            "value is not read")


def derived_headings(ruleset: Ruleset, translate: Translate) -> dict[str, str]:
    """Each heading of a worked-out value that is no track (folded) → the value's key."""
    tracks = {t.key for t in csv_state.all_tracks(ruleset, ())} - ruleset.total_headings()
    names = ruleset.heading_names()
    out: dict[str, str] = {}
    for key, label in ruleset.derived_labels().items():
        if key in tracks:
            continue
        for form in {translate("rules", label), *every_form("rules", label), *names.get(key, ())}:
            out.setdefault(csv_state.fold(form), key)
    return out


def said(heading: str, cell: str, key: str, ruleset: Ruleset, person: Mapping[str, Any] | None) -> dict[str, Any]:
    """What a row's cell of a worked-out value comes to: the file's value and, where the sheet read
    works out another, that one."""
    worked: Any = None
    if person is not None:
        try:
            worked = ruleset.derived(person["sheet"]).get(key)
        except Exception:  # noqa: BLE001 - a sheet the ruleset cannot work out says only that it would
            worked = None
    # the value named in the GM's language ("Puntos de Vida", not the file's "Life Points"); the file's
    # heading in the preview's column of where in the file each value came from (:data:`FROM_FILE`)
    label = ruleset.derived_labels().get(key)
    column: Any = {"t": label, "ctx": "rules", "args": {}} if label else short(heading.strip(), 40)
    value, heading = short(cell.strip()), short(heading.strip(), 80)
    if worked is None or str(worked) == cell.strip():
        return line(WORKED_OUT, column=column, value=value, **{FROM_FILE: heading})
    return line(WORKED_OUT_OTHER, column=column, value=value, worked=worked, **{FROM_FILE: heading})
