"""Mia's letter, shown on her phone alone, then Enter in the handouts list: it went on the projector
for the whole room at once.  Now it asks first, naming her and the letter; Enter answers No and
nothing is shown; R then Y shows it to the room.  A handout no one was given alone goes without a
question (tests/gui/test_handouts_enter.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.services.logtext import render_event
from tests.gui.helpers import campaign_window
from ui.dialogs.handouts_dialog import HandoutsDialog


def _answer(qtbot, key, seen):
    def press():
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        qtbot.keyClick(box, key)
    QTimer.singleShot(0, press)


def test_mias_letter_asks_before_it_goes_to_the_room(qtbot, tmp_path, qapp):
    window = campaign_window(qtbot, tmp_path, "gridlimbs")
    services = window.services
    assert services.characters.create("Mia", "pc", services.ruleset.new_sheet())
    mia = next(c.id for c in services.characters.characters() if c.name == "Mia")
    assert services.player_links.issue(mia)
    assert services.handouts.add_text("Letter", "Meet me at the pharmacy.")
    dialog = HandoutsDialog(services, window)
    qtbot.addWidget(dialog)
    dialog.ask_player = lambda players: players[0][0]
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.list.setCurrentRow(0)
    qtbot.keyClick(dialog.list, Qt.Key.Key_O)
    assert services.handouts.shown("player", mia) is not None
    seen: list[str] = []
    _answer(qtbot, Qt.Key.Key_Return, seen)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
    assert seen == ["“Letter” was shown to Mia alone. Show it to the whole room?"]
    assert services.handouts.shown("room") is None and "The room sees: nothing" in dialog.where.text()
    _answer(qtbot, Qt.Key.Key_Y, seen)
    qtbot.keyClick(dialog.list, Qt.Key.Key_R)
    assert services.handouts.shown("room") is not None
    assert render_event(services.campaign.events()[-1]) == "Handout shown to the room: Letter"
