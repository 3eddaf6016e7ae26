"""A note written and then Ctrl+Z (issue 44, the players' side).  Once the note field took Ctrl+Z for
its own typing and gave a secret note's words back as a draft, its "Secret note" box unticked; Enter
then wrote them as a PUBLIC note, in the players' copy.  Then Ctrl+Z became the window's Undo (the
note taken back, as secret as it was) and the field stayed empty, so a GM correcting a typo typed
the note again.  Now the Undo gives the words back into the field WITH the box as the note had it
(ticked for a secret note), and Enter writes it again as it was: a secret note never public."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window
from tests.gui.keycount import CTRL, SHIFT, Keys

SECRET = "S1 is Dov brother"
PUBLIC = "Teh bridge is down"


def _write(qtbot, window, keys, words, secret):
    log = window.docks["logDock"]
    keys.key(Qt.Key.Key_N, CTRL | SHIFT)
    qtbot.waitUntil(log.note.hasFocus)
    keys.type(words)
    if secret:
        keys.key(Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is log.note_secret
        keys.key(Qt.Key.Key_Space)  # Secret note, ticked
        keys.key(Qt.Key.Key_Backtab)
    keys.key(Qt.Key.Key_Return)
    note = window.services.campaign.events()[-1]
    assert words in render_event(note) and note.secret == secret
    assert log.note.hasFocus() and log.note.text() == "" and log.note_secret.isChecked() == secret  # as set


def test_ctrl_z_after_a_secret_note_gives_its_words_back_still_secret(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    activate(qtbot, window)
    services = window.services
    log = window.docks["logDock"]
    keys = Keys(qtbot)
    _write(qtbot, window, keys, SECRET, secret=True)
    keys.key(Qt.Key.Key_Z, CTRL)  # the window's Undo: the note taken back
    undo = services.campaign.events()[-1]
    assert render_event(undo).startswith("Undo: ") and SECRET in render_event(undo) and undo.secret
    assert log.note.hasFocus() and log.note.text() == SECRET, "the note's words are not back to correct"
    assert log.note_secret.isChecked(), "a secret note's words came back with its Secret box unticked"
    keys.key(Qt.Key.Key_Z, CTRL)  # nothing more of the field's own: the words stay, the box ticked
    assert log.note.text() == SECRET and log.note_secret.isChecked()
    keys.key(Qt.Key.Key_End)
    keys.type("'s")
    keys.key(Qt.Key.Key_Return)  # written again, as secret as it was
    again = services.campaign.events()[-1]
    assert render_event(again) == f"Note: {SECRET}'s" and again.secret
    assert log.note.text() == "" and log.note_secret.isChecked()  # still ticked for the next note
    public = [render_event(e) for e in services.campaign.events() if not e.secret]
    assert not [line for line in public if SECRET in line], public


def test_ctrl_z_after_a_public_note_gives_its_words_back_to_correct(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    activate(qtbot, window)
    services = window.services
    log = window.docks["logDock"]
    keys = Keys(qtbot)
    _write(qtbot, window, keys, PUBLIC, secret=False)
    keys.key(Qt.Key.Key_Z, CTRL)
    assert render_event(services.campaign.events()[-1]) == f"Undo: Note: {PUBLIC}"
    assert log.note.hasFocus() and log.note.text() == PUBLIC and not log.note_secret.isChecked()
    keys.key(Qt.Key.Key_Home)
    for _ in range(3):
        keys.key(Qt.Key.Key_Delete)
    keys.type("The")
    keys.key(Qt.Key.Key_Return)
    note = services.campaign.events()[-1]
    assert render_event(note) == "Note: The bridge is down" and not note.secret
    assert log.note.text() == ""


def test_redo_of_the_note_takes_its_words_out_of_the_field(qtbot, tmp_path):
    """Ctrl+Z then Ctrl+Y: the note is written again by the Redo; the field, which held its words,
    is emptied (Enter would have written it twice)."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    activate(qtbot, window)
    services = window.services
    log = window.docks["logDock"]
    keys = Keys(qtbot)
    _write(qtbot, window, keys, SECRET, secret=True)
    keys.key(Qt.Key.Key_Z, CTRL)
    assert log.note.text() == SECRET and log.note_secret.isChecked()
    services.campaign.redo()
    assert log.note.text() == "" and log.note_secret.isChecked()
    notes = [e for e in services.campaign.events() if render_event(e) == f"Note: {SECRET}"]
    assert len(notes) == 1 and notes[0].secret


def test_two_secret_notes_in_a_row_are_both_secret(qtbot, tmp_path):
    """The Secret box stays as the GM set it: it was unticked after each note, and the second of two
    secret notes typed one after the other ("Secreto A", "Secreto B") went into the players' copy."""
    window = campaign_window(qtbot, tmp_path, "twdu")
    window.resize(1366, 768)
    activate(qtbot, window)
    services = window.services
    log = window.docks["logDock"]
    keys = Keys(qtbot)
    _write(qtbot, window, keys, SECRET, secret=True)
    keys.type("Rook buried the keys")  # the field keeps the focus: the next note at once
    keys.key(Qt.Key.Key_Return)
    second = services.campaign.events()[-1]
    assert render_event(second) == "Note: Rook buried the keys" and second.secret
    keys.key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is log.note_secret
    keys.key(Qt.Key.Key_Space)  # unticked by the GM: the next note is public
    keys.key(Qt.Key.Key_Backtab)
    keys.type("Dawn comes")
    keys.key(Qt.Key.Key_Return)
    third = services.campaign.events()[-1]
    assert render_event(third) == "Note: Dawn comes" and not third.secret
