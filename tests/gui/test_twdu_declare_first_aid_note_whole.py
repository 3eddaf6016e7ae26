"""The twdu demo's brawl at 1366×768: E, then 5 (First aid) with nobody Broken.  The dialog's note
("Nadie en este combate puede ser objetivo de Primeros auxilios.") came up in a row one line high:
its two lines squeezed into one, cut at the top and the bottom, over the Action field.  It now
wraps whole: its label as high as its lines, above the Action row, inside the dialog, in English,
Russian and Spanish."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import when_dialog_opens
from tests.gui.keycount import Keys
from tests.gui.twdu_brawl import spanish_fight
from ui import i18n


@pytest.fixture(autouse=True)
def _collect():
    yield
    gc.collect()


def in_dialog(dialog, widget) -> QRect:  # noqa: ANN001
    return QRect(widget.mapTo(dialog, widget.rect().topLeft()), widget.size())


def cut(dialog) -> list[str]:  # noqa: ANN001
    """What of the note does not read whole: its lines taller than its label, a word wider than it,
    the label over the Action field or out of the dialog."""
    note = dialog.none_note
    out = []
    if note.height() < note.heightForWidth(note.width()):
        out.append(f"{note.height()} px high of {note.heightForWidth(note.width())}")
    widest = max(note.fontMetrics().horizontalAdvance(word) for word in note.text().split())
    if widest > note.width():
        out.append(f"a word of {widest} px in {note.width()}")
    box, action = in_dialog(dialog, note), in_dialog(dialog, dialog.action)
    if box.bottom() >= action.top():
        out.append(f"over the Action field ({box.bottom()} ≥ {action.top()})")
    if not dialog.rect().contains(box):
        out.append(f"out of the dialog ({box} in {dialog.rect()})")
    return out


@pytest.mark.parametrize("lang", ["es", "ru", "en"])
def test_the_first_aid_note_wraps_whole(qtbot, tmp_path, lang):
    assert i18n.set_language(lang)
    try:
        spanish_fight(qtbot, tmp_path)  # the fight list focused: E declares for its chosen row
        keys = Keys(qtbot)
        seen: dict[str, object] = {}

        def answer(dialog) -> None:  # noqa: ANN001
            try:
                qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
                keys.type("5")  # First aid: nobody is Broken
                qtbot.waitUntil(dialog.none_note.isVisible)
                QApplication.processEvents()
                seen["note"] = dialog.none_note.text()
                seen["cut"] = cut(dialog)
                keys.type("1")  # cover: no note, and back
                keys.type("5")
                QApplication.processEvents()
                seen["again"] = cut(dialog)
            finally:
                dialog.reject()

        when_dialog_opens(answer)
        keys.key(Qt.Key.Key_E)
        qtbot.waitUntil(lambda: "again" in seen)
        assert seen["note"]
        assert seen["cut"] == [] and seen["again"] == [], seen
    finally:
        i18n.set_language("en")
