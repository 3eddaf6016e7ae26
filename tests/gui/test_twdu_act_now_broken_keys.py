"""A (Act now) on a Broken fighter in twdu: "you are down – you cannot do anything meaningful" (the
rules' Broken), and the order passes her over.  A logged "Mia acts now" and moved her to the top of
the list while the turn stayed where it was; now A is refused with the reason in the status bar,
nothing is logged and the order stays as it was."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_initiative_dock import create, dock_of, last_line, press, rows, select, start_fight, window_for


def test_a_on_a_broken_fighter_is_refused_with_the_reason(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, "twdu")
    create(window, "Ana")
    mia = create(window, "Mia")
    create(window, "Walker", "npc")
    start_fight(qtbot, window, tick=("Walker",))
    assert window.services.characters.damage(mia, {"damage": 3, "armor": False})  # Broken
    before = rows(window)
    line = last_line(window)
    header = dock_of(window).header.text()
    select(window, "Mia")
    press(qtbot, window, Qt.Key.Key_A)
    assert window.statusBar().currentMessage() == "Mia cannot act (Broken): the turn stays where it is."
    assert last_line(window) == line  # nothing logged
    assert rows(window) == before and dock_of(window).header.text() == header
