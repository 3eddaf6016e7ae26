"""The import preview's characters already in the roster: updated, or (the GM's choice) new copies.

A character read that is named as one of the roster updates it: its row in the list says so
("Updates “Ana Reyes” of the roster"; "… (the same Foundry actor)" for the character imported from
that actor, renamed since or not) with what changes, a row each ("Strength: 4 → 5"), and the
top counts them.  "Add as new copies" (Alt+N, in every language: :mod:`ui.latin_keys`) brings them in
beside the roster's instead, under the next free names ("Ana Reyes (2)"); it is shown only when some
character would update one.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QCheckBox, QTreeWidgetItem, QWidget

from app.rules.text import QT_TRANSLATE_NOOP
from app.services.imports.preview import ImportPreview, PreviewCharacter
from app.services.imports.update_changes import change_rows
from app.services.logtext import render
from ui.dialogs.column_share import breakable
from ui.dialogs.preview_details import PATH
from ui.dialogs.preview_night import night_row
from ui.latin_keys import working_key

UPDATES = QT_TRANSLATE_NOOP("ImportPreview", "updates “{name}” of the roster")
#: a Foundry actor imported before: the character made from it, however either is called now
UPDATES_SAME_ACTOR = QT_TRANSLATE_NOOP("ImportPreview", "updates “{name}” of the roster (the same Foundry actor)")
#: a character Deadwatch exported: the one of its id, whatever either is called now (Father Tom, «Отец Том»)
UPDATES_SAME_ID = QT_TRANSLATE_NOOP("ImportPreview", "updates “{name}” of the roster (the same character, by the "
                                                     "id Deadwatch's export wrote)")
CHANGES = QT_TRANSLATE_NOOP("ImportPreview", "Changes")
#: what of the files' state the night's wounds kept are not taken (with why, and the key that takes it)
NOT_TAKEN = QT_TRANSLATE_NOOP("ImportPreview", "Not taken")
#: as the rows left out
NOT_TAKEN_COLOUR = QColor("#7a5c00")
#: the top's sentence when some characters update the roster's
UPDATED = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "{count} {count|is|are} already in the roster and {count|is|are} updated (what changes is under {count|it|each}): "
    "{names}. {key} adds {count|it as a new copy|them as new copies} instead.",
)
#: of those, the ones whose update changes something, when some others change nothing
CHANGING = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "What changes for {names} is listed first; the others are folded.",
)
#: and of those, the ones the files hold as the roster has them
SAME = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "{count} of them {count|is|are} already as the files have {count|it|them}: nothing changes for {count|it|them}.",
)
#: every character of the files is in the roster as the files have it
ALL_SAME = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "Nothing changes: the characters in the files are already in the roster as the files have them; Enter "
    "writes nothing.",
)
#: every character of the files is in the roster with their sheet, but the night keeps some files' state
ALL_SAME_KEPT = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "Nothing changes: the sheets in the files are already the roster's, and the night's wounds are kept: "
    "what of the files' state is not taken is under each character ({key} takes it). Enter writes nothing.",
)
#: the characters whose files' health, stress or conditions the night keeps from being taken, named
#: (``count``: how many, for the plural)
KEPT = QT_TRANSLATE_NOOP(
    "ImportPreview",
    "For {names} the night's wounds are kept: what of the files' state is not taken is under {count|it|them} "
    "({key} takes it).",
)
ADD_COPIES = QT_TRANSLATE_NOOP("ImportPreview", "Add as &new copies (not updating the roster's characters)")


def copies_box(preview: ImportPreview, parent: QWidget) -> QCheckBox:
    """The "Add as new copies" box, ticked as the preview's choice; hidden when no one would update."""
    box = QCheckBox(QCoreApplication.translate("ImportPreview", ADD_COPIES), parent)
    box.setObjectName("importCopies")
    box.setChecked(preview.copies)
    box.setVisible(any(c.update is not None for c in preview.importable()))
    return box


