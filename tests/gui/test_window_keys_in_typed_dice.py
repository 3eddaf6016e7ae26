"""The window's Ctrl keys from the typed-dice fields of the dice and swarm docks.

On X11 a line edit claims Ctrl+E (end of line) and Ctrl+K (delete to the end of the line) before the
window's shortcuts: in the swarm panel's typed dice Ctrl+E opened no Export dialog until the GM
pressed Esc.  Offscreen Qt binds no such keys, so each field here claims them as an X11 line edit
does (``QT_QPA_PLATFORM=xcb`` runs the real thing); the window's keys reach the window all the
same: Ctrl+E opens the export, Ctrl+K goes to the swarm round's typed dice, Ctrl+R rolls."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLineEdit

from tests.gui.test_swarm_dead_after_step import CTRL_SHIFT
from tests.gui.test_swarm_dock import pick, type_into
from tests.gui.test_threat_dock import make_window
from ui.dialogs.export_dialog import ExportDialog
from ui.field_keys import WATCHED

CTRL = Qt.KeyboardModifier.ControlModifier
X11_LINE_KEYS = (Qt.Key.Key_E, Qt.Key.Key_K)  # MoveToEndOfLine, DeleteEndOfLine in X11's key bindings


class X11LineKeys(QObject):
    """A line edit's claim, as on X11, to Ctrl+E and Ctrl+K (its ShortcutOverride accepted)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and event.modifiers() == CTRL and event.key() in X11_LINE_KEYS:
            event.accept()
            return True
        return False


def as_on_x11(field: QLineEdit) -> None:
    assert field.property(WATCHED) is not True, "claims after the window's watch would come first"
    claims = X11LineKeys(field)
    field.installEventFilter(claims)


def test_ctrl_e_k_and_r_from_the_typed_dice_of_the_dice_and_swarm_docks(qtbot, tmp_path, monkeypatch):
    window, _threat, ids = make_window(qtbot, tmp_path)
    opened: list[str] = []
    monkeypatch.setattr(ExportDialog, "exec", lambda self: opened.append(self.windowTitle()) or 0)
    swarm = window.docks["swarmDock"]
    dice = window.docks["diceDock"]
    as_on_x11(dice.faces_edit)
    swarm.raise_()
    type_into(qtbot, swarm.dead, "12")
    dial = window.docks["threatDock"].dial
    dial.setFocus()
    for _ in range(3):
        qtbot.keyClick(dial, Qt.Key.Key_Plus)
        qtbot.keyClick(dial, Qt.Key.Key_4)
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)
    qtbot.keyClick(window, Qt.Key.Key_W, CTRL_SHIFT)  # the swarm fight starts
    pick(swarm.round_box.rollers[0][0], ids["Ana"])
    pick(swarm.round_box.rollers[0][1], "close_combat")
    faces = swarm.round_box.plan_labels[0][1]
    as_on_x11(faces)
    faces.setFocus()
    qtbot.keyClick(faces, Qt.Key.Key_E, CTRL)
    assert opened == ["Export session log"]  # from the swarm's typed dice
    dice.raise_()
    dice.faces_edit.setFocus()
    assert QApplication.focusWidget() is dice.faces_edit
    qtbot.keyClick(dice.faces_edit, Qt.Key.Key_E, CTRL)
    assert opened == ["Export session log"] * 2  # from the dice dock's typed dice
    qtbot.keyClick(dice.faces_edit, Qt.Key.Key_K, CTRL)
    assert QApplication.focusWidget() is faces  # to the swarm round's typed dice
    events = len(window.services.campaign.events())
    qtbot.keyClick(faces, Qt.Key.Key_K, CTRL)
    assert QApplication.focusWidget() is faces
    qtbot.keyClick(faces, Qt.Key.Key_R, CTRL)  # the swarm round rolled
    assert len(window.services.campaign.events()) > events
