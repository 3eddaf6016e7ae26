"""A character just made in the roster (Ins, then Ctrl+D) becomes the chosen row: selected, current
and in view, the window's selection on it, so Ctrl+D right after copies it and not the row chosen
before."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog

from tests.gui.helpers import activate, campaign_window, when_dialog_opens
from tests.gui.keycount import CTRL, Keys


def crowd(services) -> None:  # noqa: ANN001
    for n in range(40):
        services.characters.create(f"Survivor {n:02}", "pc")


def chosen(window, name: str) -> int:  # noqa: ANN001
    roster = window.docks["charactersDock"]
    cid = next(c.id for c in window.services.characters.characters() if c.name == name)
    item = roster.items[cid]
    assert roster.tree.currentItem() is item, f"{name} is not the current row"
    assert item.isSelected() and roster.tree.selectedItems() == [item]
    rect = roster.tree.visualItemRect(item)
    assert roster.tree.viewport().rect().contains(rect), f"{name}'s row is out of view"
    assert roster.selection.character_id == cid, "the window's selection is not on it"
    return cid


def test_ins_then_ctrl_d_copies_the_character_just_made(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "d10under", before=crowd)
    window.resize(1000, 600)
    roster = window.docks["charactersDock"]
    keys = Keys(qtbot)
    keys.key(Qt.Key.Key_1, CTRL)
    assert QApplication.focusWidget() is roster.tree
    first = roster.tree.currentItem().text(0)

    def fill(dialog) -> None:  # noqa: ANN001
        dialog.name.setText("Shambler")
        dialog.kind.setCurrentIndex(dialog.kind.findData("zombie"))
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(fill)
    keys.key(Qt.Key.Key_Insert)
    activate(qtbot, window)
    chosen(window, "Shambler")

    def three(dialog) -> None:  # noqa: ANN001
        assert isinstance(dialog, QInputDialog)
        dialog.setIntValue(3)
        dialog.accept()

    roster.tree.setFocus()
    when_dialog_opens(three)
    keys.key(Qt.Key.Key_D, CTRL)
    names = [c.name for c in window.services.characters.characters()]
    assert {"Shambler 1", "Shambler 2", "Shambler 3"} <= set(names), names
    assert not any(n.startswith(first + " ") for n in names), f"Ctrl+D copied {first}"
    activate(qtbot, window)
    chosen(window, "Shambler 1")


def test_a_new_player_character_far_down_the_roster_is_scrolled_into_view(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=crowd)
    window.resize(1000, 600)
    roster = window.docks["charactersDock"]
    roster.tree.setFocus()

    def fill(dialog) -> None:  # noqa: ANN001
        dialog.name.setText("Zoe")
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(fill)
    qtbot.keyClick(roster.tree, Qt.Key.Key_Insert)
    chosen(window, "Zoe")  # the last of forty-one player characters, below the fold
