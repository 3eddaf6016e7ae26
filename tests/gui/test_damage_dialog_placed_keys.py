"""AFMBE norms: the first Damage dialog (D on a character) opened at the screen's top-left corner with
its title bar off the screen.  It now opens over the middle of the window, whole on the screen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.test_afmbe_dice_reach import ids


def test_the_first_damage_dialog_opens_over_the_window_s_middle(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    window.setGeometry(120, 80, 1000, 640)
    services = window.services
    assert services.characters.create("Father Tom", "pc", {"str": 2, "con": 2})
    dock = window.docks["charactersDock"]
    dock.select(ids(window)["Father Tom"])
    seen = {}

    def look(dialog):
        qtbot.wait(50)  # its wrapped lines laid out
        QApplication.processEvents()
        seen["frame"] = dialog.frameGeometry()
        seen["screen"] = dialog.screen().availableGeometry()
        seen["title"] = dialog.windowTitle()
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_dialog_opens(look)
    activate(qtbot, window)
    dock.tree.setFocus()
    qtbot.keyClick(dock.tree, Qt.Key.Key_Escape)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_D)
    frame, screen = seen["frame"], seen["screen"]
    assert seen["title"].startswith("Damage"), seen
    assert screen.contains(frame.topLeft()) and frame.top() >= screen.top(), (frame, screen)
    middle = window.frameGeometry().center()
    if frame.width() < screen.width() and frame.height() < screen.height():
        assert abs(frame.center().x() - middle.x()) <= 2 or frame.left() == screen.left() \
            or frame.right() == screen.right(), (frame, middle)
        assert abs(frame.center().y() - middle.y()) <= 2 or frame.top() == screen.top() \
            or frame.bottom() == screen.bottom(), (frame, middle)
