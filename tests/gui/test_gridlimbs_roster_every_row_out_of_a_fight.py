"""The grid game's demo at 1366×768, out of a fight: Kit's body figure (head, torso, arms, legs on
three lines) and Dov's filled the roster, the two shamblers out of view under them.  Now every row
shows whole, each a line high: the main pool and the parts that are hurt by their short names and
points ("Torso 8/10", "R. arm 5/7"), the whole figure on the sheet; the roster keeps its headings and
buttons.  Given the room for every row whole (the initiative dock closed), the figures come back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.services.demo import build_demo
from ui import open_main_window
from ui.themes import apply_theme


def settle() -> None:
    for _ in range(5):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


@pytest.fixture
def gm_theme(qapp):  # noqa: ANN001, ANN201
    """The theme the GM sees (its 11 pt type, as Deadwatch starts)."""
    apply_theme(qapp, "dark")
    yield
    qapp.setStyleSheet("")


def test_every_character_s_row_shows_in_the_roster_out_of_a_fight(qtbot, tmp_path, gm_theme):
    path = build_demo(tmp_path / "grid.deadwatch", "gridlimbs")
    window = open_main_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    settle()
    roster = window.docks["charactersDock"]
    tree = roster.tree
    tree.scrollToTop()
    settle()
    names = {c.name: int(c.id or 0) for c in window.services.characters.characters()}
    view = tree.viewport().rect()
    shown = [name for name, cid in names.items() if view.contains(tree.visualItemRect(roster.items[cid]))]
    assert shown == list(names), f"{shown} of {list(names)} whole in the roster"
    assert tree.header().isVisible() and roster.buttons["new"].isVisible()  # not the fight's compact roster
    kit, dov = roster.tracks(names["Kit"]), roster.tracks(names["Dov"])
    assert not kit.body and [bar.words[2] for bar in kit.bars] == ["Torso 8/8"]  # no part hurt
    assert not dov.body and [bar.words[2] for bar in dov.bars] == ["Torso 8/10", "R. arm 5/7"]
    assert "Right arm 5/7" in roster.items[names["Dov"]].toolTip(1)  # the hurt arm's full name on the row
    window.docks["initiativeDock"].close()  # the room for every row whole: the figures again
    settle()
    assert roster.tracks(names["Kit"]).body
