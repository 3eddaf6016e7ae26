"""The roster during a fight on a laptop (compact: a short dock), in Spanish: its group headings
(Personajes jugadores, PNJ, Zombis) read whole, and the keys never stop on one.  A GM pressed
Home there and the cursor sat on a heading that had shrunk to a dark line, nothing selected;
F then fired the weapon of the character chosen before (Rook's shotgun), not the first one's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from tests.gui import readable
from tests.gui.test_readable import demos, fight_window, gm_theme  # noqa: F401  (fixtures)
from ui import i18n
from ui.widgets.roster_heading import tail


@pytest.fixture
def spanish():  # noqa: ANN201
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def test_headings_read_whole_and_the_keys_pass_over_them(qtbot, tmp_path, demos, spanish):  # noqa: F811
    window = fight_window(qtbot, tmp_path, demos["twdu"])
    roster = window.docks["charactersDock"]
    tree = roster.tree
    assert roster.compact.on  # the fight's layout: a short roster
    headings = [g for g in roster.groups.values() if not g.isHidden()]
    assert len(headings) >= 2
    for group in headings:  # each heading's name whole in its row
        name = readable.tr("CharactersDock", {"pc": "Player characters", "npc": "NPCs",
                                              "zombie": "Zombies"}[next(k for k, g in roster.groups.items()
                                                                      if g is group)])
        assert group.text(0) == name
        rect = tree.visualItemRect(group)
        metrics = QFontMetrics(group.font(0))
        assert rect.height() >= metrics.capHeight() + tail(metrics), (name, rect.height())  # in capitals
        assert rect.width() >= metrics.horizontalAdvance(name), name
    characters = [tree.topLevelItem(g).child(c) for g in range(tree.topLevelItemCount())
                  for c in range(tree.topLevelItem(g).childCount())]
    characters = [c for c in characters if not c.isHidden() and not c.parent().isHidden()]
    last = characters[-1]
    tree.setCurrentItem(last)  # the last one chosen (Rook)
    settle()
    assert roster.selection.character_id == roster.current_id()
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_Home)
    settle()
    assert tree.currentItem() is characters[0], tree.currentItem().text(0)
    assert roster.selection.character_id == roster.current_id()
    assert characters[0].isSelected()
    seen = [tree.currentItem()]
    for _ in range(len(characters) + 2):
        qtbot.keyClick(tree, Qt.Key.Key_Down)
        seen.append(tree.currentItem())
    assert all(item in characters for item in seen), [i.text(0) for i in seen if i not in characters]
    assert seen[-1] is characters[-1]
    for _ in range(len(characters) + 2):
        qtbot.keyClick(tree, Qt.Key.Key_Up)
        seen.append(tree.currentItem())
        assert roster.selection.character_id == roster.current_id()
    assert all(item in characters for item in seen), [i.text(0) for i in seen if i not in characters]
    assert seen[-1] is characters[0]
    qtbot.keyClick(tree, Qt.Key.Key_End)
    assert tree.currentItem() is characters[-1]
    window.close()

