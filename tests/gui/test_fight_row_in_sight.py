"""The fighter whose turn it is stays in sight when the fight list gets smaller (a window opened
mid-fight, its docks taking their sizes after the list scrolled to the turn; the GM dragging the
dock's edge)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.gui.helpers import campaign_window


def walkers(services) -> None:  # noqa: ANN001
    for i in range(12):
        assert services.characters.create(f"Walker {i + 1}", "zombie", services.ruleset.new_sheet())
    assert services.initiative.start([c.id for c in services.characters.characters()], name="Mill")


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def test_the_turns_row_stays_whole_in_sight_when_the_list_gets_smaller(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=walkers)
    tree = window.docks["initiativeDock"].tree
    qtbot.waitExposed(tree)
    tree.setFixedHeight(12 * tree.fontMetrics().height() * 3)
    settle()
    for _ in range(5):  # the sixth fighter is up, in sight of the tall list
        assert window.services.initiative.next_turn()
        settle()
    current = tree.chosen_row()
    assert current == 5
    assert tree.viewport().rect().contains(tree.row_rect(current))
    tree.setFixedHeight(tree.header().height() + 3 * tree.fontMetrics().height() * 2)  # room for two rows
    settle()
    assert tree.chosen_row() == current
    assert tree.viewport().rect().contains(tree.row_rect(current))
