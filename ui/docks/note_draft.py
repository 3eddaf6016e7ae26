"""The session log's note field after Ctrl+Z: the note just written, taken back by the window's Undo,
comes back into the field as it was typed, its "Secret note" box as the note was (ticked for a
secret one: never a secret note's words with the box unticked, which Enter would write as a public
note), so that a GM correcting a typo edits it and presses Enter again.  Its Redo, the note written
again, empties the field of those words (Enter would write it twice).  Only the latest note written
from the field, and only into an empty field: what the GM is typing is never replaced."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QCheckBox, QLineEdit

    from app.services.log import LogLine


def _words(text: str) -> str:
    return " ".join(text.split())  # as the note is written (app.services.log.AddNote)


class NoteDraft:
    """The latest note the field wrote, given back to the field when its Undo takes it back."""

    def __init__(self, field: QLineEdit, secret: QCheckBox) -> None:
        self.field = field
        self.secret = secret
        self.written = ""  # the words of the latest note written from the field, as typed
        self.back = ""  # the words given back to the field by an Undo, until its Redo or a new note

    def wrote(self, text: str) -> None:
        """A note of ``text`` was written from the field."""
        self.written, self.back = text, ""

    def follow(self, new: Iterable[LogLine], event_by_id: Callable[[int], LogLine | None]) -> None:
        """New log lines: an Undo or Redo of the latest note (``event_by_id``: the log's events read
        by id) gives its words back to the field or takes them out again."""
        for event in new:
            if event.kind not in ("undo", "redo") or event.ref_id is None:
                continue
            note = event_by_id(event.ref_id)
            if note is None or note.kind != "note" or not isinstance(note.args, dict):
                continue
            words = note.args.get("text")
            if event.kind == "undo" and self.written and words == _words(self.written) and not self.field.text():
                self.secret.setChecked(bool(note.secret))  # the box first: the words never stand unticked
                self.field.setText(self.written)
                self.back, self.written = self.written, ""
            elif event.kind == "redo" and self.back and words == _words(self.back):
                if self.field.text() == self.back:
                    self.field.setText("")  # the box left as it is: as the GM set it for his notes
                self.written, self.back = self.back, ""
