"""The rows of an import's preview (:mod:`.preview`): a field of a character as it will be set
(:class:`FieldRow`), and a character of the roster a character read updates (:class:`Update`)."""

from __future__ import annotations

import re
from typing import Any

from app.rules.records import record

#: a Foundry document's id (``_id``), as kept with a character imported from it
FOUNDRY_ID = re.compile(r"[A-Za-z0-9]{1,64}")


@record(frozen=True)
class FieldRow:
    """One field of a character as it will be set: its label (``ctx`` rules), the value shown (a
    value or a line) and where in the file it came from."""

    label: str
    value: Any
    source: str
    #: a table's rows as they will be set, each a list of (column label, value shown)
    rows: tuple[tuple[tuple[str, Any], ...], ...] = ()
    #: a track's value now (Stamina left), named apart from the sheet's field of the same label
    #: (the Stamina score) as the spreadsheet's heading does: "Stamina (now)"
    now: bool = False
    #: the file's value, refused (the reason is among the character's refusals)
    refused: bool = False
    #: the whole value where ``value`` is a short form of it (an actor's notes on one line)
    whole: str = ""
    #: a table of the sheet (its value the count of its rows, which may be none)
    table: bool = False
    #: the key of the state the row shows (a Foundry status's, the injuries'), "" for none
    state: str = ""
    #: where in the file, in the GM's words (a line: "the actor's conditions") where ``source`` is a
    #: path in a Foundry actor; None: ``source`` reads as it is (a spreadsheet's heading)
    said: dict[str, Any] | None = None
    #: the value as the row reads, where it says more than ``value`` (a line: a track's value now
    #: with its maximum here and Foundry's, "34 of 40 (Foundry: 28 of 34)"); None: ``value``
    shown: dict[str, Any] | None = None


@record(frozen=True)
class Update:
    """A character of the roster a character read updates: its id, its name and the changes (lines)."""

    id: int
    name: str
    changes: tuple[dict[str, Any], ...] = ()
    #: matched by the Foundry actor it was imported from (True), or by its name
    same_actor: bool = False
    #: matched by the character's own id, which Deadwatch's export wrote (the same character
    #: whatever either is called: the English demo's Father Tom, the Russian one's «Отец Том»)
    same_id: bool = False
    #: the files hold the character as the roster has it: updating it changes nothing
    same: bool = False
    #: the changes and ``same`` when the roster's state (the night's play) is kept: the sheet alone updated
    night: tuple[tuple[dict[str, Any], ...], bool] = ((), False)
    #: the character's rows the night shows otherwise (by their place among its rows): the state's
    #: rows with the roster's values, kept
    night_fields: tuple[tuple[int, FieldRow], ...] = ()
    #: as ``night_fields``, the rows whose value the files' state is written otherwise than read (a
    #: track following the new sheet's maximum: the value written, the file's beside it)
    written_fields: tuple[tuple[int, FieldRow], ...] = ()
    #: the files' state values the night does not take (lines under the character when it is kept)
    not_taken: tuple[dict[str, Any], ...] = ()
    #: what the GM must not miss, said at the top: a change of kind, the conditions and injuries the
    #: update takes away (lines); as ``night``, those when the roster's state is kept
    grave: tuple[dict[str, Any], ...] = ()
    night_grave: tuple[dict[str, Any], ...] = ()
    #: how many changes there are (not "nothing changes", nor the roster's death kept), with the
    #: files' state taken and with the night's kept: "updates: 14 changes" on the character's line
    counts: tuple[int, int] = (0, 0)
