"""Inside Session → Handouts: Ctrl+Z and Ctrl+Shift+Z undo and redo as in the window (after Shift+R,
Ctrl+Z did nothing until Esc), the list and its lines following; a picture is added under a title the
GM gives it (its file's name offered, not a handout called "h"), and F2 renames a handout: one
undoable line of the log, the room's screen following."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from app.services.logtext import render_event
from tests.gui.helpers import activate, campaign_window

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def opened(qtbot, window):
    dialog = window.player.handouts_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=5_000)
    return dialog


def titles(dialog) -> list[str]:
    return [dialog.list.item(n).text() for n in range(dialog.list.count())]


def test_ctrl_z_in_the_handouts_dialog_undoes_and_redoes(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    assert services.handouts.add_text("Note from the mill", "Keep out.")
    dialog = opened(qtbot, window)
    qtbot.keyClick(dialog.list, Qt.Key.Key_R)
    assert services.handouts.shown("room").title == "Note from the mill"
    qtbot.keyClick(dialog.list, Qt.Key.Key_R, SHIFT)
    assert services.handouts.shown("room") is None
    assert "The room sees: nothing" in dialog.where.text()
    qtbot.keyClick(dialog.list, Qt.Key.Key_Z, CTRL)  # the hiding taken back, from inside the dialog
    assert services.handouts.shown("room").title == "Note from the mill"
    assert "The room sees: Note from the mill" in dialog.where.text()
    qtbot.keyClick(dialog.list, Qt.Key.Key_Z, CTRL)  # and the showing
    assert services.handouts.shown("room") is None
    qtbot.keyClick(dialog.list, Qt.Key.Key_Z, CTRL | SHIFT)  # redone
    assert services.handouts.shown("room").title == "Note from the mill"
    assert "The room sees: Note from the mill" in dialog.where.text()
    qtbot.keyClick(dialog.list, Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Z, CTRL)  # the handout itself: gone from the list
    assert services.handouts.handouts() == [] and titles(dialog) == []
    dialog.close()
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL | SHIFT)  # the window's keys as before once it is closed
    assert [h.title for h in services.handouts.handouts()] == ["Note from the mill"]


def test_a_picture_gets_the_title_the_gm_gives_and_f2_renames_a_handout(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu")
    services = window.services
    sketch = QImage(640, 480, QImage.Format.Format_RGB32)
    sketch.fill(QColor("#3a5f8a"))
    assert sketch.save(str(tmp_path / "h.png"))
    window.player.act_toggle.setChecked(True)  # the players' screen on
    qtbot.waitUntil(window.player.display.isVisible, timeout=5_000)
    dialog = opened(qtbot, window)
    dialog.ask_file = lambda: str(tmp_path / "h.png")
    asked: list[str] = []
    answers = iter([None, "Sketch of the mall", "Mall, north side"])
    dialog.ask_title = lambda title: asked.append(title) or next(answers)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Insert, SHIFT)  # the title question cancelled: nothing added
    assert asked == ["h"] and services.handouts.handouts() == []
    qtbot.keyClick(dialog.list, Qt.Key.Key_Insert, SHIFT)
    assert asked == ["h", "h"]  # the file's name offered
    assert [h.title for h in services.handouts.handouts()] == ["Sketch of the mall"]
    qtbot.keyClick(dialog.list, Qt.Key.Key_R)
    display = window.player.display
    assert display.handout.title.text() == "Sketch of the mall"
    qtbot.keyClick(dialog.list, Qt.Key.Key_F2)
    assert asked[-1] == "Sketch of the mall"  # the title it has, to edit
    assert [h.title for h in services.handouts.handouts()] == ["Mall, north side"]
    assert titles(dialog) == ["Mall, north side (picture)"]
    assert display.handout.title.text() == "Mall, north side"  # the room reads the new title
    last = services.campaign.events()[-1]
    assert render_event(last) == "Handout renamed: Sketch of the mall → Mall, north side"
    assert not last.secret  # the room shows it: the players see the new title
    qtbot.keyClick(dialog.list, Qt.Key.Key_Z, CTRL)
    assert titles(dialog) == ["Sketch of the mall (picture)"]
    assert display.handout.title.text() == "Sketch of the mall"
    dialog.ask_title = lambda title: "  "
    qtbot.keyClick(dialog.list, Qt.Key.Key_F2)  # an empty title: refused, said, nothing changed
    assert dialog.message.text() == "A handout needs a title."
    assert titles(dialog) == ["Sketch of the mall (picture)"]
    dialog.close()
    window.player.act_toggle.setChecked(False)
