"""A secret note written and then Ctrl+Z (issue 44, the players' side): the note field, emptied by the
note it wrote, took Ctrl+Z for its own typing and gave the note's words back as a draft, its "Secret
note" box unticked; Enter then wrote them as a PUBLIC note, in the players' copy.  Now Ctrl+Z there is
the window's Undo (the note taken back, as secret as it was), and the field never gives the words back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, SHIFT, Keys

SECRET = "S1 is Dov brother"


def test_ctrl_z_after_a_secret_note_undoes_it_and_never_brings_its_words_back(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    activate(qtbot, window)
    services = window.services
    log = window.docks["logDock"]
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_N, CTRL | SHIFT)
    qtbot.waitUntil(log.note.hasFocus)
    keys.type(SECRET)
    keys.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is log.note_secret
    keys.key(Qt.Key.Key_Space)  # Secret note, ticked
    keys.key(Qt.Key.Key_Backtab)
    keys.key(Qt.Key.Key_Return)
    note = services.campaign.events()[-1]
    assert SECRET in render_event(note) and note.secret
    assert log.note.hasFocus() and log.note.text() == ""
    keys.key(Qt.Key.Key_Z, CTRL)  # the window's Undo: the note taken back
    assert log.note.text() == "", "the secret note's words came back as a draft"
    undo = services.campaign.events()[-1]
    assert render_event(undo).startswith("Undo: ") and SECRET in render_event(undo) and undo.secret
    keys.key(Qt.Key.Key_Z, CTRL)  # nothing more of the field's own: still nothing typed back
    keys.key(Qt.Key.Key_Return)  # and Enter writes nothing public
    assert log.note.text() == ""
    public = [render_event(e) for e in services.campaign.events() if not e.secret]
    assert not [line for line in public if SECRET in line], public
