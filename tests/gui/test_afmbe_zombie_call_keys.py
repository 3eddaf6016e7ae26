"""AFMBE: a zombie out of Life Points shows the GM's call on its roster row, not a character's dying
(neither text says how a zombie ends): two buttons without a die, destroyed or still coming; Space
on one makes the call, one log line, and Ctrl+Z takes it back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import activate, campaign_window
from tests.gui.test_autofire_ammo_keys import last_log_line


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def test_the_gms_call_on_a_fallen_zombie_by_keys(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "afmbe", "norms")
    services = window.services
    assert services.characters.create("Biter", "zombie", {"str": 2, "con": 2})  # 26 Life Points
    biter = next(int(c.id) for c in services.characters.characters())
    assert services.characters.damage(biter, {"amount": 29})
    settle()
    dock = window.docks["charactersDock"]
    cell = dock.checks(biter)
    assert list(cell.check_buttons) == ["destroyed", "still_coming"]
    assert [b.text() for b in cell.check_buttons.values()] == ["Destroyed", "Still coming"]  # no die
    assert "Incapacitated" not in cell.badges.text() and "Unconscious" not in cell.badges.text()
    assert "Down: the GM&#x27;s call" in cell.badges.text().replace("&nbsp;", " ")  # a chip never breaks
    button = cell.check_buttons["destroyed"]
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    settle()
    assert last_log_line(window) == "Biter: Destroyed — The GM's call at −3 Life Points: destroyed."
    row = services.characters.character(biter)
    assert services.ruleset.is_dead(row.sheet, row.state)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()
    cell = dock.checks(biter)
    assert list(cell.check_buttons) == ["destroyed", "still_coming"]
