"""Session → Handouts by keys, as a GM would: type one (Ins), add a picture (Shift+Ins), show it with
one key (R the room, P every phone, O one player's phone), hide it (Shift+R/P/O), take it back (Del);
a file that is not a picture is refused in the dialog and changes nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from app.services.logtext import render_event
from tests.gui.helpers import campaign_window
from ui.dialogs.handouts_dialog import HandoutsDialog


def lines(services, count):
    return [(render_event(e), e.secret) for e in services.campaign.events()[-count:]]


def test_handouts_are_shown_and_hidden_with_one_key_each(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.characters.create("Ana", "pc", services.ruleset.new_sheet())
    ana = next(c.id for c in services.characters.characters() if c.name == "Ana")
    dialog = HandoutsDialog(services, window)
    qtbot.addWidget(dialog)
    dialog.ask_text = lambda: ("Radio message", "The north doors are open.")
    sketch = QImage(640, 480, QImage.Format.Format_RGB32)
    sketch.fill(QColor("#3a5f8a"))
    assert sketch.save(str(tmp_path / "sketch.png"))
    (tmp_path / "notes.png").write_text("not a picture", "utf-8")
    files = iter([str(tmp_path / "notes.png"), str(tmp_path / "sketch.png")])
    dialog.ask_file = lambda: next(files)
    dialog.ask_title = lambda title: title  # the file's name, as offered
    dialog.ask_player = lambda players: players[0][0]
    dialog.show()
    qtbot.waitExposed(dialog)
    keys = dialog.list

    def press(key, modifier=Qt.KeyboardModifier.NoModifier):
        qtbot.keyClick(keys, key, modifier)

    press(Qt.Key.Key_Insert)
    assert [h.title for h in services.handouts.handouts()] == ["Radio message"]
    press(Qt.Key.Key_Insert, Qt.KeyboardModifier.ShiftModifier)  # the text file: refused
    assert dialog.message.text() == "notes.png is not a picture Deadwatch can read (PNG, JPEG, GIF, BMP or WebP)."
    assert [h.title for h in services.handouts.handouts()] == ["Radio message"]
    press(Qt.Key.Key_Insert, Qt.KeyboardModifier.ShiftModifier)  # the sketch
    assert [h.title for h in services.handouts.handouts()] == ["Radio message", "sketch"]
    assert dialog.message.text() == ""
    press(Qt.Key.Key_R)  # the sketch, selected as it came, to the room
    assert services.handouts.shown("room").title == "sketch"
    keys.setCurrentRow(0)
    press(Qt.Key.Key_P)
    press(Qt.Key.Key_O)  # Ana has no phone link yet: nobody to offer, and the dialog says so
    assert dialog.message.text() == ("No player has a phone link yet: "
                                     "give one with Ctrl+Shift+L, Share player view.")
    assert services.handouts.placed()["players"] == {}
    assert services.player_links.issue(ana)
    asked = []
    dialog.ask_player = lambda players: asked.append(players) or players[0][0]
    assert services.characters.create("Ben", "pc", services.ruleset.new_sheet())  # no link: not offered
    press(Qt.Key.Key_O)  # and the radio message to Ana alone
    assert asked == [[(ana, "Ana")]]
    shown = [line for line in lines(services, 6) if line[0].startswith("Handout shown")]
    assert shown == [("Handout shown to the room: sketch", False),
                                  ("Handout shown on every phone: Radio message", False),
                                  ("Handout shown on Ana's phone: Radio message", True)]
    assert "The room sees: sketch" in dialog.where.text() and "Ana's phone sees: Radio message" in dialog.where.text()
    press(Qt.Key.Key_O, Qt.KeyboardModifier.ShiftModifier)
    press(Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert services.handouts.placed()["room"] is None
    assert services.handouts.shown("phones", ana).title == "Radio message"  # every phone's, hers gone
    press(Qt.Key.Key_Delete)  # the radio message, taken back: off every phone
    assert [h.title for h in services.handouts.handouts()] == ["sketch"]
    assert services.handouts.shown("phones") is None
    assert lines(services, 1) == [("Handout taken back: Radio message", False)]
    assert services.campaign.undo()
    assert [h.title for h in services.handouts.handouts()] == ["Radio message", "sketch"]
    dialog.close()


def test_ctrl_enter_saves_a_typed_handout_and_enter_starts_a_new_line(qtbot):
    from PySide6.QtWidgets import QDialog

    from ui.dialogs.handouts_dialog import TextHandoutDialog

    dialog = TextHandoutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClicks(dialog.title, "Radio message")
    dialog.text.setFocus()
    qtbot.keyClicks(dialog.text, "North doors")
    qtbot.keyClick(dialog.text, Qt.Key.Key_Return)
    qtbot.keyClicks(dialog.text, "are open.")
    assert dialog.isVisible() and dialog.text.toPlainText() == "North doors\nare open."
    assert "Ctrl+Enter" in dialog.text.placeholderText()
    qtbot.keyClick(dialog.text, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.result() == QDialog.DialogCode.Accepted and not dialog.isVisible()
    assert dialog.text.toPlainText() == "North doors\nare open."
