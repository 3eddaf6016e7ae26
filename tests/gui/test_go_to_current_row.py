"""Ctrl+1, Ctrl+2, Ctrl+3, Ctrl+4 and Ctrl+6 land on a current row: the key after them (F2 in the
roster, Enter in the fight list) acts on a row at once, without a Down first.  The roster lands on
the character selected elsewhere, else on its first character, never on a group's heading."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QHeaderView

from tests.gui.helpers import campaign_window, when_dialog_opens
from tests.gui.keycount import CTRL, Keys
from ui.widgets.log_view import LogView

NAMES = (("Mia", "pc"), ("Ben", "npc"), ("Walker", "zombie"))


def party(services) -> None:  # noqa: ANN001
    for name, kind in NAMES:
        services.characters.create(name, kind)


def fight(services) -> None:  # noqa: ANN001
    party(services)
    services.initiative.start([c.id for c in services.characters.characters()])


def test_ctrl_1_then_f2_opens_the_first_characters_sheet(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    roster = window.docks["charactersDock"]
    roster.tree.setCurrentItem(None)  # as in a campaign just opened: no row chosen yet
    keys = Keys(qtbot)
    window.docks["logDock"].setFocus()
    keys.key(Qt.Key.Key_1, CTRL)
    assert QApplication.focusWidget() is roster.tree
    assert roster.current_id() is not None, "Ctrl+1 left a group's heading as the roster's current row"
    opened: list[str] = []

    def seen(dialog) -> None:  # noqa: ANN001
        opened.append(dialog.windowTitle())
        dialog.reject()

    when_dialog_opens(seen)
    keys.key(Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: bool(opened))
    assert "Mia" in opened[0]


def test_ctrl_1_lands_on_the_character_selected_elsewhere(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=party)
    walker = next(c.id for c in window.services.characters.characters() if c.name == "Walker")
    roster = window.docks["charactersDock"]
    roster.tree.setCurrentItem(roster.tree.topLevelItem(0))  # the heading: the cursor goes on to Mia
    assert roster.current_id() != walker
    roster.selection.select_character(walker)  # chosen in another dock
    keys = Keys(qtbot)
    window.docks["logDock"].setFocus()
    keys.key(Qt.Key.Key_1, CTRL)
    assert roster.current_id() == walker


def test_every_go_to_key_of_a_list_lands_on_a_current_row(qtbot, tmp_path):
    window = campaign_window(qtbot, tmp_path, "twdu", before=fight)
    keys = Keys(qtbot)
    lists = ((Qt.Key.Key_1, "charactersDock"), (Qt.Key.Key_2, "initiativeDock"), (Qt.Key.Key_3, "logDock"),
             (Qt.Key.Key_4, "historyDock"), (Qt.Key.Key_6, "ammoDock"))
    for _digit, name in lists:
        for view in window.docks[name].findChildren(QAbstractItemView):
            view.setCurrentIndex(view.model().index(-1, -1)) if view.model() is not None else None
    window.docks["charactersDock"].selection.select_character(None)  # type: ignore[arg-type]
    checked = []
    for digit, name in lists:
        keys.key(digit, CTRL)
        focus = QApplication.focusWidget()
        assert window.docks[name].isAncestorOf(focus), name
        # a list: an item view, or the log's own view of lines (its header is no list to land on)
        listed = isinstance(focus, (QAbstractItemView, LogView)) and not isinstance(focus, QHeaderView)
        if listed and focus.model() is not None and focus.model().rowCount() > 0:
            assert focus.currentIndex().isValid(), f"{name}: no current row"
            checked.append(name)
    assert {"charactersDock", "initiativeDock", "logDock"} <= set(checked)