def updated_sentence(preview: ImportPreview, box: QCheckBox, night: QCheckBox | None = None) -> str:
    """The top's sentence on the characters updated, naming the key of ``box`` (and of ``night``,
    the "Keep the night's wounds" box, for the files' state it keeps from being taken); "" when none is."""
    count, same = len(preview.updates()), len(preview.unchanged())
    if not count:
        return ""
    missed = {id(c) for c in preview.not_taken()}
    night_key = working_key(night) if night is not None else "Alt+W"
    if same == len(preview.importable()):
        if missed:
            return render(ALL_SAME_KEPT, {"key": night_key}, "ImportPreview")
        return render(ALL_SAME, {}, "ImportPreview")
    key = working_key(box)  # Alt+N in every language (the English letter beside the translation's)
    names = ", ".join(c.update.name for c in preview.updates() if c.update is not None)
    parts = [render(UPDATED, {"count": count, "key": key, "names": names}, "ImportPreview")]
    plain = sum(1 for c in preview.unchanged() if id(c) not in missed)  # the files' state taken as it is
    if plain:
        parts.append(render(SAME, {"count": plain}, "ImportPreview"))
    changing = [c.update.name for c in changed(preview) if c.update is not None]
    if same and changing:
        parts.append(render(CHANGING, {"names": ", ".join(changing)}, "ImportPreview"))
    if missed:
        kept = ", ".join(c.update.name for c in preview.not_taken() if c.update is not None)
        parts.append(render(KEPT, {"count": len(missed), "names": kept, "key": night_key}, "ImportPreview"))
    return " ".join(parts)


def changed(preview: ImportPreview) -> list[PreviewCharacter]:
    """The characters Enter updates whose update changes something (listed first, unfolded)."""
    same = {id(c) for c in preview.unchanged()}
    return [c for c in preview.updates() if c.update is not None and id(c) not in same]


def grave_lines(preview: ImportPreview) -> list[dict[str, Any]]:
    """What the updates change that the GM must not miss (a change of kind, the conditions and
    injuries taken away), a line each, for the top."""
    return [said for c in preview.updates() for said in preview.grave_of(c)]


def update_rows(head: QTreeWidgetItem, character: PreviewCharacter, preview: ImportPreview | None = None) -> None:
    """Under a character's row: the roster's character it updates, then what changes, a row each
    (the sheet's alone when the GM keeps the roster's state)."""
    if not character.updating or character.update is None:
        return
    which = UPDATES_SAME_ID if character.update.same_id else \
        UPDATES_SAME_ACTOR if character.update.same_actor else UPDATES
    QTreeWidgetItem(head, [QCoreApplication.translate("ImportPreview", "Update"),
                           render(which, {"name": character.update.name}, "ImportPreview"), ""])
    if preview is not None and preview.night_matters(character):  # its own "Keep the night's wounds" box
        night_row(head, preview, character)
    label = QCoreApplication.translate("ImportPreview", CHANGES)
    for change in preview.changes_of(character)[0] if preview is not None else character.update.changes:
        rows = change_rows(preview.fields_of(character), change) if preview is not None else []
        # where in the file it came from, as the field's own row says it ("Strength", "the actor's weapons")
        source = "; ".join(render(r.said["t"], r.said.get("args", {}), r.said.get("ctx", "log")) if r.said
                           else breakable(r.source) for r in rows)
        item = QTreeWidgetItem(head, [label, render(change["t"], change.get("args", {}), change.get("ctx", "log")),
                                      source])
        paths = [r.source for r in rows if r.said]
        if paths:  # the path in the actor, in the details under the list
            item.setData(2, PATH, ", ".join(paths))
    if preview is None or not preview.night_of(character):
        return
    label = QCoreApplication.translate("ImportPreview", NOT_TAKEN)  # not a change: under a heading of its own
    for missed in character.update.not_taken:
        row = QTreeWidgetItem(head, [label, render(missed["t"], missed.get("args", {}), missed.get("ctx", "log")), ""])
        row.setForeground(0, QBrush(NOT_TAKEN_COLOUR))
        row.setForeground(1, QBrush(NOT_TAKEN_COLOUR))
