"""A status message is history once the GM acts again: "Undone: Kit shoots …" stayed up after the
roll that followed (read as that roll's answer), "Deshecho: 30 de daño…" after the next melee roll.
An action that answers elsewhere (the log, the dice dock) takes the old message down; an alert
raised by the action itself is still said."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window
from tests.gui.keycount import CTRL, SHIFT, Keys
from ui.docks.log_model import EVENT


def note(keys: Keys, text: str) -> None:
    keys.key(Qt.Key.Key_N, CTRL | SHIFT)  # a GM note
    QApplication.focusWidget().insert(text)
    keys.key(Qt.Key.Key_Return)
    keys.key(Qt.Key.Key_Escape)


def test_an_undo_s_message_goes_at_the_next_action(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    window.resize(1366, 768)
    bar = window.statusBar()
    keys = Keys(qtbot)
    note(keys, "Kit hears steps on the stairs")
    keys.key(Qt.Key.Key_Z, CTRL)
    assert bar.currentMessage().startswith("Undo:"), bar.currentMessage()
    QApplication.processEvents()  # (the GM reads it)
    note(keys, "Dov waits behind the counter")
    log = window.docks["logDock"].view.model()
    assert any("Dov waits behind the counter" in str(log.index(row, EVENT).data() or "")
               for row in range(log.rowCount()))  # the answer, in the log
    assert not bar.currentMessage().startswith("Undo:"), bar.currentMessage()  # the old one gone


def test_an_alert_the_action_raises_is_still_said(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    bar = window.statusBar()
    keys = Keys(qtbot)
    note(keys, "Kit hears steps on the stairs")
    keys.key(Qt.Key.Key_Z, CTRL)
    QApplication.processEvents()
    services = window.services
    services.campaign.changed.connect(lambda _changes: window.status.show_alert("Kit: bleeding"))
    note(keys, "Dov waits behind the counter")  # an action raising an alert as it goes through
    assert bar.currentMessage() == "⚠ Kit: bleeding"
